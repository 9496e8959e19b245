export * from './complaint.js';
