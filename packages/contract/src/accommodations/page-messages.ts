/**
 * The event page's texts about accommodations (issue 22), in a module of their own: the page's first visit carries
 * these and no other accommodation text (the 150 KB budget). Whole sentences; the day is the argument.
 */
export const accommodationPageMessages = {
  /** While there is time to ask. */
  onTime: (lastDay: string) =>
    `Need an interpreter, live captioning or another accommodation to take part? Ask for it when you register, by ${lastDay}, and we will arrange it.`,
  /** Once the time to ask has passed. */
  late: (lastDay: string) =>
    `Need an interpreter, live captioning or another accommodation to take part? You can still ask for it when you register, but the time to ask ended on ${lastDay}, so it may not be possible.`,
} as const;
