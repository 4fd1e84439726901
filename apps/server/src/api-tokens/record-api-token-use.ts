import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { apiTokens, apiTokenUsage } from '../db/schema.js';

/** `last_used_at` is written at most this often per token: a script's burst of calls costs one write. */
const LAST_USED_EVERY_MS = 60_000;

/** What one use of a token adds to its day: a call, and for an answer its model tokens and a new conversation. */
export type TApiTokenUse = { calls?: number; tokens?: number; conversations?: number };

/** The day (UTC) a use counts on. */
export function usageDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Adds to a token's row of the day, atomically (one upsert: concurrent calls each count). */
export async function recordApiTokenUse(db: AppDb, tokenId: string, use: TApiTokenUse, at: Date): Promise<void> {
  const calls = use.calls ?? 0;
  const tokens = use.tokens ?? 0;
  const conversations = use.conversations ?? 0;
  await db
    .insert(apiTokenUsage)
    .values({ tokenId, day: usageDayOf(at), calls, tokens, conversations })
    .onConflictDoUpdate({
      target: [apiTokenUsage.tokenId, apiTokenUsage.day],
      set: {
        calls: sql`${apiTokenUsage.calls} + ${calls}`,
        tokens: sql`${apiTokenUsage.tokens} + ${tokens}`,
        conversations: sql`${apiTokenUsage.conversations} + ${conversations}`,
      },
    });
}

/** Marks a token used now, unless it was marked within the last minute (`lastUsedAt` as just read). */
export async function touchApiToken(db: AppDb, tokenId: string, lastUsedAt: Date | null, at: Date): Promise<void> {
  if (lastUsedAt && at.getTime() - lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  const earlier = new Date(at.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, earlier))));
}
