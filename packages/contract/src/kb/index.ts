export * from './chunk-routes.js';
export * from './document-routes.js';
export * from './kb-routes.js';
export * from './parser-config.js';
