/** Staff roles as the wire names them (DESIGN.md §10). Kept free of zod: the route table reads them. */
export const STAFF_ROLES = ['Administrator', 'Coordinator', 'CheckInVolunteer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who runs vendors, documents, messages and events (docs/decisions.md): everyone but Check-in volunteers. */
export const staffRunningTheProgram = { auth: 'staff', roles: ['Administrator', 'Coordinator'] } as const;

/** Staff sessions (DESIGN.md §10): shorter than a vendor's. */
export const STAFF_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const STAFF_SESSION_HOURS = 12;
/** Between the e-mailed link and the second factor. */
export const STAFF_TICKET_TTL_SECONDS = 10 * 60;
export const STAFF_INVITATION_TTL_DAYS = 7;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-factor codes per account in this many minutes, then 429. */
export const SECOND_FACTOR_ATTEMPTS = 5;
export const SECOND_FACTOR_WINDOW_MINUTES = 15;
/** Wrong second-factor codes in a row that lock the account (docs/decisions.md, "Safe to deploy"). */
export const SECOND_FACTOR_LOCK_AFTER = 10;
/** A lock this soon after the account's previous one is lifted by an Administrator only. */
export const SECOND_FACTOR_RELOCK_HOURS = 24;
