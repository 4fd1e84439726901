import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type AppServer = {
  baseUrl: string;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would; its data folder is kept. */
  crash(): Promise<void>;
};

/**
 * Starts the real server the way `npm start` does (after the build) as a child process, on a free
 * port over an embedded database folder (a new one unless given) or the PostgreSQL database of
 * `databaseUrl`, and waits until it reports itself healthy. `env` adds variables (a market-data
 * pack). Used by the browser tests and the benchmarks.
 */
export async function startAppServer(
  options: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<AppServer> {
  const isOwnDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'intrinsic-server-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(server, baseUrl);
  return {
    baseUrl,
    async crash() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      if (isOwnDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(server: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const isHealthy = await fetch(`${baseUrl}/v1/system/status`)
      .then(async (response) => ((await response.json()) as { data?: { is_healthy?: boolean } }).data?.is_healthy)
      .catch(() => false);
    if (isHealthy) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become healthy within 60 s');
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
