import { KB_RUN, type TKbDocument, type TLanguage, type ZListQueryShape } from '@app/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../db/database.js';
import { jobs, kbDocuments } from '../db/schema.js';
import { documentView, selectDocuments } from './document-view.js';
import { containsPattern } from './find-kbs.js';
import { getOwnedDocuments, getOwnedKb } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

type TDocumentQuery = z.output<z.ZodObject<typeof ZListQueryShape>> & { kb_id: string; run?: number[] | undefined };

/** A page of a knowledge base's documents, newest (or most recently changed) first unless asked otherwise. */
export async function findDocuments(
  deps: KnowledgeDeps,
  ownerId: string,
  query: TDocumentQuery,
  language: TLanguage,
): Promise<{ docs: TKbDocument[]; total: number }> {
  const db = deps.database.db;
  const kb = await getOwnedKb(db, ownerId, query.kb_id);
  await settleAbandonedRuns(db, eq(kbDocuments.kbId, kb.id));
  const where = and(
    eq(kbDocuments.kbId, kb.id),
    query.keywords ? sql`${kbDocuments.name} ilike ${containsPattern(query.keywords)}` : undefined,
    query.run && query.run.length > 0 ? inArray(kbDocuments.run, query.run as (0 | 1 | 2 | 3 | 4)[]) : undefined,
  );
  const column = query.orderby === 'update_time' ? kbDocuments.updatedAt : kbDocuments.createdAt;
  const [rows, [total]] = await Promise.all([
    selectDocuments(db, where)
      .orderBy(query.desc ? desc(column) : asc(column), asc(kbDocuments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(kbDocuments).where(where),
  ]);
  const now = deps.now();
  return { docs: rows.map((row) => documentView(row, language, now)), total: Number(total?.n ?? 0) };
}

/** `document/infos`: the documents of these ids, in that order (every one must be the user's). */
export async function getDocumentInfos(
  deps: KnowledgeDeps,
  ownerId: string,
  documentIds: string[],
  language: TLanguage,
): Promise<TKbDocument[]> {
  await getOwnedDocuments(deps.database.db, ownerId, documentIds);
  return documentViews(deps, documentIds, language);
}

/** Documents as the API shows them, in the order of `ids` (after settling runs whose job ended without them). */
export async function documentViews(
  deps: KnowledgeDeps,
  ids: readonly string[],
  language: TLanguage,
): Promise<TKbDocument[]> {
  if (ids.length === 0) return [];
  const db = deps.database.db;
  await settleAbandonedRuns(db, inArray(kbDocuments.id, [...ids]));
  const rows = await selectDocuments(db, inArray(kbDocuments.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.document.id, row]));
  const now = deps.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [documentView(row, language, now)] : [];
  });
}

/**
 * A parse whose job ended without finishing it — its attempts spent while servers stopped
 * (`JOB_INTERRUPTED`), or cancelled by a `kb/rm` that did not delete it — is a failed parse; any
 * running parse whose job is gone too. Its document says so the next time it is read.
 */
async function settleAbandonedRuns(db: AppDb, scope: ReturnType<typeof eq>): Promise<void> {
  const ended = sql`(select 1 from ${jobs} where ${jobs.id} = ${kbDocuments.jobId} and ${jobs.status} in ('failed', 'succeeded', 'cancelled'))`;
  const gone = sql`(select 1 from ${jobs} where ${jobs.id} = ${kbDocuments.jobId})`;
  const code = sql<string>`coalesce((select ${jobs.error}->>'code' from ${jobs} where ${jobs.id} = ${kbDocuments.jobId}), 'KB_PARSE_FAILED')`;
  await db
    .update(kbDocuments)
    .set({
      run: KB_RUN.FAIL,
      errorCode: code,
      progressMsg: sql`json_build_object('error', ${code})::text`,
    })
    .where(and(scope, eq(kbDocuments.run, KB_RUN.RUNNING), sql`(exists ${ended} or not exists ${gone})`));
}
