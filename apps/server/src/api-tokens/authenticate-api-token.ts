import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../accounts/secrets.js';
import type { UserRow } from '../accounts/user-info.js';
import type { AppDb } from '../db/database.js';
import { apiTokens, users } from '../db/schema.js';

/** A live API token and its owner, as a request acts for them. */
export type TApiTokenAuth = { id: string; dialogId: string | null; lastUsedAt: Date | null; user: UserRow };

/** The live (not revoked) token of a secret, with its owner; null for an unknown or revoked one. */
export async function authenticateApiToken(db: AppDb, token: string): Promise<TApiTokenAuth | null> {
  const [row] = await db
    .select({ id: apiTokens.id, dialogId: apiTokens.dialogId, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.ownerId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}
