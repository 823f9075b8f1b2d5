export * from './api.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './staff-routes.ts';
export * from './staff-schemas.ts';
