export * from './assemble.js';
export * from './figures.js';
export * from './prompt.js';
export * from './write.js';
