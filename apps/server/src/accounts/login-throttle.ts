import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { loginFailures } from '../db/schema.js';

/**
 * Throttling of password guessing, kept in the database so it holds across server processes:
 * 5 failures for one email from one address, or 20 from one address over any emails, within 15
 * minutes lock further attempts from that address until the oldest counted failure leaves the
 * window. The lock is per (email, address) pair, not per email, so that nobody can lock an
 * account's owner out by failing on purpose from elsewhere. An address is the caller's
 * `clientAddressKey` (an IPv6 client counts by its /64, so changing address within it does not help).
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60_000, perEmailAndIp: 5, perIp: 20 } as const;

/** Minutes until this address may try this email again; 0 when not locked. */
export async function loginLockMinutes(db: AppDb, email: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const windowOf = async (condition: SQL, limit: number) => {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(condition, gt(loginFailures.createdAt, since)));
    const isLocked = Number(row?.failures ?? 0) >= limit && row?.oldest != null;
    return isLocked ? new Date(row.oldest as Date | string).getTime() + LOGIN_THROTTLE.windowMs : 0;
  };
  const unlockAt = Math.max(
    await windowOf(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)) as SQL, LOGIN_THROTTLE.perEmailAndIp),
    await windowOf(eq(loginFailures.ip, ip), LOGIN_THROTTLE.perIp),
  );
  return unlockAt > now.getTime() ? Math.ceil((unlockAt - now.getTime()) / 60_000) : 0;
}

export async function recordLoginFailure(db: AppDb, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, createdAt: now });
}

/**
 * A successful sign-in forgives this address's failures for the email (not its failures for other
 * emails, which may be guessing, nor other addresses' failures for this email).
 */
export async function clearLoginFailures(db: AppDb, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
