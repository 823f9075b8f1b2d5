import { messages, type VendorRegistrationInput, type VendorSearchResult } from '@bridgehub/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

/** POST /api/vendor/submit: the answer's Success and ErrorMessage decide what the screen shows. */
export const submitVendor = (registration: VendorRegistrationInput) => call('submitVendor', { body: registration });

export const useSubmitVendor = () => useMutation({ mutationFn: submitVendor });

/** POST /api/vendor/verify?token=: true when the e-mailed link verified the vendor. */
export const verifyVendor = async (token: string): Promise<boolean> =>
  (await call('verifyVendor', { query: { token } })).Success;

/**
 * The verification is a one-shot side effect; as a query keyed by token it runs once per token, including under
 * React StrictMode's double mount and on revisits (the link is single-use anyway).
 */
export const verifyVendorQuery = (token: string) =>
  queryOptions({
    queryKey: ['vendor', 'verify', token],
    queryFn: () => verifyVendor(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: token !== '',
  });

export const useVerifyVendor = (token: string) => useQuery(verifyVendorQuery(token));

export interface VendorSearch {
  Success: boolean;
  ErrorMessage: string | null;
  Response: VendorSearchResult[];
}

/** GET /api/Vendor/Search?name=: §7 a search failure gives 'API Error' with empty results. */
export const searchVendors = async (name: string): Promise<VendorSearch> => {
  const answer = await call('searchVendors', { query: { name } });
  return answer.Success && answer.Response
    ? { Success: true, ErrorMessage: null, Response: answer.Response }
    : { Success: false, ErrorMessage: messages.apiError, Response: [] };
};

export const searchVendorsQuery = (name: string) =>
  queryOptions({ queryKey: ['vendor', 'search', name], queryFn: () => searchVendors(name), staleTime: 30_000 });

/** GET /api/Vendor/EmailSearch?name=: Success true means the e-mail is in use. */
export const searchVendorEmail = async (email: string): Promise<boolean> =>
  (await call('searchVendorEmail', { query: { name: email } })).Success;

export const searchVendorEmailQuery = (email: string) =>
  queryOptions({
    queryKey: ['vendor', 'email-search', email],
    queryFn: () => searchVendorEmail(email),
    staleTime: 30_000,
  });
