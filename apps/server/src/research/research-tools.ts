import { DEFAULT_MODEL_OPTIONS, type TLanguage } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import type { TCollectTools, TCompsFinding, TFetchOptions, TPassage, TValuationFinding } from '@app/research';
import { fetchPage, readableText } from '@app/web-search';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { dcfModels, knowledgeBases, users } from '../db/schema.js';
import { clientForModel } from '../knowledge/kb-models.js';
import { MAX_TOP_K, searchChunks } from '../knowledge/search/search-chunks.js';
import { fromLlmError } from '../llm/llm-service.js';
import { webSearchFor } from '../llm/web-search-provider.js';
import { createModel } from '../models/create-model.js';
import { toModelValues } from '../models/get-model.js';
import { getModelComps } from '../models/get-model-comps.js';
import { getModelStatus } from '../models/get-model-status.js';
import { getOwnedModel } from '../models/get-owned-model.js';
import type { ResearchDeps } from './research-deps.js';

/** How long a DCF requirement waits for a model it created (the engine takes seconds). */
const MODEL_WAIT_MS = 90_000;
/** Search results whose pages are read in full (the rest keep the provider's snippet). */
const PAGES_READ_PER_QUERY = 3;
const PAGE_TIMEOUT_MS = 10_000;
const PAGE_EXCERPT_CHARS = 6_000;
/** Passages a knowledge-base query returns. */
const PASSAGES_PER_QUERY = 6;
const CHAT_ANSWER_TOKENS = 4_096;

export type TResearchToolsContext = {
  deps: ResearchDeps;
  ownerId: string;
  kbIds: readonly string[];
  language: TLanguage;
  chat: TLlmClient;
  signal: AbortSignal;
};

/**
 * The tools collection and report writing call, over the user's own configuration: their chat
 * model, their web-search provider (absent: web requirements are unavailable), their knowledge
 * bases, and our DCF and comparables (a model of the ticker is reused when the user has one).
 */
export async function researchTools(context: TResearchToolsContext): Promise<TCollectTools> {
  const web = await webSearchFor(context.deps.llm, context.ownerId);
  const tools: TCollectTools = {
    chat: (prompt) => chatOnce(context, prompt),
    valueCompany: (ticker) => valueCompany(context, ticker),
    compareCompanies: (ticker) => compareCompanies(context, ticker),
  };
  if (web)
    tools.search = async (query, options) => {
      const results = await web.search(query, { ...options, signal: context.signal });
      const retrievedAt = context.deps.now().toISOString();
      const passages = await Promise.all(
        results.map((result, index) =>
          index < PAGES_READ_PER_QUERY
            ? withPage(context, result)
            : { title: result.title, url: result.url, excerpt: result.snippet },
        ),
      );
      return passages.map((passage) => ({ ...passage, retrievedAt }));
    };
  if (context.kbIds.length > 0) tools.retrieve = (query, options) => retrieve(context, query, options);
  return tools;
}

/** One prompt, one answer from the user's chat model. */
export async function chatOnce(
  context: Pick<TResearchToolsContext, 'chat' | 'signal'>,
  prompt: string,
): Promise<string> {
  try {
    const result = await context.chat.chat({
      messages: [{ role: 'user', content: prompt }],
      maxOutputTokens: CHAT_ANSWER_TOKENS,
      temperature: 0.2,
      signal: context.signal,
    });
    return result.text;
  } catch (error) {
    throw fromLlmError(error);
  }
}

type TSearchResult = { title: string; url: string; snippet: string; publishedAt?: string };

/** A search result with its page's readable text in place of the snippet, when the page can be read. */
async function withPage(context: TResearchToolsContext, result: TSearchResult): Promise<TPassage> {
  const passage: TPassage = { title: result.title, url: result.url, excerpt: result.snippet };
  try {
    const page = await fetchPage(result.url, {
      signal: context.signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      allowPrivateAddresses: context.deps.allowPrivatePages === true,
    });
    // A PDF keeps the snippet: reading one is the knowledge bases' work, not a search's.
    if (page.kind === 'pdf') return passage;
    const text = (
      page.kind === 'html' ? readableText(page.text, page.url, { maxChars: PAGE_EXCERPT_CHARS }).text : page.text
    )
      .slice(0, PAGE_EXCERPT_CHARS)
      .trim();
    return text ? { ...passage, excerpt: text } : passage;
  } catch {
    // A page that cannot be read keeps the provider's snippet: the search itself succeeded.
    return passage;
  }
}

