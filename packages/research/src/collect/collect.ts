import type { TDataRequirement, TResearchPlan, TResearchSource } from '@app/contract';
import { parseSufficiency, sufficiencyPrompt } from './deepen-prompt.js';
import {
  CHECKPOINT_VERSION,
  type TCollectionCheckpoint,
  type TCollectionEvent,
  type TCollectTools,
  type TPassage,
  type TRequirementResult,
} from './types.js';

/** Bounds of a collection run; the caller's options are clamped to them. */
export const COLLECT_LIMITS = {
  maxDepth: 4,
  callBudget: 500,
  /** Calls of one collection over all its continues, so that `continue` cannot grow it without end. */
  totalCalls: 2_000,
  subQueriesPerLevel: 5,
  /** Passages shown to the sufficiency check (the most recent of the requirement's). */
  passagesPerCheck: 12,
} as const;

export type TCollectOptions = {
  /** Levels of sub-queries below a plan's query (0: no deepening). */
  maxDepth?: number;
  /** Calls (searches, retrievals, valuations, chat) a fresh run may make. */
  callBudget?: number;
  subQueriesPerLevel?: number;
};

export type TCollectInput = {
  plan: TResearchPlan;
  tools: TCollectTools;
  options?: TCollectOptions;
  /** A previous run's checkpoint: finished requirements are skipped, the budget carries on. */
  checkpoint?: TCollectionCheckpoint | null;
  /** Calls added to the checkpoint's budget (the user's `continue` after the budget ran out). */
  addBudget?: number;
  /** The user's note of `revise_research`, given to the sufficiency checks. */
  focus?: string;
  /** Called after each event with the event and the checkpoint to store. */
  onEvent?: (event: TCollectionEvent, checkpoint: TCollectionCheckpoint) => void | Promise<void>;
};

const clamp = (value: number | undefined, fallback: number, max: number) =>
  Math.max(0, Math.min(max, Math.floor(value ?? fallback)));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

const UNAVAILABLE: Record<TDataRequirement['type'], string> = {
  web_search: 'no_web_search_provider',
  knowledge_base: 'no_knowledge_base',
  dcf: 'no_valuation_engine',
  comps: 'no_comps_engine',
};

/**
 * Visits every requirement of the plan in order and returns the checkpoint: the events, each
 * requirement's result and the sources they cite. Searches and retrievals deepen recursively
 * (RAGFlow's deep researcher): fetch, ask the chat model whether the passages suffice, fetch its
 * sub-queries one level down, up to `maxDepth`. Every call counts against the budget; when it runs
 * out before a requirement starts, the run stops with `complete: false` and can be continued.
 */
