/** §3 "Stored in the browser": the three keys. */
export const STORAGE_KEYS = { accessToken: 'bearerToken', refreshToken: 'refreshToken', email: 'email' } as const;
