import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

/** Lookup lists change rarely: fetched once per visit and shared by every form that shows them. */
const lookup = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;

/** GET /api/Vendor/Dropdown/State */
export const useStates = () =>
  useQuery({
    queryKey: ['lookup', 'states'],
    queryFn: async ({ signal }) => unwrap(await call('listStates', { signal })),
    ...lookup,
  });

/** GET /api/Certifications/List */
export const useCertificationGroups = () =>
  useQuery({
    queryKey: ['lookup', 'certifications'],
    queryFn: async ({ signal }) => unwrap(await call('listCertifications', { signal })),
    ...lookup,
  });

/** GET /api/BusinessClassification/List (labelled Federal Tax Classification) */
export const useBusinessClassifications = () =>
  useQuery({
    queryKey: ['lookup', 'business-classifications'],
    queryFn: async ({ signal }) => unwrap(await call('listBusinessClassifications', { signal })),
    ...lookup,
  });

/** GET /api/PublicOrganization/List: §3 ids above 0 first, then the others such as 'other' (-1). */
export const usePublicOrganizations = () =>
  useQuery({
    queryKey: ['lookup', 'public-organizations'],
    queryFn: async ({ signal }) => {
      const list = unwrap(await call('listPublicOrganizations', { signal }));
      return [...list.filter((item) => item.Id > 0), ...list.filter((item) => item.Id <= 0)];
    },
    ...lookup,
  });
