import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';
import type { UserRow } from './user-info.js';

const DAY_MS = 86_400_000;
/** Registered users sign in again after 30 days; a temporary user keeps its device session for a year. */
const SESSION_DAYS = { full: 30, temp: 365 } as const;

export type Session = { id: string; user: UserRow };

/** Starts a session and returns its token (the only time the token exists in clear). */
export async function createSession(db: AppDb, user: Pick<UserRow, 'id' | 'isTemp'>, now: Date): Promise<string> {
  const token = newToken();
  const days = user.isTemp ? SESSION_DAYS.temp : SESSION_DAYS.full;
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

/** The live session of a token: not revoked, not expired. */
export async function findSession(db: AppDb, token: string, now: Date): Promise<Session | null> {
  const [row] = await db
    .select({ id: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: AppDb, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere (password change or reset). */
export async function revokeAllSessions(db: AppDb, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
