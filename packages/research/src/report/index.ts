export * from './assemble.js';
export * from './charts.js';
export * from './figures.js';
export * from './prompt.js';
export * from './write.js';
