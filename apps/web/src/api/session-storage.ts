import { isLanguage, type TLanguage, type TUserInfo } from '@app/contract';
import type { Camelize } from './case';

/** The signed-in user as the app sees it (camelCase). */
export type TUser = Camelize<TUserInfo>;

/**
 * Local storage keys. The names are part of the product (other tools and the browser tests read
 * them), so they are spelled out here once and never built from parts.
 */
export const STORAGE_KEYS = {
  authorization: 'authorization',
  isTemp: 'isTemp',
  userInfo: 'userInfo',
  language: 'lng',
  fingerprint: 'fingerprint',
  deviceSecret: 'deviceSecret',
} as const;

/** The subset of the Web Storage API we use, so tests can pass an in-memory store. */
export type TKeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The session as kept in local storage: the token, whether the user is temporary, and a copy of the
 * user (shown at once on the next visit, before `/v1/user/info` answers).
 */
export class SessionStorage {
  constructor(private readonly store: TKeyValueStore) {}

  getToken(): string | null {
    return this.store.getItem(STORAGE_KEYS.authorization);
  }

  setToken(token: string): void {
    this.store.setItem(STORAGE_KEYS.authorization, token);
  }

  /** Keeps the user and its `isTemp` flag in step. */
  saveUser(user: TUser): void {
    this.store.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
    this.store.setItem(STORAGE_KEYS.isTemp, String(user.isTemp));
  }

  /** The stored user, or null when absent or unreadable (a hand-edited value must not break start-up). */
  getUser(): TUser | null {
    const raw = this.store.getItem(STORAGE_KEYS.userInfo);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isStoredUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  /** Forgets the token and the user; the language choice, the fingerprint and the device secret stay. */
  clear(): void {
    this.store.removeItem(STORAGE_KEYS.authorization);
    this.store.removeItem(STORAGE_KEYS.isTemp);
    this.store.removeItem(STORAGE_KEYS.userInfo);
  }

  getLanguage(): TLanguage | null {
    const stored = this.store.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  }

  setLanguage(language: TLanguage): void {
    this.store.setItem(STORAGE_KEYS.language, language);
  }

  getFingerprint(): string | null {
    return this.store.getItem(STORAGE_KEYS.fingerprint);
  }

  setFingerprint(fingerprint: string): void {
    this.store.setItem(STORAGE_KEYS.fingerprint, fingerprint);
  }

  /**
   * The device's secret: with the fingerprint it finds this browser's temporary user again once the
   * token is gone (a fingerprint alone, which anyone can compute, finds nobody).
   */
  getDeviceSecret(): string | null {
    return this.store.getItem(STORAGE_KEYS.deviceSecret);
  }

  setDeviceSecret(deviceSecret: string): void {
    this.store.setItem(STORAGE_KEYS.deviceSecret, deviceSecret);
  }
}

function isStoredUser(value: unknown): value is TUser {
  if (value === null || typeof value !== 'object') return false;
  const user = value as Partial<TUser>;
  return typeof user.id === 'string' && typeof user.nickname === 'string' && typeof user.isTemp === 'boolean';
}

/** An in-memory store with the Web Storage interface, for tests and for browsers that block storage. */
export function createMemoryStore(): TKeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, String(value)),
    removeItem: (key) => values.delete(key),
  };
}
