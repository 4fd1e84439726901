export * from './collect.js';
export * from './deepen-prompt.js';
export * from './types.js';
