export * from './service.js';
export * from './paths.js';
export * from './schemas.js';
