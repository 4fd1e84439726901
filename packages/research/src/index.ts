export * from './state-machine/index.js';
