import type { CertificationGroup, IdName } from '@bridgehub/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businessClassifications,
  certificationGroups,
  certifications,
  documentTypes,
  publicOrganizations,
  states,
} from '../../db/schema.ts';

export const listStates = (db: Database): Promise<IdName[]> =>
  db.select({ Id: states.id, Name: states.name }).from(states).orderBy(asc(states.name));

export const listBusinessClassifications = (db: Database): Promise<IdName[]> =>
  db
    .select({ Id: businessClassifications.id, Name: businessClassifications.name })
    .from(businessClassifications)
    .orderBy(asc(businessClassifications.id));

/** §3: ids above 0 first, then the others such as the 'other' option (-1). */
export const listPublicOrganizations = (db: Database): Promise<IdName[]> =>
  db
    .select({ Id: publicOrganizations.id, Name: publicOrganizations.name })
    .from(publicOrganizations)
    .orderBy(sql`${publicOrganizations.id} <= 0`, sql`abs(${publicOrganizations.id})`);

export const listCertificationGroups = async (db: Database): Promise<CertificationGroup[]> => {
  const [groups, types] = [
    await db
      .select()
      .from(certificationGroups)
      .orderBy(asc(certificationGroups.sortOrder), asc(certificationGroups.id)),
    await db.select().from(certifications).orderBy(asc(certifications.sortOrder), asc(certifications.id)),
  ];
  return groups.map((group) => ({
    Name: group.name,
    Label: group.label,
    Link: group.link,
    CertificationDTOs: types
      .filter((type) => type.groupId === group.id)
      .map((type) => ({ Id: type.id, Name: type.name })),
  }));
};

/** GET /api/DocumentType: the upload dialog's choices, with 'Other' (-1, §9) last. */
export const listDocumentTypes = (db: Database): Promise<IdName[]> =>
  db
    .select({ Id: documentTypes.id, Name: documentTypes.name })
    .from(documentTypes)
    .orderBy(sql`${documentTypes.id} <= 0`, asc(documentTypes.id));