/** The best passages of the research's knowledge bases, each group of one embedding model searched with its own vectors. */
async function retrieve(context: TResearchToolsContext, query: string, options: TFetchOptions): Promise<TPassage[]> {
  const { deps, ownerId } = context;
  const kbs = await deps.database.db
    .select({ id: knowledgeBases.id, name: knowledgeBases.name, embdId: knowledgeBases.embdId })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.ownerId, ownerId), inArray(knowledgeBases.id, [...context.kbIds])));
  const byModel = new Map<string, typeof kbs>();
  for (const kb of kbs) byModel.set(kb.embdId, [...(byModel.get(kb.embdId) ?? []), kb]);
  const size = Math.min(options.maxResults, PASSAGES_PER_QUERY);
  const found: (TPassage & { similarity: number })[] = [];
  for (const [embdId, group] of byModel) {
    const embedder = await clientForModel(deps.llm, ownerId, embdId, 'embedding');
    const [vector] = (await embedder.embed([query], context.signal)).embeddings;
    const result = await searchChunks(deps.database, {
      kbIds: group.map((kb) => kb.id),
      question: query,
      queryEmbedding: vector ?? null,
      similarityThreshold: 0.2,
      vectorSimilarityWeight: 0.3,
      topK: MAX_TOP_K,
      page: 1,
      size,
      highlight: false,
    });
    for (const chunk of result.chunks)
      found.push({
        title: chunk.documentName,
        document: chunk.documentName,
        ...(chunk.pageFrom > 0 && { page: chunk.pageFrom }),
        excerpt: chunk.content,
        similarity: chunk.similarity,
      });
  }
  return found
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, size)
    .map(({ similarity: _, ...passage }) => passage);
}

/** The user's newest finished model of the ticker, else a new one with the default assumptions. */
async function modelOf(context: TResearchToolsContext, ticker: string) {
  const { deps, ownerId } = context;
  const symbol = ticker.trim().toUpperCase();
  const [existing] = await deps.database.db
    .select({ id: dcfModels.id })
    .from(dcfModels)
    .where(and(eq(dcfModels.ownerId, ownerId), eq(dcfModels.ticker, symbol), isNotNull(dcfModels.results)))
    .orderBy(desc(dcfModels.updatedAt))
    .limit(1);
  if (existing) return getOwnedModel(deps.database.db, ownerId, existing.id);
  const [user] = await deps.database.db.select().from(users).where(eq(users.id, ownerId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  const { model_id: modelId } = await createModel(
    deps.models,
    { id: 'research', user },
    { ticker: symbol, options: DEFAULT_MODEL_OPTIONS },
  );
  const deadline = Date.now() + MODEL_WAIT_MS;
  for (;;) {
    const status = await getModelStatus(deps.models, ownerId, modelId, context.language);
    if (status.status === 'success') break;
    if (status.status !== 'starting' && status.status !== 'processing')
      throw new Error(status.error?.message ?? `the model of ${symbol} failed`);
    if (Date.now() > deadline) throw new Error(`the model of ${symbol} took too long`);
    if (context.signal.aborted) throw context.signal.reason;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return getOwnedModel(deps.database.db, ownerId, modelId);
}

const modelUrl = (id: string) => `/models/${id}`;

async function valueCompany(context: TResearchToolsContext, ticker: string): Promise<TValuationFinding> {
  const row = await modelOf(context, ticker);
  const values = toModelValues(row, context.language);
  const { results } = values;
  return {
    ticker: values.ticker,
    company_name: values.company.name,
    currency: results.currency,
    implied_price: results.implied_price_per_share,
    current_price: results.current_price,
    wacc: results.wacc,
    terminal_growth: results.terminal_growth,
    model_title: `${values.company.name} — DCF`,
    model_url: modelUrl(row.id),
    ...(typeof values.model_input.valuationDate === 'string' && { as_of: values.model_input.valuationDate }),
  };
}

async function compareCompanies(context: TResearchToolsContext, ticker: string): Promise<TCompsFinding> {
  const row = await modelOf(context, ticker);
  const comps = await getModelComps(
    { db: context.deps.database.db, source: context.deps.source },
    context.ownerId,
    row.id,
  );
  const metrics = comps.summary.map((entry) => entry.kind);
  const median = comps.summary.find((entry) => entry.implied_price)?.implied_price?.median ?? null;
  return {
    ticker: comps.ticker,
    currency: toModelValues(row, context.language).results.currency,
    metrics,
    peers: comps.peers.map((peer) => ({
      ticker: peer.ticker,
      name: peer.name,
      values: Object.fromEntries(
        metrics.map((kind) => [
          kind,
          (peer.multiples as Record<string, { value: number | null } | undefined>)[kind]?.value ?? null,
        ]),
      ),
    })),
    implied_price: median,
    model_title: `${comps.subject.name} — comparable companies`,
    model_url: modelUrl(row.id),
    as_of: comps.as_of,
  };
}
