import { KB_RUN, type TLanguage } from '@app/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { kbDocuments, knowledgeBases } from '../db/schema.js';
import { fieldError } from '../knowledge/kb-models.js';

/** One knowledge base of an assistant, with the documents retrieval can find something in. */
export type TDialogKb = { id: string; name: string; embdId: string; parsedDocNum: number };

/**
 * The owner's knowledge bases among `kbIds`, in that order, each with its documents whose parse
 * succeeded with at least one chunk (retrieval searches only those). Ids of knowledge bases
 * deleted since, or not the owner's, are left out.
 */
export async function dialogKbs(db: AppDb, ownerId: string, kbIds: readonly string[]): Promise<TDialogKb[]> {
  if (kbIds.length === 0) return [];
  const parsed = db
    .select({ kbId: kbDocuments.kbId, count: sql<number>`count(*)::int`.as('parsed_doc_num') })
    .from(kbDocuments)
    .where(and(inArray(kbDocuments.kbId, [...kbIds]), eq(kbDocuments.run, KB_RUN.DONE), gt(kbDocuments.chunkCount, 0)))
    .groupBy(kbDocuments.kbId)
    .as('parsed');
  const rows = await db
    .select({
      id: knowledgeBases.id,
      name: knowledgeBases.name,
      embdId: knowledgeBases.embdId,
      parsedDocNum: sql<number>`coalesce(${parsed.count}, 0)`,
    })
    .from(knowledgeBases)
    .leftJoin(parsed, eq(parsed.kbId, knowledgeBases.id))
    .where(and(inArray(knowledgeBases.id, [...kbIds]), eq(knowledgeBases.ownerId, ownerId)));
  const byId = new Map(rows.map((row) => [row.id, { ...row, parsedDocNum: Number(row.parsedDocNum) }]));
  return kbIds.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a question can find anything: some knowledge base has a chunk of a successfully parsed document. */
export function isAnswerable(kbs: readonly TDialogKb[]): boolean {
  return kbs.some((kb) => kb.parsedDocNum > 0);
}

/**
 * Checks the knowledge bases chosen for an assistant: all the owner's (else `VALIDATION_FAILED`
 * on `kb_ids`), all embedded by one model (else `DIALOG_MIXED_EMBEDDINGS`: one question is
 * embedded once, and vectors of two models do not compare). Returns the ids without repeats.
 */
export async function checkDialogKbs(
  db: AppDb,
  ownerId: string,
  kbIds: readonly string[],
  language: TLanguage,
): Promise<string[]> {
  const unique = [...new Set(kbIds)];
  const kbs = await dialogKbs(db, ownerId, unique);
  if (kbs.length !== unique.length) throw fieldError('kb_ids', 'dialog_kb_not_found', language);
  const embeddings = new Set(kbs.map((kb) => kb.embdId));
  if (embeddings.size > 1) throw new AppError('DIALOG_MIXED_EMBEDDINGS');
  return unique;
}
