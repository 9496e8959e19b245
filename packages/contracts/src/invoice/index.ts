export * from './invoice.js';
