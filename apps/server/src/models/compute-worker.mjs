// The entry of a compute worker thread. A worker does not inherit the TypeScript loader of
// `node --import tsx` (nor Vitest's), so it registers tsx itself before loading the TypeScript code.
import { register } from 'tsx/esm/api';

register();
await import('./compute-worker.ts');
