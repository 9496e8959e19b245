export * from './numbers.js';
export * from './storefront-config.js';
