import { type lookupRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import {
  listBusinessClassifications,
  listCertificationGroups,
  listDocumentTypes,
  listPublicOrganizations,
  listStates,
} from './lookups.service.ts';

export const lookupBindings = (db: Database): Bindings<typeof lookupRoutes> => ({
  listStates: { isShared: true, handle: async () => ok(await listStates(db)) },
  listCertifications: { isShared: true, handle: async () => ok(await listCertificationGroups(db)) },
  listBusinessClassifications: { isShared: true, handle: async () => ok(await listBusinessClassifications(db)) },
  listPublicOrganizations: { isShared: true, handle: async () => ok(await listPublicOrganizations(db)) },
  listDocumentTypes: { isShared: true, handle: async () => ok(await listDocumentTypes(db)) },
});
