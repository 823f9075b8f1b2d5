/** The mails a registrant receives about their accommodation request (issue 22); whole sentences, as messages.ts. */
export const accommodationMailMessages = {
  requestedOnTime: 'You asked for these accommodations, and we will arrange them:',
  requestedLate:
    'You asked for these accommodations. You asked after the time to ask had passed, so we will try, but it may not be possible:',
  subject: (eventName: string) => `Your accommodation request: ${eventName}`,
  arranged: (eventName: string) => `Your accommodations for ${eventName} are arranged:`,
  notPossible: (eventName: string) => `We are sorry: we could not arrange these accommodations for ${eventName}:`,
  reopened: (eventName: string) => `We are working on your accommodation request for ${eventName} again:`,
  note: (note: string) => `A note from the event team: ${note}`,
  when: (time: string) => `When: ${time}`,
  seeEvent: 'See the event',
  questions: (supportEmail: string) => `Questions, or something to change? Write to ${supportEmail}.`,
} as const;
