export * from './account.js';
export * from './paths.js';
export * from './schemas.js';
export * from './favorites.js';
