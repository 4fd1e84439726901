import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../apps/server/src/test/spawn-server.js';

/**
 * Cold start of the server as `npm start` runs it (after the build): time from spawning the process
 * to the first healthy `GET /v1/system/status`, on a new data folder (creates and migrates PGlite)
 * and again on the same folder (reopens it).
 */
export async function benchColdStart(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'intrinsic-bench-'));
  try {
    console.info(`cold start, new data folder:      ${await timeStart(dataDir)} ms`);
    console.info(`cold start, existing data folder: ${await timeStart(dataDir)} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startAppServer({ dataDir });
  const elapsed = Math.round(performance.now() - started);
  await server.stop();
  return elapsed;
}
