/**
 * Issue 12: the data-folder lock was not taken atomically (read, then written), and a stale lock
 * whose PID now belongs to another process stopped the server from starting.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, processStartTime } from './data-dir-lock.js';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A process that only sleeps: a PID that is alive and is no Intrinsic server. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the data-folder lock', () => {
  it('is taken by exactly one of eight processes that start at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-race-'));
    const startAt = Date.now() + 3_000;
    const contender = `
      import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
      while (Date.now() < ${startAt}) {}
      try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('took it'); } catch { console.log('refused'); }
      setTimeout(() => {}, 1_500);
    `;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contender], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        await new Promise((resolve) => child.once('exit', resolve));
        return output.trim();
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'took it')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(7);
  }, 60_000);

  it('refuses a second server in the same process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-twice-'));
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Intrinsic server/);
    } finally {
      release();
    }
    expect(() => acquireDataDirLock(dir)()).not.toThrow();
  });

  it('takes over a stale lock whose PID now belongs to another process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-reused-'));
    const other = sleeper();
    // The server that wrote it had this PID, but started at another time: the PID was reused.
    writeFileSync(
      join(dir, 'server.lock'),
      JSON.stringify({ pid: other.pid, startedAt: `${processStartTime(process.pid)?.split(':')[0]}:1`, token: 'old' }),
    );
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('refuses a lock whose process is the one that wrote it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-live-'));
    const other = sleeper();
    const pid = other.pid ?? 0;
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid, startedAt: processStartTime(pid), token: 'live' }));
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`process ${pid}`));
  });
});
