import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyHint, loadSecretKey, SECRET_KEY_FILE, SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));

  it('seals with a fresh IV each time and opens only for the same owner and key', () => {
    const first = box.seal('{"api_key":"sk-live-123"}', 'owner-a');
    const second = box.seal('{"api_key":"sk-live-123"}', 'owner-a');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-live');
    expect(box.open(first, 'owner-a')).toBe('{"api_key":"sk-live-123"}');
    expect(box.open(first, 'owner-b')).toBeNull();
    expect(new SecretBox(Buffer.alloc(32, 8)).open(first, 'owner-a')).toBeNull();
    const [version, iv, tag, body = ''] = first.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), 'owner-a')).toBeNull();
  });
});

describe('loadSecretKey', () => {
  it('takes SECRET_KEY as hex or base64 and refuses anything but 32 bytes', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'intrinsic-key-'));
    expect(loadSecretKey({ secretKey: 'ab'.repeat(32), dataDir })).toEqual(Buffer.alloc(32, 0xab));
    expect(loadSecretKey({ secretKey: Buffer.alloc(32, 1).toString('base64'), dataDir })).toEqual(Buffer.alloc(32, 1));
    expect(() => loadSecretKey({ secretKey: 'short', dataDir })).toThrow(/32 random bytes/);
    expect(() => loadSecretKey({ secretKey: Buffer.alloc(16).toString('base64'), dataDir })).toThrow(/32 random bytes/);
  });

  it('generates a key once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'intrinsic-key-'));
    const key = loadSecretKey({ secretKey: undefined, dataDir });
    expect(key).toHaveLength(32);
    expect(statSync(join(dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ secretKey: undefined, dataDir })).toEqual(key);
  });

  it('tightens the permissions of a key file left readable', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'intrinsic-key-'));
    writeFileSync(join(dataDir, SECRET_KEY_FILE), Buffer.alloc(32, 3).toString('base64'), { mode: 0o644 });
    expect(loadSecretKey({ secretKey: undefined, dataDir })).toEqual(Buffer.alloc(32, 3));
    expect(statSync(join(dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe('keyHint', () => {
  it('shows the first 3 and last 4 characters of a long key, nothing of a short one', () => {
    expect(keyHint('sk-proj-abcdefghijklmnop1234')).toBe('sk-…1234');
    expect(keyHint('short-key')).toBe('…');
  });
});
