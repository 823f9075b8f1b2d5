import type { ContactInput, PendingAttachmentInput, VendorInfo } from '@bridgehub/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

export const vendorInfoQuery = queryOptions({
  queryKey: ['vendor', 'info'],
  queryFn: async ({ signal }) => unwrap(await call('getVendorInfo', { signal })),
  staleTime: 0,
  retry: false,
});

/** GET /api/Vendor/Info: everything the hub shows. */
export const useVendorInfo = () => useQuery(vendorInfoQuery);

/** Every change in the hub reloads the vendor info, the one source of every tab. */
const useHubMutation = <I, A extends { Success: boolean }>(mutationFn: (input: I) => Promise<A>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      if (answer.Success) await queryClient.invalidateQueries({ queryKey: vendorInfoQuery.queryKey });
    },
  });
};

/** PUT /api/Vendor/Update */
export const useUpdateVendor = () =>
  useHubMutation(
    (input: { VendorId: number; Business: VendorInfo['Business']; PrimaryContact: VendorInfo['PrimaryContact'] }) =>
      call('updateVendor', { body: input }),
  );

/** GET /api/DocumentType */
export const useDocumentTypes = () =>
  useQuery({
    queryKey: ['lookup', 'document-types'],
    queryFn: async ({ signal }) => unwrap(await call('listDocumentTypes', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/Attachment/AttachToRequest or /AttachDocument, by where the files go. */
export const useAttachFiles = () =>
  useHubMutation((input: { requestId: number | null; vendorId: number; attachments: PendingAttachmentInput[] }) =>
    input.requestId === null
      ? call('attachDocument', { body: { VendorId: input.vendorId, Attachments: input.attachments } })
      : call('attachToRequest', { body: { RequestId: input.requestId, Attachments: input.attachments } }),
  );

/** POST /api/Chat/New */
export const useStartChat = () =>
  useHubMutation((input: { Subject: string; Message: string }) => call('startChat', { body: input }));

/** POST /api/Chat/Vendor */
export const useSendChatMessage = () =>
  useHubMutation((input: { ChatId: number; Message: string }) => call('sendChatMessage', { body: input }));

/** POST /api/Contacts/ApproveAccessApp */
export const useApproveContact = () =>
  useHubMutation((input: { VendorID: number; ContactEmail: string }) => call('approveContact', { body: input }));

/** POST /api/Contacts/MakePrimaryApp */
export const useMakePrimaryContact = () =>
  useHubMutation((input: { VendorId: number; ContactId: number }) => call('makePrimaryContact', { body: input }));

/** POST /api/Contacts/RequestProgramAccess */
export const useRequestProgramAccess = () =>
  useHubMutation((input: { VendorId: number }) => call('requestProgramAccess', { body: input }));

export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: ['contact', id],
    queryFn: async ({ signal }) => unwrap(await call('viewContact', { params: { id }, signal })),
    staleTime: 0,
    retry: false,
  });

/** GET /api/Contacts/ViewContact/{id} */
export const useContact = (id: number) => useQuery(contactQuery(id));

/** PUT /api/Contacts/UpdateContactApp */
export const useUpdateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactInput & { Id: number }) => call('updateContact', { body: contact }),
    onSuccess: async (answer, contact) => {
      if (!answer.Success) return;
      await queryClient.invalidateQueries({ queryKey: contactQuery(contact.Id).queryKey });
      await queryClient.invalidateQueries({ queryKey: vendorInfoQuery.queryKey });
    },
  });
};

/** POST /api/Contacts/CreateContactApp */
export const useCreateContact = () =>
  useHubMutation((contact: ContactInput & { VendorId: number }) => call('createContact', { body: contact }));
