import { type lookupRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  listBusinessClassifications,
  listCertificationGroups,
  listDocumentTypes,
  listPublicOrganizations,
  listStates,
} from './lookups.service.ts';

export const lookupBindings = (deps: ModuleDeps): Bindings<typeof lookupRoutes> => {
  const { db } = deps;
  return {
    listStates: { isShared: true, handle: async () => ok(await listStates(db)) },
    listCertifications: { isShared: true, handle: async () => ok(await listCertificationGroups(db)) },
    listBusinessClassifications: { isShared: true, handle: async () => ok(await listBusinessClassifications(db)) },
    listPublicOrganizations: { isShared: true, handle: async () => ok(await listPublicOrganizations(db)) },
    listDocumentTypes: { isShared: true, handle: async () => ok(await listDocumentTypes(db)) },
  };
};
