export * from './api.ts';
export * from './routes.ts';
export * from './schemas.ts';
// Kept in a module without zod: the web client reads them on every call, including the first screen's.
export * from './storage.ts';
