export * from './notes.js';
export * from './parse.js';
export * from './prompt.js';
