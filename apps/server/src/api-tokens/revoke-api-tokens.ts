import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { apiTokens } from '../db/schema.js';

/**
 * Revokes a user's tokens by id; they stop working with the next request (each request reads the
 * token's row). Ids of other users' tokens, unknown or already revoked ones change nothing.
 * Returns how many were revoked. `account` scope keeps `system/token/rm` to the account's own tokens.
 */
export async function revokeApiTokens(
  db: AppDb,
  ownerId: string,
  tokenIds: readonly string[],
  now: Date,
  scope: 'any' | 'account' = 'any',
): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiTokens.ownerId, ownerId),
        inArray(apiTokens.id, [...tokenIds]),
        isNull(apiTokens.revokedAt),
        ...(scope === 'account' ? [isNull(apiTokens.dialogId)] : []),
      ),
    )
    .returning({ id: apiTokens.id });
  return revoked.length;
}
