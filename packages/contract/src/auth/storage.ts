/** §3 "Stored in the browser": the three keys. */
export const STORAGE_KEYS = { accessToken: 'bearerToken', refreshToken: 'refreshToken', email: 'email' } as const;

/** The staff console's session (ours, DESIGN.md §10): keys of its own, so a vendor session never opens the console. */
export const STAFF_STORAGE_KEYS = { accessToken: 'staffAccessToken', refreshToken: 'staffRefreshToken' } as const;
