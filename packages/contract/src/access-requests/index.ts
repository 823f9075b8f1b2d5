export * from './api.ts';
export * from './mail-messages.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './staff-routes.ts';
export * from './staff-schemas.ts';