export async function collectResearch(input: TCollectInput): Promise<TCollectionCheckpoint> {
  const maxDepth = clamp(input.options?.maxDepth, 2, COLLECT_LIMITS.maxDepth);
  const subQueries = clamp(input.options?.subQueriesPerLevel, 3, COLLECT_LIMITS.subQueriesPerLevel);
  const previous = input.checkpoint;
  const checkpoint: TCollectionCheckpoint = previous
    ? structuredClone({ ...previous, complete: false })
    : {
        version: CHECKPOINT_VERSION,
        events: [],
        results: [],
        sources: [],
        calls_used: 0,
        call_budget: clamp(input.options?.callBudget, 60, COLLECT_LIMITS.callBudget),
        complete: false,
      };
  checkpoint.call_budget = Math.min(
    checkpoint.call_budget + clamp(input.addBudget, 0, COLLECT_LIMITS.callBudget),
    COLLECT_LIMITS.totalCalls,
  );

  const emit = async (event: Omit<TCollectionEvent, 'seq' | 'calls_used' | 'call_budget'>) => {
    const full: TCollectionEvent = {
      seq: checkpoint.events.length + 1,
      ...event,
      calls_used: checkpoint.calls_used,
      call_budget: checkpoint.call_budget,
    };
    checkpoint.events.push(full);
    await input.onEvent?.(full, checkpoint);
  };
  const callsLeft = () => checkpoint.call_budget - checkpoint.calls_used;
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    checkpoint.calls_used++;
    return work();
  };

  /** Adds passages as sources (one per URL, or per document page and excerpt), returning their ids. */
  const addSources = (kind: TResearchSource['kind'], passages: TPassage[]): string[] => {
    const ids: string[] = [];
    for (const passage of passages) {
      const key = sourceKey(kind, passage);
      let source = checkpoint.sources.find((existing) => sourceKey(existing.kind, existing) === key);
      if (!source) {
        source = { id: `S${checkpoint.sources.length + 1}`, kind, ...sourceFields(passage) };
        checkpoint.sources.push(source);
      }
      if (!ids.includes(source.id)) ids.push(source.id);
    }
    return ids;
  };

  const finished = new Set(checkpoint.results.map((result) => result.requirement_id));
  await emit({ state: 'in_progress', requirement_id: null, ...(previous ? { message: 'resumed' } : {}) });
  if (previous) {
    // A requirement started but not finished when the last run stopped: its outcome is unknown, it runs
    // again. (One the budget stopped says so already.)
    const lastState = new Map(previous.events.map((event) => [event.requirement_id, event.state]));
    for (const [id, state] of lastState) {
      if (id !== null && !finished.has(id) && state !== 'error') {
        await emit({ state: 'unknown', requirement_id: id, message: 'interrupted' });
      }
    }
  }

  for (const requirement of input.plan.data_requirements) {
    if (finished.has(requirement.requirement_id)) continue;
    const id = requirement.requirement_id;
    const unavailable = !toolFor(requirement, input.tools);
    if (!unavailable && callsLeft() <= 0) {
      await emit({ state: 'error', requirement_id: null, message: 'budget_exhausted' });
      return checkpoint;
    }
    await emit({ state: 'in_progress', requirement_id: id });
    let result: TRequirementResult;
    if (unavailable) {
      result = {
        requirement_id: id,
        type: requirement.type,
        status: 'unavailable',
        source_ids: [],
        error: UNAVAILABLE[requirement.type],
      };
    } else if (requirement.type === 'dcf' || requirement.type === 'comps') {
      result = await collectModel(requirement);
    } else {
      const collected = await collectPassages(requirement);
      if (!collected) {
        // A query of the plan never ran: the requirement runs again, whole, when the user continues.
        await emit({ state: 'error', requirement_id: id, message: 'budget_exhausted' });
        return checkpoint;
      }
      result = collected;
    }
    checkpoint.results.push(result);
    await emit(
      result.status === 'completed'
        ? { state: 'completed', requirement_id: id, source_ids: result.source_ids }
        : { state: 'node_error', requirement_id: id, message: result.error ?? 'error' },
    );
  }
  checkpoint.complete = true;
  await emit({ state: 'collection_complete', requirement_id: null });
  return checkpoint;

  async function collectModel(requirement: TDataRequirement): Promise<TRequirementResult> {
    const base = { requirement_id: requirement.requirement_id, type: requirement.type };
    const ticker = requirement.ticker ?? '';
    try {
      const { valueCompany, compareCompanies } = input.tools;
      if (requirement.type === 'dcf' && valueCompany) {
        const valuation = await call(() => valueCompany(ticker));
        const excerpt = `${valuation.ticker}: implied price ${valuation.implied_price} ${valuation.currency}, WACC ${(valuation.wacc * 100).toFixed(2)}%`;
        const source_ids = addSources('dcf', [
          { title: valuation.model_title, url: valuation.model_url, retrievedAt: valuation.as_of, excerpt },
        ]);
        return { ...base, status: 'completed', source_ids, valuation };
      }
      if (!compareCompanies) throw new Error(UNAVAILABLE.comps);
      const comps = await call(() => compareCompanies(ticker));
      const excerpt = `${comps.ticker} against ${comps.peers.map((peer) => peer.ticker).join(', ')}`;
      const source_ids = addSources('comps', [
        { title: comps.model_title, url: comps.model_url, retrievedAt: comps.as_of, excerpt },
      ]);
      return { ...base, status: 'completed', source_ids, comps };
    } catch (error) {
      return { ...base, status: 'error', source_ids: [], error: errorText(error) };
    }
  }

  async function collectPassages(requirement: TDataRequirement): Promise<TRequirementResult | null> {
    const id = requirement.requirement_id;
    const kind = requirement.type === 'web_search' ? 'web' : 'knowledge_base';
    const fetch = requirement.type === 'web_search' ? input.tools.search : input.tools.retrieve;
    const fetchOptions = { maxResults: requirement.max_results_per_query, includeImages: requirement.include_images };
    const found: TPassage[] = [];
    const sourceIds: string[] = [];
    const asked = new Set<string>();
    let fetches = 0;
    let failures = 0;
    let lastError = '';

    const research = async (query: string, depth: number): Promise<void> => {
      const normalized = query.trim().toLowerCase();
      if (asked.has(normalized) || callsLeft() <= 0) return;
      asked.add(normalized);
      await emit({ state: 'searching', requirement_id: id, query, depth });
      fetches++;
      let passages: TPassage[];
      try {
        passages = (await call(() => (fetch as NonNullable<typeof fetch>)(query, fetchOptions))).slice(
          0,
          fetchOptions.maxResults,
        );
      } catch (error) {
        failures++;
        lastError = errorText(error);
        await emit({ state: 'search_error', requirement_id: id, query, depth, message: lastError });
        return;
      }
      found.push(...passages);
      const ids = addSources(kind, passages);
      for (const sourceId of ids) if (!sourceIds.includes(sourceId)) sourceIds.push(sourceId);
      await emit({ state: 'search_complete', requirement_id: id, query, depth, source_ids: ids });
      if (depth >= maxDepth || callsLeft() <= 0) return;
      let verdict: ReturnType<typeof parseSufficiency>;
      try {
        const prompt = sufficiencyPrompt({
          question: query,
          context: input.plan.title,
          passages: found.slice(-COLLECT_LIMITS.passagesPerCheck),
          subQueries,
          ...(input.focus ? { focus: input.focus } : {}),
        });
        verdict = parseSufficiency(await call(() => input.tools.chat(prompt)), subQueries);
      } catch {
        return;
      }
      if (verdict.sufficient) return;
      for (const subQuery of verdict.subQueries) await research(subQuery, depth + 1);
    };

    for (const query of requirement.search_queries) {
      if (callsLeft() <= 0) return null;
      await research(query, 0);
    }
    const allFailed = fetches > 0 && failures === fetches;
    return allFailed
      ? { requirement_id: id, type: requirement.type, status: 'error', source_ids: sourceIds, error: lastError }
      : { requirement_id: id, type: requirement.type, status: 'completed', source_ids: sourceIds };
  }
}

