export * from './listing.js';
export * from './listing-schema.js';
export * from './qualities.js';
export * from './stock.js';
