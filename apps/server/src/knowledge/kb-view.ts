import {
  defaultParserConfig,
  isLanguage,
  PARSER_IDS,
  type TKbChoice,
  type TKnowledgeBase,
  type TParserConfig,
  type TParserId,
  ZParserConfigSchema,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { kbDocuments, knowledgeBases } from '../db/schema.js';

export type TKbRow = typeof knowledgeBases.$inferSelect;

/** Counts over a knowledge base's documents. */
export type TKbCounts = { docNum: number; parsedDocNum: number; chunkNum: number; tokenNum: number };

const DONE = 3;

/** Per knowledge base: its documents, the parsed ones, their chunks and tokens (a subquery to join). */
export function kbCounts(db: AppDb) {
  return db
    .select({
      kbId: kbDocuments.kbId,
      docNum: sql<number>`count(*)::int`.as('doc_num'),
      parsedDocNum: sql<number>`count(*) filter (where ${kbDocuments.run} = ${DONE})::int`.as('parsed_doc_num'),
      chunkNum: sql<number>`coalesce(sum(${kbDocuments.chunkCount}), 0)::int`.as('chunk_num'),
      tokenNum: sql<number>`coalesce(sum(${kbDocuments.tokenCount}), 0)::int`.as('token_num'),
    })
    .from(kbDocuments)
    .groupBy(kbDocuments.kbId)
    .as('kb_counts');
}

/** The counts' columns of a `kbCounts` subquery, to select as one nested object. */
export function countColumns(counts: ReturnType<typeof kbCounts>) {
  return {
    docNum: counts.docNum,
    parsedDocNum: counts.parsedDocNum,
    chunkNum: counts.chunkNum,
    tokenNum: counts.tokenNum,
  };
}

/** One knowledge base with its counts, or undefined. */
export async function kbWithCounts(db: AppDb, kbId: string): Promise<{ kb: TKbRow; counts: TKbCounts } | undefined> {
  const counts = kbCounts(db);
  const [row] = await db
    .select({ kb: knowledgeBases, counts: countColumns(counts) })
    .from(knowledgeBases)
    .leftJoin(counts, eq(counts.kbId, knowledgeBases.id))
    .where(eq(knowledgeBases.id, kbId));
  return row ? { kb: row.kb, counts: countsOf(row.counts) } : undefined;
}

export function countsOf(counts: { [K in keyof TKbCounts]?: number | null } | null): TKbCounts {
  return {
    docNum: Number(counts?.docNum ?? 0),
    parsedDocNum: Number(counts?.parsedDocNum ?? 0),
    chunkNum: Number(counts?.chunkNum ?? 0),
    tokenNum: Number(counts?.tokenNum ?? 0),
  };
}

/** A stored config as the contract shows it; one stored by an older build gets today's defaults where it lacks a field. */
export function parserConfigOf(stored: unknown): TParserConfig {
  const parsed = ZParserConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultParserConfig();
}

export function parserIdOf(stored: string): TParserId {
  return (PARSER_IDS as readonly string[]).includes(stored) ? (stored as TParserId) : 'naive';
}

export function kbView(kb: TKbRow, counts: TKbCounts): TKnowledgeBase {
  return {
    id: kb.id,
    name: kb.name,
    avatar: kb.avatar,
    description: kb.description,
    language: isLanguage(kb.language) ? kb.language : 'en',
    permission: kb.permission,
    embd_id: kb.embdId,
    parser_id: parserIdOf(kb.parserId),
    parser_config: parserConfigOf(kb.parserConfig),
    similarity_threshold: kb.similarityThreshold,
    vector_similarity_weight: kb.vectorSimilarityWeight,
    doc_num: counts.docNum,
    chunk_num: counts.chunkNum,
    token_num: counts.tokenNum,
    created_at: kb.createdAt.toISOString(),
    updated_at: kb.updatedAt.toISOString(),
  };
}

export function kbChoiceView(kb: TKbRow, counts: TKbCounts): TKbChoice {
  return {
    id: kb.id,
    name: kb.name,
    avatar: kb.avatar,
    embd_id: kb.embdId,
    doc_num: counts.docNum,
    parsed_doc_num: counts.parsedDocNum,
    chunk_num: counts.chunkNum,
  };
}
