export * from './roles.js';
export * from './schemas.js';
