import type { Route } from '../routes.ts';

/** The lists the forms choose from (§7), the same for everyone. */
export const lookupRoutes = {
  listStates: { method: 'GET', path: '/api/Vendor/Dropdown/State' },
  listCertifications: { method: 'GET', path: '/api/Certifications/List' },
  listBusinessClassifications: { method: 'GET', path: '/api/BusinessClassification/List' },
  listPublicOrganizations: { method: 'GET', path: '/api/PublicOrganization/List' },
  listDocumentTypes: { method: 'GET', path: '/api/DocumentType' },
} as const satisfies Record<string, Route>;
