import { API_TOKEN_LIMITS, type TNewApiToken } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../accounts/secrets.js';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { apiTokens, dialogs, users } from '../db/schema.js';
import { newApiToken, shownPrefixOf } from './api-token-secret.js';
import { apiTokenView } from './api-token-view.js';

/**
 * Creates an API token for a user's account (`dialogId` null) or for one of the user's assistants,
 * and returns it with the secret: the only time the secret exists outside the caller's hands.
 * At most `API_TOKEN_LIMITS.tokensPerUser` live tokens per user, both kinds together.
 */
export async function createApiToken(
  db: AppDb,
  ownerId: string,
  input: { name: string; dialogId: string | null },
  now: Date,
): Promise<TNewApiToken> {
  if (input.dialogId !== null) {
    const [dialog] = await db
      .select({ id: dialogs.id })
      .from(dialogs)
      .where(and(eq(dialogs.id, input.dialogId), eq(dialogs.ownerId, ownerId)))
      .limit(1);
    // Another user's assistant is answered like an unknown one.
    if (!dialog) throw new AppError('NOT_FOUND');
  }
  const token = newApiToken();
  return db.transaction(async (tx) => {
    // The owner's row is locked so that two requests at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.ownerId, ownerId), isNull(apiTokens.revokedAt)));
    if ((live?.count ?? 0) >= API_TOKEN_LIMITS.tokensPerUser) {
      throw new AppError('API_TOKENS_TOO_MANY', { params: { max: API_TOKEN_LIMITS.tokensPerUser } });
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        ownerId,
        dialogId: input.dialogId,
        tokenHash: hashToken(token),
        prefix: shownPrefixOf(token),
        name: input.name,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('API token not stored');
    return { ...apiTokenView(row), token };
  });
}
