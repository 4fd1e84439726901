export * from './plan.js';
export * from './session.js';
