export * from './collect/index.js';
export * from './plan/index.js';
export * from './report/index.js';
export * from './state-machine/index.js';
