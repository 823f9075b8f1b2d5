/** The mails a resident receives after asking for language help or reporting a barrier (issue 22); whole sentences. */
export const accessRequestMailMessages = {
  languageSubject: 'We received your request for language help',
  languageReceived:
    'Thank you. We received your request for free interpretation or translation, and someone from the program will contact you soon.',
  barrierSubject: 'We received your accessibility report',
  barrierReceived:
    'Thank you for telling us about a barrier on our website. We read every report, and someone from the program will reply to you.',
  questions: (supportEmail: string) => `Questions? Write to ${supportEmail}.`,
} as const;
