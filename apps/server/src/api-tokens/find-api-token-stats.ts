import type { TApiStatsDay } from '@app/contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { apiTokens, apiTokenUsage } from '../db/schema.js';

const DAY_MS = 86_400_000;

/**
 * The use of a user's tokens per day from `fromDate` to `toDate` (ISO dates, both included; the
 * contract bounds the period): revoked tokens count too, days without use are zeros.
 */
export async function findApiTokenStats(
  db: AppDb,
  ownerId: string,
  period: { fromDate: string; toDate: string; dialogId?: string | undefined },
): Promise<TApiStatsDay[]> {
  const rows = await db
    .select({
      day: apiTokenUsage.day,
      // Sums are bigint, which pg hands over as strings.
      calls: sql<string>`sum(${apiTokenUsage.calls})::bigint`,
      tokens: sql<string>`sum(${apiTokenUsage.tokens})::bigint`,
      conversations: sql<string>`sum(${apiTokenUsage.conversations})::bigint`,
    })
    .from(apiTokenUsage)
    .innerJoin(apiTokens, eq(apiTokens.id, apiTokenUsage.tokenId))
    .where(
      and(
        eq(apiTokens.ownerId, ownerId),
        between(apiTokenUsage.day, period.fromDate, period.toDate),
        ...(period.dialogId ? [eq(apiTokens.dialogId, period.dialogId)] : []),
      ),
    )
    .groupBy(apiTokenUsage.day);
  const byDay = new Map(rows.map((row) => [String(row.day).slice(0, 10), row]));
  const days: TApiStatsDay[] = [];
  for (let at = Date.parse(period.fromDate); at <= Date.parse(period.toDate); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({
      day,
      calls: Number(row?.calls ?? 0),
      tokens: Number(row?.tokens ?? 0),
      conversations: Number(row?.conversations ?? 0),
    });
  }
  return days;
}
