import { basename } from 'node:path';
import { openPgliteDatabase } from '../apps/server/src/db/client.pglite.js';
import type { Database } from '../apps/server/src/db/database.js';
import { kbDocuments, knowledgeBases, users } from '../apps/server/src/db/schema.js';
import { chunkRow } from '../apps/server/src/knowledge/chunk-row.js';
import { insertChunks } from '../apps/server/src/knowledge/search/chunk-store.js';
import { searchChunks } from '../apps/server/src/knowledge/search/search-chunks.js';
import { closeBuiltinEmbeddings, createLlmClient, loadBuiltinEmbeddings } from '../packages/llm/src/index.js';
import {
  firstHitRank,
  loadRetrievalQuestions,
  type TRetrievalQuestion,
} from '../packages/retrieval/src/eval/questions.js';
import {
  cachedEmbeddings,
  EVAL_EMBEDDING,
  IS_BUILTIN_EVAL_EMBEDDING,
  modelFromEnv,
  parseEvalDocument,
} from './kb-eval-corpus.js';

type TSplit = TRetrievalQuestion['split'];
type TMode = { label: string; weight: number; hasVector: boolean; isReranked?: boolean };

/** A rerank model (`KB_EVAL_RERANK_*`, see `modelFromEnv`): when set, the hybrids are measured reranked as well. */
const RERANK = modelFromEnv('KB_EVAL_RERANK', 'rerank');

/** RAGFlow's defaults: similarity threshold 0.2, vector similarity weight 0.3. */
const THRESHOLD = 0.2;
const RAGFLOW_WEIGHT = 0.3;
/** Results read per question: hit@5, and MRR over the first 10. */
const RESULTS = 10;

/**
 * The retrieval evaluation of issue 16: every question of `@app/retrieval/eval` asked of a
 * knowledge base holding all the documents of its split (dev: 7, holdout: 12), parsed as the
 * product parses them (readDocumentPages, naive chunks of 512 tokens, the built-in embedding
 * model, insertChunks into PGlite) and searched with searchChunks: hit@5 and MRR@10 for keywords
 * alone, the vector alone, RAGFlow's hybrid (w = 0.3) and a hybrid whose w is chosen on dev only.
 * Another embedding model (`KB_EVAL_EMBEDDING_*`) and a rerank model (`KB_EVAL_RERANK_*`) can be
 * measured with the same questions; the figures `npm run bench` prints are the built-in model's.
 */
