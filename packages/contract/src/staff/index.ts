export * from './api.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './staff-routes.ts';
