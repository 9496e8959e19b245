export * from './listing.js';
export * from './listing-schema.js';
export * from './qualities.js';
export * from './stock.js';
export * from './search.js';
export * from './search-schema.js';
export * from './type-categories.js';
