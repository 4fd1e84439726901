export * from './machine.js';
