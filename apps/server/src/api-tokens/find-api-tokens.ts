import type { TApiToken } from '@app/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { apiTokens } from '../db/schema.js';
import { apiTokenView } from './api-token-view.js';

/**
 * A user's live tokens, newest first: the account's own (`dialogId` null) or one assistant's.
 * Revoked tokens are gone from lists; their use stays in the statistics.
 */
export async function findApiTokens(db: AppDb, ownerId: string, dialogId: string | null): Promise<TApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.ownerId, ownerId),
        isNull(apiTokens.revokedAt),
        dialogId === null ? isNull(apiTokens.dialogId) : eq(apiTokens.dialogId, dialogId),
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(apiTokenView);
}