function toolFor(requirement: TDataRequirement, tools: TCollectTools) {
  const byType = {
    web_search: tools.search,
    knowledge_base: tools.retrieve,
    dcf: tools.valueCompany,
    comps: tools.compareCompanies,
  };
  return byType[requirement.type];
}

function sourceKey(
  kind: TResearchSource['kind'],
  source: Pick<TResearchSource, 'url' | 'document' | 'page' | 'title' | 'excerpt'>,
) {
  if (source.url) return `${kind}|${source.url}`;
  return `${kind}|${source.document ?? source.title}|${source.page ?? ''}|${(source.excerpt ?? '').slice(0, 200)}`;
}

function sourceFields(passage: TPassage): Omit<TResearchSource, 'id' | 'kind'> {
  return {
    title: passage.title.slice(0, 500),
    ...(passage.url ? { url: passage.url.slice(0, 2048) } : {}),
    ...(passage.document ? { document: passage.document.slice(0, 500) } : {}),
    ...(passage.page ? { page: passage.page } : {}),
    ...(passage.retrievedAt ? { retrievedAt: passage.retrievedAt } : {}),
    excerpt: passage.excerpt.slice(0, 8000),
  };
}

/** A stored checkpoint read back; null when it is not one (its run then starts over). */
export function parseCheckpoint(json: string): TCollectionCheckpoint | null {
  try {
    const value = JSON.parse(json) as TCollectionCheckpoint;
    const shaped =
      value?.version === CHECKPOINT_VERSION &&
      Array.isArray(value.events) &&
      Array.isArray(value.results) &&
      Array.isArray(value.sources) &&
      Number.isInteger(value.calls_used) &&
      Number.isInteger(value.call_budget);
    return shaped ? value : null;
  } catch {
    return null;
  }
}
