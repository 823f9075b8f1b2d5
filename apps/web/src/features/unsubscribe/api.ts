import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

/** POST /api/Contacts/UnsubscribeBroadcast/{contactId}: the id is the opaque signed value of the e-mailed link. */
export const useUnsubscribeBroadcast = () =>
  useMutation({ mutationFn: (contactId: string) => call('unsubscribeBroadcast', { params: { contactId } }) });
