export * from './picking.js';
export * from './schemas.js';
