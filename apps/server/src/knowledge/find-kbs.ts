import type { TKbChoice, TKnowledgeBase, ZListQueryShape } from '@app/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import { knowledgeBases } from '../db/schema.js';
import { countColumns, countsOf, kbChoiceView, kbCounts, kbView, kbWithCounts } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

type TListQuery = z.output<z.ZodObject<typeof ZListQueryShape>>;

/** `ILIKE` text matching `keywords` literally (its `%`, `_` and `\` are not patterns). */
export function containsPattern(keywords: string): string {
  return `%${keywords.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of the user's knowledge bases, newest (or most recently changed) first unless asked otherwise. */
export async function findKbs(
  deps: KnowledgeDeps,
  ownerId: string,
  query: TListQuery,
): Promise<{ kbs: TKnowledgeBase[]; total: number }> {
  const db = deps.database.db;
  const where = and(
    eq(knowledgeBases.ownerId, ownerId),
    query.keywords ? sql`${knowledgeBases.name} ilike ${containsPattern(query.keywords)}` : undefined,
  );
  const column = query.orderby === 'update_time' ? knowledgeBases.updatedAt : knowledgeBases.createdAt;
  const counts = kbCounts(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({ kb: knowledgeBases, counts: countColumns(counts) })
      .from(knowledgeBases)
      .leftJoin(counts, eq(counts.kbId, knowledgeBases.id))
      .where(where)
      .orderBy(query.desc ? desc(column) : asc(column), asc(knowledgeBases.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(knowledgeBases).where(where),
  ]);
  return { kbs: rows.map((row) => kbView(row.kb, countsOf(row.counts))), total: Number(total?.n ?? 0) };
}

/** One knowledge base of the user's, with its counts. */
export async function getKb(deps: KnowledgeDeps, ownerId: string, kbId: string): Promise<TKnowledgeBase> {
  const found = await kbWithCounts(deps.database.db, kbId);
  if (!found || found.kb.ownerId !== ownerId) throw new AppError('NOT_FOUND');
  return kbView(found.kb, found.counts);
}

/** Every knowledge base of the user's in short, by name: what a picker lists (at most `KB_LIMITS.knowledgeBasesPerUser`). */
export async function findKbChoices(deps: KnowledgeDeps, ownerId: string): Promise<TKbChoice[]> {
  const db = deps.database.db;
  const counts = kbCounts(db);
  const rows = await db
    .select({ kb: knowledgeBases, counts: countColumns(counts) })
    .from(knowledgeBases)
    .leftJoin(counts, eq(counts.kbId, knowledgeBases.id))
    .where(eq(knowledgeBases.ownerId, ownerId))
    .orderBy(asc(knowledgeBases.name));
  return rows.map((row) => kbChoiceView(row.kb, countsOf(row.counts)));
}
