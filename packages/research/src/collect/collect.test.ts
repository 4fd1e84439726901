import type { TResearchPlan } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { collectResearch, parseCheckpoint } from './collect.js';
import type { TCollectionCheckpoint, TCollectionEvent, TCollectTools, TPassage } from './types.js';

const requirement = (id: string, type: 'web_search' | 'knowledge_base', queries: string[]) => ({
  requirement_id: id,
  type,
  search_queries: queries,
  include_images: false,
  max_results_per_query: 3,
});

const plan: TResearchPlan = {
  title: 'NVIDIA stock pitch',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 2000,
  outline: [{ title: 'Thesis', purpose: '', key_questions: [] }],
  special_instructions: '',
  data_requirements: [
    {
      requirement_id: 'R1',
      type: 'dcf',
      ticker: 'NVDA',
      search_queries: [],
      include_images: false,
      max_results_per_query: 5,
    },
    requirement('R2', 'web_search', ['nvidia demand', 'nvidia margins']),
    requirement('R3', 'knowledge_base', ['nvidia 10-K revenue']),
    {
      requirement_id: 'R4',
      type: 'comps',
      ticker: 'NVDA',
      search_queries: [],
      include_images: false,
      max_results_per_query: 5,
    },
  ],
};

const page = (query: string, index: number): TPassage => ({
  title: `${query} #${index}`,
  url: `https://example.test/${encodeURIComponent(query)}/${index}`,
  excerpt: `About ${query}, result ${index}.`,
});

/** Fake tools that log their calls. The chat model wants more on any "demand" query, down to any depth. */
function fakeTools(overrides: Partial<TCollectTools> = {}) {
  const calls: string[] = [];
  const tools: TCollectTools = {
    search: async (query, options) => {
      calls.push(`search:${query}`);
      if (query.includes('broken')) throw new Error('provider said 500');
      return [page(query, 1), page(query, 2), page('shared', 0), page(query, 3)].slice(0, options.maxResults);
    },
    retrieve: async (query) => {
      calls.push(`retrieve:${query}`);
      return [{ title: '10-K', document: 'nvda-10k.pdf', page: 31, excerpt: `Revenue table for ${query}` }];
    },
    valueCompany: async (ticker) => {
      calls.push(`value:${ticker}`);
      return {
        ticker,
        currency: 'USD',
        implied_price: 151.2,
        current_price: 140,
        wacc: 0.094,
        model_title: 'NVDA DCF',
        model_url: '/models/1',
      };
    },
    compareCompanies: async (ticker) => {
      calls.push(`comps:${ticker}`);
      return {
        ticker,
        currency: 'USD',
        metrics: ['pe'],
        peers: [{ ticker: 'AMD', values: { pe: 40 } }],
        model_title: 'NVDA comps',
      };
    },
    chat: async (prompt) => {
      const question = /Question: (.*)/.exec(prompt)?.[1] ?? '';
      calls.push(`chat:${question}`);
      return question.includes('demand')
        ? `\`\`\`json\n{"is_sufficient": false, "missing_information": "numbers", "sub_queries": ["${question} by region", "${question} 2026"]}\n\`\`\``
        : '{"is_sufficient": true}';
    },
    ...overrides,
  };
  return { tools, calls };
}

const states = (events: TCollectionEvent[]) => events.map((event) => `${event.requirement_id ?? '-'}:${event.state}`);

