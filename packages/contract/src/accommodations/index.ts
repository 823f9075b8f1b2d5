export * from './api.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';
