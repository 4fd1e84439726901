// Loads pdfjs (its API, and its "worker", which runs in the reading thread) with Node's own loader.
// Import it before tsx is registered: first in a worker's entry, or as `node --import
// @app/extraction/preload-pdfjs --import tsx` for a script that reads PDFs itself. tsx rewrites
// every dynamic import() in the ES modules it loads and builds a source map of each, which for
// pdfjs's two 2 MB files took about a second each, per thread: a parse worker's first 10-K read in
// 3.2–3.9 s, now 2.6. The TypeScript that imports pdfjs later gets these same modules from Node's
// module cache. Plain JavaScript: it runs before any TypeScript loader.

const enginePush = Array.prototype.push;
await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// pdfjs's legacy build (core-js) replaces Array.prototype.push on Node 20's V8, whose push does not
// throw the right error on an array with a read-only length, with one written in JavaScript that
// reads the length's property descriptor at every call. pdfjs never pushes to such an array, and the
// replacement was 15 % of the time of reading a 10-K (1.6 of 9.9 s profiled): the engine's own is
// put back, in the threads that load pdfjs through this module.
Array.prototype.push = enginePush;
