export * from './schemas.js';
export * from './types.js';
