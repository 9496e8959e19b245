export * from './review.js';
export * from './schemas.js';
