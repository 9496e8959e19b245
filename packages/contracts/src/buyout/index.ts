export * from './grades.js';
export * from './statuses.js';
export * from './enums.js';
export * from './paths.js';
export * from './store.js';
export * from './admin.js';
export * from './sell-online.js';
