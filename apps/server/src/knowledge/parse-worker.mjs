// The entry of a knowledge-base parse worker thread. A worker does not inherit the TypeScript loader of
// `node --import tsx` (nor Vitest's), so it registers tsx itself before loading the TypeScript code;
// pdfjs is loaded before, by Node's own loader (see `preload-pdfjs.mjs`).
import '@app/extraction/preload-pdfjs';
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
