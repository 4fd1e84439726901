import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): memory-hard, ~100 ms per hash here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password, so unknown emails cost the same time as wrong passwords. */
const timingDecoy = hash(randomBytes(16).toString('hex'));

/** Checks a password against a stored hash; with no hash it still spends the time of one check. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await timingDecoy, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** A random bearer token (256 bits, base64url). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough for tokens: they are random and long, unlike passwords. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