export async function benchKbRetrievalEval(): Promise<void> {
  const questions = loadRetrievalQuestions();
  console.info(
    `knowledge-base retrieval evaluation (issue 16): ${questions.length} questions; embeddings: ${EVAL_EMBEDDING.factory} ${EVAL_EMBEDDING.model}${RERANK ? `; rerank: ${RERANK.factory} ${RERANK.model}` : ''}`,
  );
  if (IS_BUILTIN_EVAL_EMBEDDING) await loadBuiltinEmbeddings();
  const reranker = RERANK && createLlmClient(RERANK);
  const database = await openPgliteDatabase(undefined);
  try {
    await database.migrate();
    const startedAt = performance.now();
    const kbs = await buildKnowledgeBases(database, questions);
    console.info(
      `  parsed, embedded and stored in ${((performance.now() - startedAt) / 1000).toFixed(0)} s (embeddings cached between runs)`,
    );
    const questionEmbeddings = await cachedEmbeddings(questions.map((question) => question.question));
    const ranksOf = async (mode: TMode, scope: 'kb' | 'document') =>
      Promise.all(
        questions.map(async (question, i) => {
          const kb = kbs.get(question.split)!;
          const result = await searchChunks(database, {
            kbIds: [kb.kbId],
            ...(scope === 'document' ? { documentIds: [kb.documentIds.get(question.document)!] } : {}),
            question: question.question,
            queryEmbedding: mode.hasVector ? questionEmbeddings[i]! : null,
            similarityThreshold: THRESHOLD,
            vectorSimilarityWeight: mode.weight,
            ...(mode.isReranked &&
              reranker && {
                rerank: async (query: string, texts: string[]) => (await reranker.rerank(query, texts)).scores,
              }),
            topK: 1024,
            page: 1,
            size: RESULTS,
            highlight: false,
          });
          return firstHitRank(
            result.chunks.map((chunk) => chunk.content),
            question,
          );
        }),
      );
    // w tuned on dev only: the best MRR over a grid, then measured on both splits.
    let tuned = { weight: RAGFLOW_WEIGHT, mrr: -1 };
    for (let weight = 0.1; weight < 0.95; weight += 0.1) {
      const ranks = await ranksOf({ label: '', weight, hasVector: true }, 'kb');
      const { mrr } = summary(questions, ranks, (q) => q.split === 'dev');
      if (mrr > tuned.mrr + 1e-9) tuned = { weight: Number(weight.toFixed(2)), mrr };
    }
    const modes: TMode[] = [
      { label: 'keywords only (w = 0)', weight: 0, hasVector: false },
      { label: 'vector only (w = 1)', weight: 1, hasVector: true },
      { label: `hybrid, RAGFlow's w = ${RAGFLOW_WEIGHT}`, weight: RAGFLOW_WEIGHT, hasVector: true },
      { label: `hybrid, w = ${tuned.weight} (tuned on dev)`, weight: tuned.weight, hasVector: true },
      ...(reranker
        ? [{ label: `reranked, w = ${RAGFLOW_WEIGHT}`, weight: RAGFLOW_WEIGHT, hasVector: true, isReranked: true }]
        : []),
    ];
    console.info(`  one knowledge base per split (all its documents); hit@5 / MRR@${RESULTS}; threshold ${THRESHOLD}`);
    for (const mode of modes) {
      const ranks = await ranksOf(mode, 'kb');
      const cells = (['dev', 'holdout'] as const).map((split) => {
        const all = summary(questions, ranks, (q) => q.split === split);
        const en = summary(questions, ranks, (q) => q.split === split && q.language === 'en');
        const zh = summary(questions, ranks, (q) => q.split === split && q.language === 'zh');
        return `${split} ${fmt(all)} (en ${fmt(en)}, zh ${fmt(zh)})`;
      });
      console.info(`    ${mode.label.padEnd(32)} ${cells.join('; ')}`);
    }
    const scoped = await ranksOf(modes[3]!, 'document');
    const cells = (['dev', 'holdout'] as const).map(
      (split) => `${split} ${fmt(summary(questions, scoped, (q) => q.split === split))}`,
    );
    console.info(`    tuned hybrid, searching the question's document only: ${cells.join('; ')}`);
    if (IS_BUILTIN_EVAL_EMBEDDING) {
      console.info(
        '  the built-in embedding model (Universal Sentence Encoder lite) is English-only: for the Chinese questions its vectors carry little meaning, and keywords (jieba) do the work',
      );
    }
  } finally {
    await database.close();
    await closeBuiltinEmbeddings();
  }
}

function summary(questions: TRetrievalQuestion[], ranks: (number | null)[], isIn: (q: TRetrievalQuestion) => boolean) {
  const chosen = ranks.filter((_, i) => isIn(questions[i]!));
  if (chosen.length === 0) return { n: 0, hitAt5: 0, mrr: 0 };
  return {
    n: chosen.length,
    hitAt5: chosen.filter((rank) => rank !== null && rank <= 5).length / chosen.length,
    mrr: chosen.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / chosen.length,
  };
}

const fmt = (s: { n: number; hitAt5: number; mrr: number }) =>
  `${s.hitAt5.toFixed(2)} / ${s.mrr.toFixed(2)} (n ${s.n})`;

async function buildKnowledgeBases(database: Database, questions: TRetrievalQuestion[]) {
  const [user] = await database.db.insert(users).values({ isTemp: true }).returning({ id: users.id });
  const kbs = new Map<TSplit, { kbId: string; documentIds: Map<string, string> }>();
  for (const split of ['dev', 'holdout'] as const) {
    const [kb] = await database.db
      .insert(knowledgeBases)
      .values({
        ownerId: user!.id,
        name: split,
        language: 'English',
        embdId: EVAL_EMBEDDING.model,
        parserId: 'naive',
        parserConfig: {},
      })
      .returning({ id: knowledgeBases.id });
    const documentIds = new Map<string, string>();
    const paths = [...new Set(questions.filter((q) => q.split === split).map((q) => q.document))];
    for (const path of paths) {
      const parsed = await parseEvalDocument(path);
      const [document] = await database.db
        .insert(kbDocuments)
        .values({
          kbId: kb!.id,
          ownerId: user!.id,
          name: basename(path),
          kind: 'pdf',
          parserId: 'naive',
          parserConfig: {},
          enabled: true,
        })
        .returning({ id: kbDocuments.id });
      documentIds.set(path, document!.id);
      await insertChunks(
        database,
        parsed.drafts.map((draft, position) => ({
          ...chunkRow(kb!.id, document!.id, position, draft, parsed.embeddings[position] ?? null),
          documentTitle: parsed.identity,
        })),
      );
      console.info(`    ${path}: ${parsed.pageCount} pages, ${parsed.drafts.length} chunks`);
    }
    kbs.set(split, { kbId: kb!.id, documentIds });
  }
  return kbs;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchKbRetrievalEval();
