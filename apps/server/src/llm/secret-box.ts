import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated key is kept when `SECRET_KEY` is not set. */
export const SECRET_KEY_FILE = 'secret.key';

const VERSION = 'v1';

/**
 * Encrypts and decrypts secrets at rest with AES-256-GCM: a random 96-bit IV per value, the
 * 128-bit tag checked on read, and associated data (the owner's id) binding a value to its row's
 * owner, so a ciphertext copied to another user's row does not decrypt.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or null when the value was sealed under another key or for another owner, or is damaged. */
  open(sealed: string, associatedData: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The server's 32-byte secret key: `SECRET_KEY` (64 hex characters, or base64 of 32 bytes) when
 * set; else the one generated once into `DATA_DIR/secret.key` (created with 0600 permissions,
 * without overwriting one another process just wrote). Every server process that shares a
 * database must share the key.
 * @throws when `SECRET_KEY` is set but is not 32 bytes.
 */
export function loadSecretKey(options: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (options.secretKey !== undefined) return parseSecretKey(options.secretKey);
  mkdirSync(options.dataDir, { recursive: true });
  const path = join(options.dataDir, SECRET_KEY_FILE);
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Kept from an earlier start: make sure nobody else may read it.
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
  return parseSecretKey(readFileSync(path, 'utf8').trim(), path);
}

function parseSecretKey(value: string, source = 'SECRET_KEY'): Buffer {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  // 32 bytes in base64: 43 characters and one '=' of padding (or none).
  if (/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)) return Buffer.from(trimmed, 'base64');
  throw new Error(
    `${source} must be 32 random bytes, written as 64 hex characters or in base64 (openssl rand -base64 32)`,
  );
}

/** What a user may see of a key: its first 3 and last 4 characters, or nothing of a short one. */
export function keyHint(apiKey: string): string {
  return apiKey.length >= 16 ? `${apiKey.slice(0, 3)}…${apiKey.slice(-4)}` : '…';
}
