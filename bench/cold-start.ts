import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      const isUp = await fetch(`http://127.0.0.1:${port}/v1/system/status`)
        .then(async (response) => ((await response.json()) as { data?: { is_healthy?: boolean } }).data?.is_healthy)
        .catch(() => false);
      if (isUp) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
