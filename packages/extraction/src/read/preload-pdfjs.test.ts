import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Which push a script has: Node 20's own does not throw a TypeError when pushing nothing to an
 * array whose length is read-only; core-js's replacement (in pdfjs's legacy build) does. Their
 * sources cannot tell them apart: core-js makes its functions print as native code.
 */
const WHICH_PUSH = `(() => {
  try {
    Object.defineProperty([], 'length', { writable: false }).push();
    return 'engine';
  } catch (error) {
    return error instanceof TypeError ? 'core-js' : 'engine';
  }
})()`;

function runModule(code: string, preload: string[]): unknown {
  const run = spawnSync(process.execPath, [...preload, '--input-type=module', '-e', code], {
    encoding: 'utf8',
    cwd: new URL('.', import.meta.url).pathname,
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

describe('preload-pdfjs', () => {
  it("loads pdfjs and its worker, and leaves the engine's own Array.prototype.push", () => {
    const state = runModule(
      `console.log(JSON.stringify({
        pdfjs: Boolean(globalThis.pdfjsLib),
        worker: Boolean(globalThis.pdfjsWorker?.WorkerMessageHandler),
        push: ${WHICH_PUSH},
      }))`,
      ['--import', '@app/extraction/preload-pdfjs'],
    );
    expect(state).toEqual({ pdfjs: true, worker: true, push: 'engine' });
  });

  it('is needed: pdfjs loaded alone replaces push', () => {
    const before = runModule(`console.log(JSON.stringify(${WHICH_PUSH}))`, []);
    const after = runModule(
      `await import('pdfjs-dist/legacy/build/pdf.mjs'); console.log(JSON.stringify(${WHICH_PUSH}))`,
      [],
    );
    expect([before, after]).toEqual(['engine', 'core-js']);
  });
});
