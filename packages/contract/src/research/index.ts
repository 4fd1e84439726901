export * from './plan.js';
export * from './routes.js';
export * from './session.js';
