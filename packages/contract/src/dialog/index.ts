export * from './dialog-fields.js';
export * from './routes.js';
