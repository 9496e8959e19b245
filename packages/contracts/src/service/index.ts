export * from './service.js';
export type * from './admin.js';
export * from './paths.js';
export * from './schemas.js';
