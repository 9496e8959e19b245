export * from './schemas.js';
export * from './types.js';
export * from './timeslots.js';
export * from './shipping-rates.js';
