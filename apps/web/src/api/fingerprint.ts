/**
 * A stable, anonymous identifier of this browser, so that a visitor who clears nothing but comes back
 * gets the same temporary user. It is a SHA-256 hex digest of traits the browser exposes anyway, so
 * anyone can compute it: the server finds a temporary user by it only together with the device
 * secret kept beside it (`newDeviceSecret`).
 */

/** The browser characteristics the fingerprint is computed from. */
export type TBrowserTraits = {
  userAgent: string;
  languages: readonly string[];
  platform: string;
  screen: string;
  timezone: string;
  hardwareConcurrency: number;
  deviceMemory?: number;
};

/** Reads the traits from the current environment; missing APIs (tests, old browsers) give blanks. */
export function collectBrowserTraits(): TBrowserTraits {
  const nav: (Navigator & { deviceMemory?: number }) | undefined =
    typeof navigator === 'undefined' ? undefined : navigator;
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  const traits: TBrowserTraits = {
    userAgent: nav?.userAgent ?? '',
    languages: nav?.languages ?? [],
    platform: nav?.platform ?? '',
    screen: screenInfo ? `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}` : '',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
  };
  if (typeof nav?.deviceMemory === 'number') traits.deviceMemory = nav.deviceMemory;
  return traits;
}

/** SHA-256 (lowercase hex, 64 characters) of the traits, in a fixed key order. */
export async function fingerprintOf(traits: TBrowserTraits): Promise<string> {
  const canonical = JSON.stringify([
    traits.userAgent,
    traits.languages,
    traits.platform,
    traits.screen,
    traits.timezone,
    traits.hardwareConcurrency,
    traits.deviceMemory ?? null,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new device secret: 256 random bits, base64url without padding (43 characters). */
export function newDeviceSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The browser's IANA time zone, or UTC when the runtime cannot tell. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
