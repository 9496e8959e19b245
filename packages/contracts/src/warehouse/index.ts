export * from './crates.js';
export * from './packing.js';
export * from './parcels.js';
export * from './picking.js';
export * from './product-locations.js';
export * from './schemas.js';
export * from './stock-figures.js';
export * from './store-pickup.js';
