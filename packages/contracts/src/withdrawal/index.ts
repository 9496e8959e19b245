export * from './withdrawal.js';
