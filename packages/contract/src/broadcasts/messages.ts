/** The broadcasts console's texts (ours: the specification has no staff side; docs/decisions.md). */
export const broadcastMessages = {
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write the message',
  eventRequired: 'Please choose an event',
  alreadySent: 'This broadcast has already been sent.',
  noRecipients: 'Nobody would receive this broadcast: choose another audience.',
} as const;
