import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { oneTimeTokens } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** Verification links last a day; reset links an hour, since they grant the account. */
const LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueOneTimeToken(db: AppDb, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** The rows of a token that could be used now: known, unused, unexpired, of this purpose. */
function usableToken(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** The user id of a token that could be used now (known, unused, unexpired, of this purpose), without using it. */
export async function findUsableToken(
  db: AppDb,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usableToken(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses a token once: marks it used and returns its user id, or null when it is unknown, used,
 * expired or of another purpose. The conditional update makes two concurrent uses yield one winner.
 */
export async function consumeOneTimeToken(
  db: AppDb,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usableToken(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
