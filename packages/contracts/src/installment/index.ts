export * from './plan.js';
export * from './schemas.js';
export * from './types.js';
