/**
 * Every way the API refuses a request, each with its one status (DESIGN.md §6). `refused` is the business failure: a
 * rule the person can act on, answered 200 with `Success: false` and the rule's message; the others are the HTTP
 * layer's refusals, with an envelope too.
 */
export const errorStatus = {
  refused: 200,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
} as const;

export type ErrorKind = keyof typeof errorStatus;

const kindOfStatus = new Map<number, ErrorKind>(
  Object.entries(errorStatus).map(([kind, status]) => [status, kind as ErrorKind]),
);

/** The kind a status stands for; any other client error (405, 414, 415, 431…) is a malformed request. */
export const errorKindOf = (status: number): ErrorKind => kindOfStatus.get(status) ?? 'invalid';
