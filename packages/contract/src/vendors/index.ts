export * from './api.ts';
export * from './engagement.ts';
export * from './hub-schemas.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './staff-messages.ts';
export * from './staff-schemas.ts';
