import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@app/contract';

/** `intr-` and 32 random bytes in base64url (43 characters). */
const API_TOKEN_LENGTH = API_TOKEN_PREFIX.length + 43;
const API_TOKEN_PATTERN = /^intr-[A-Za-z0-9_-]{43}$/;

/** How much of a token lists show: the prefix and 8 random characters, too few to guess the rest. */
const SHOWN_CHARS = API_TOKEN_PREFIX.length + 8;

/**
 * A new API token: 256 random bits behind a fixed prefix, so that it cannot be taken for a session
 * token (43 characters, no prefix) and secret scanners can find it in leaked code. Only its SHA-256
 * hash is stored (`hashToken`, as for sessions).
 */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Whether a bearer token has an API token's shape (then it is never looked up as a session). */
export function isApiTokenFormat(token: string): boolean {
  return token.length === API_TOKEN_LENGTH && API_TOKEN_PATTERN.test(token);
}

/** The start of a token that lists show in place of the secret. */
export function shownPrefixOf(token: string): string {
  return token.slice(0, SHOWN_CHARS);
}