describe('collectResearch', () => {
  it('visits every requirement, deepening searches to the depth limit, and cites each source once', async () => {
    const { tools, calls } = fakeTools();
    const seen: TCollectionEvent[] = [];
    const result = await collectResearch({
      plan,
      tools,
      options: { maxDepth: 1 },
      onEvent: (event) => void seen.push(event),
    });
    expect(result.complete).toBe(true);
    expect(result.events).toEqual(seen);
    expect(result.results.map((entry) => [entry.requirement_id, entry.status])).toEqual([
      ['R1', 'completed'],
      ['R2', 'completed'],
      ['R3', 'completed'],
      ['R4', 'completed'],
    ]);
    expect(calls).toEqual([
      'value:NVDA',
      'search:nvidia demand',
      'chat:nvidia demand',
      'search:nvidia demand by region',
      'search:nvidia demand 2026',
      'search:nvidia margins',
      'chat:nvidia margins',
      'retrieve:nvidia 10-K revenue',
      'chat:nvidia 10-K revenue',
      'comps:NVDA',
    ]);
    expect(states(result.events).slice(0, 5)).toEqual([
      '-:in_progress',
      'R1:in_progress',
      'R1:completed',
      'R2:in_progress',
      'R2:searching',
    ]);
    expect(states(result.events).at(-1)).toBe('-:collection_complete');
    const depths = result.events.filter((event) => event.state === 'searching').map((event) => event.depth);
    expect(depths).toEqual([0, 1, 1, 0, 0]);
    // The page every search returns is one source; the ids are dense.
    expect(result.sources.filter((source) => source.title === 'shared #0')).toHaveLength(1);
    expect(result.sources.map((source) => source.id)).toEqual(result.sources.map((_, index) => `S${index + 1}`));
    expect(result.sources[0]).toMatchObject({ id: 'S1', kind: 'dcf', title: 'NVDA DCF', url: '/models/1' });
    expect(result.results[0]?.valuation?.implied_price).toBe(151.2);
    expect(result.calls_used).toBe(calls.length);
    // The budget is visible in every event and only grows.
    const used = result.events.map((event) => event.calls_used);
    expect(used).toEqual([...used].sort((a, b) => a - b));
    expect(result.events.every((event) => event.call_budget === 60)).toBe(true);
  });

  it('does not deepen with maxDepth 0, and goes deeper with a higher limit', async () => {
    const shallow = fakeTools();
    await collectResearch({ plan, tools: shallow.tools, options: { maxDepth: 0 } });
    expect(shallow.calls.filter((call) => call.startsWith('chat:'))).toEqual([]);
    const deep = fakeTools();
    const result = await collectResearch({ plan, tools: deep.tools, options: { maxDepth: 2, callBudget: 200 } });
    expect(Math.max(...result.events.map((event) => event.depth ?? 0))).toBe(2);
    expect(deep.calls).toContain('search:nvidia demand by region by region');
  });

  it('says which requirements cannot run when a tool is missing', async () => {
    const { tools } = fakeTools({ search: undefined });
    const result = await collectResearch({ plan, tools });
    expect(result.results[1]).toEqual({
      requirement_id: 'R2',
      type: 'web_search',
      status: 'unavailable',
      source_ids: [],
      error: 'no_web_search_provider',
    });
    expect(result.events.find((event) => event.requirement_id === 'R2' && event.state === 'node_error')?.message).toBe(
      'no_web_search_provider',
    );
    expect(result.complete).toBe(true);
  });

  it('reports failed searches and failed models as errors without stopping the run', async () => {
    const broken: TResearchPlan = {
      ...plan,
      data_requirements: [
        requirement('W1', 'web_search', ['broken one']),
        requirement('W2', 'web_search', ['broken two', 'fine']),
      ],
    };
    const { tools } = fakeTools();
    const result = await collectResearch({ plan: broken, tools, options: { maxDepth: 0 } });
    expect(result.results.map((entry) => [entry.requirement_id, entry.status, entry.error])).toEqual([
      ['W1', 'error', 'provider said 500'],
      ['W2', 'completed', undefined],
    ]);
    expect(states(result.events)).toContain('W1:search_error');
    expect(states(result.events)).toContain('W1:node_error');
    const failing = fakeTools({ valueCompany: async () => Promise.reject(new Error('no filings for NVDA')) });
    const valued = await collectResearch({ plan, tools: failing.tools, options: { maxDepth: 0 } });
    expect(valued.results[0]).toMatchObject({ status: 'error', error: 'no filings for NVDA' });
  });

  it('stops when the budget runs out and continues with more', async () => {
    const { tools, calls } = fakeTools();
    const paused = await collectResearch({ plan, tools, options: { maxDepth: 1, callBudget: 4 } });
    expect(paused.complete).toBe(false);
    expect(paused.calls_used).toBe(4);
    expect(paused.events.at(-1)).toMatchObject({
      state: 'error',
      message: 'budget_exhausted',
      calls_used: 4,
      call_budget: 4,
    });
    // R2's second query never ran, so R2 is not finished: it runs again, whole, with R3 and R4.
    expect(paused.results.map((entry) => entry.requirement_id)).toEqual(['R1']);
    expect(paused.events.at(-1)?.requirement_id).toBe('R2');
    calls.length = 0;
    const resumed = await collectResearch({ plan, tools, checkpoint: paused, addBudget: 20, options: { maxDepth: 1 } });
    expect(resumed.complete).toBe(true);
    expect(calls[0]).toBe('search:nvidia demand');
    expect(states(resumed.events.slice(paused.events.length)).slice(0, 2)).toEqual(['-:in_progress', 'R2:in_progress']);
    expect(calls.slice(-3)).toEqual(['retrieve:nvidia 10-K revenue', 'chat:nvidia 10-K revenue', 'comps:NVDA']);
    expect(resumed.call_budget).toBe(24);
    expect(paused.results).toHaveLength(1);
    // Continues cannot raise a collection's budget past its total.
    let raised = paused;
    for (let run = 0; run < 6; run++)
      raised = await collectResearch({ plan, tools, checkpoint: raised, addBudget: 500 });
    expect(raised.call_budget).toBe(2000);

    // A budget that runs out in the deepening of a requirement's last query finishes the requirement.
    const cut = await collectResearch({ plan, tools, options: { maxDepth: 1, callBudget: 7 } });
    expect(cut.results.map((entry) => entry.requirement_id)).toEqual(['R1', 'R2']);
  });

  it('resumes after a restart from the last stored checkpoint, skipping finished requirements', async () => {
    const { tools, calls } = fakeTools();
    let stored = '';
    await expect(
      collectResearch({
        plan,
        tools,
        options: { maxDepth: 0 },
        onEvent: (event, checkpoint) => {
          stored = JSON.stringify(checkpoint);
          if (event.requirement_id === 'R3' && event.state === 'searching') throw new Error('server stopped');
        },
      }),
    ).rejects.toThrow('server stopped');
    const checkpoint = parseCheckpoint(stored) as TCollectionCheckpoint;
    expect(checkpoint.results.map((entry) => entry.requirement_id)).toEqual(['R1', 'R2']);
    calls.length = 0;
    const resumed = await collectResearch({ plan, tools, checkpoint, options: { maxDepth: 0 } });
    expect(calls).toEqual(['retrieve:nvidia 10-K revenue', 'comps:NVDA']);
    const after = states(resumed.events.slice(checkpoint.events.length));
    expect(after.slice(0, 3)).toEqual(['-:in_progress', 'R3:unknown', 'R3:in_progress']);
    expect(resumed.events.map((event) => event.seq)).toEqual(resumed.events.map((_, index) => index + 1));
    expect(resumed.sources.find((source) => source.kind === 'knowledge_base')).toMatchObject({
      document: 'nvda-10k.pdf',
      page: 31,
    });
  });

  it('reads back only real checkpoints', () => {
    expect(parseCheckpoint('{"version": 2}')).toBeNull();
    expect(parseCheckpoint('nope')).toBeNull();
  });
});
