export * from './api.ts';
export * from './routes.ts';
export * from './schemas.ts';
