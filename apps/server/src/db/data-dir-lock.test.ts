import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.js';

describe('acquireDataDirLock', () => {
  it('writes a lock file and removes it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Intrinsic server/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), '2147483646');
    expect(() => acquireDataDirLock(dir)()).not.toThrow();
  });
});
