/**
 * Texts of the public event and cancellation pages (ours: docs/decisions.md), in a module apart from the staff's
 * texts (messages.ts): the event page's first visit carries these and not those (issue 8's 150 KB).
 */
export const eventPageMessages = {
  eventCancelled: 'This event was cancelled.',
  eventNotFound: 'There is no published event at this address.',
  cancelLinkInvalid: 'This cancellation link is not valid. Please use the link in your confirmation e-mail.',
} as const;
