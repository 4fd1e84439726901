import { defineConfig } from 'vitest/config';

/** Tests that touch no database or server: first, on both cores. */
const PURE_GROUP = { sequence: { groupOrder: 0 }, maxWorkers: 2 };
/** Tests of the server, its databases and the browser: then, on one worker. */
const SERVER_GROUP = { sequence: { groupOrder: 1 }, maxWorkers: 1, isolate: false };

/**
 * One `vitest run` runs everything: pure unit tests, the web app's component tests (jsdom), the API
 * suite and the security suite twice each (embedded PGlite and the PostgreSQL server) and the
 * browser tests (Debian's Chromium).
 */
export default defineConfig({
  test: {
    // Two groups, one after the other. First the tests that touch no database or server (pure
    // packages, the web app's components), on both cores; `unit` stays isolated, as two of its
    // files rely on a fresh module (a once-per-process OCR check, docx's picture ids). Then the
    // API, security and browser suites on one worker, their files sharing one module graph
    // (importing the server again for each file was half of api-postgres's time: 246 → 135 s).
    // One worker: two cut a clean-clone run from 39 to about 26 minutes, but one of three such
    // runs failed a PostgreSQL model build (SNOW, MODEL_CREATION_FAILED) that never failed on one
    // worker and did not fail again alone; until its cause is known (the test helper now prints
    // the job's error), those suites stay on the setting that has always passed.
    projects: [
      {
        test: {
          name: 'unit',
          ...PURE_GROUP,
          include: ['packages/*/{src,cli}/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts', 'apps/server/src/**/*.security.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          ...PURE_GROUP,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          ...SERVER_GROUP,
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          ...SERVER_GROUP,
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // One test per finding of the security review (issue 12), over HTTP on both databases.
      ...(['pglite', 'postgres'] as const).map((database) => ({
        test: {
          name: `security-${database}`,
          ...SERVER_GROUP,
          include: ['apps/server/src/**/*.security.test.ts'],
          environment: 'node' as const,
          env: { TEST_DATABASE: database },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          ...SERVER_GROUP,
          include: ['apps/web/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
