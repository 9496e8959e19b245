export * from './errors/index.js';
export * from './buyout/index.js';
export * from './catalog/index.js';
export * from './meta-master/index.js';
export * from './review/index.js';
export * from './service/index.js';
export { INT32_MAX, int32, queryInt } from './shared/numbers.js';
