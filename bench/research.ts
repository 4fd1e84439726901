import { signInAsTemp, startTestApp, type TestApp } from '../apps/server/src/test/test-app.js';
import type { TResearch } from '../packages/contract/src/index.js';
import { startMockProviderServer, type TRecordedRequest } from '../packages/llm/src/testing/index.js';
import { SHARED_DOCUMENTS, startSearchTestServer } from '../packages/web-search/src/testing/index.js';

const KEY = 'sk-bench-0123456789';
const TAVILY_KEY = 'tvly-test-key';
const PLAN = {
  title: 'Coca-Cola: a defensive compounder?',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 2000,
  outline: [
    { title: 'Valuation', purpose: 'What the shares are worth', key_questions: ['What is Coca-Cola worth?'] },
    { title: 'Peers', purpose: 'How the market prices its peers' },
    { title: 'Business', purpose: 'Where the cash comes from', key_questions: ['How strong is pricing power?'] },
    { title: 'Risks', purpose: 'What could go wrong' },
  ],
  data_requirements: [
    { requirement_id: 'R1', type: 'dcf', ticker: 'KO' },
    { requirement_id: 'R2', type: 'comps', ticker: 'KO' },
    {
      requirement_id: 'R3',
      type: 'web_search',
      search_queries: ['Coca-Cola pricing power', 'Coca-Cola volume growth', 'Coca-Cola bottlers margins'],
      max_results_per_query: 5,
    },
  ],
};

/** The chat model, answering at once: the plan, "sufficient" after one level of sub-queries, a cited section. */
function instantModel(request: TRecordedRequest) {
  const prompt = (request.body.messages as { content: string }[]).map((message) => message.content).join('\n');
  if (prompt.startsWith('You plan a research report')) return { text: [JSON.stringify(PLAN)] };
  if (prompt.startsWith('You check whether'))
    return {
      text: [
        prompt.includes('Sub-query')
          ? '{"is_sufficient": true}'
          : '{"is_sufficient": false, "missing_information": "margins", "sub_queries": ["Coca-Cola operating margin"]}',
      ],
    };
  const cited = /\[\^?(S\d+)\]/.exec(prompt);
  return { text: [`A paragraph of the section${cited ? ` [^${cited[1]}]` : ''}.`] };
}

/**
 * Deep research's own overhead (issue 18): the in-process server on PGlite with a chat model and a
 * web-search provider that answer at once (the local servers), so the time from `accept` to the
 * report is ours — the DCF and comps built by our engine, pages fetched and read as text, every
 * event stored, the sections assembled — and the process's peak memory meanwhile.
 */
export async function benchResearch(): Promise<void> {
  const provider = await startMockProviderServer({ apiKey: KEY });
  const search = await startSearchTestServer({
    pages: Object.fromEntries(
      ['ko-10-k-2025-02-20', 'aapl-10-k-2024-11-01', 'nvda-10-k-2025-02-26'].map((name) => [
        `/pages/${name}.html`,
        { file: `${SHARED_DOCUMENTS}10k_html/${name}.html`, contentType: 'text/html' },
      ]),
    ),
  });
  const t = await startTestApp({ allowPrivatePages: true });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const { token } = await signInAsTemp(t);
    for (const [path, body] of [
      [
        '/v1/llm/add_llm',
        { llm_factory: 'OpenAI', llm_name: 'bench', model_type: 'chat', base_url: `${provider.url}/v1`, api_key: KEY },
      ],
      ['/v1/user/set_tenant_info', { llm_id: 'bench@OpenAI' }],
      [
        '/v1/llm/add_llm',
        {
          llm_factory: 'Tavily',
          llm_name: 'tavily',
          model_type: 'web_search',
          base_url: search.url,
          api_key: TAVILY_KEY,
        },
      ],
    ] as const)
      await t.call('POST', path, { token, body });
    provider.script(...Array.from({ length: 200 }, () => instantModel));
    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token,
      body: { request: 'A stock pitch on Coca-Cola', report_type: 'stock_pitch', language: 'en' },
    });
    const id = started.data.id;
    await settled(t, token, id);
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    const acceptedAt = performance.now();
    await t.call('POST', '/v1/research/feedback', { token, body: { research_id: id, action: 'accept' } });
    const collected = await settled(t, token, id);
    const collectedAt = performance.now();
    await t.call('POST', '/v1/research/feedback', { token, body: { research_id: id, action: 'proceed' } });
    const written = await settled(t, token, id);
    const writtenAt = performance.now();
    console.info(
      `research accept → report: ${((writtenAt - acceptedAt) / 1000).toFixed(2)} s of our own work (collection ${((collectedAt - acceptedAt) / 1000).toFixed(2)} s: ${collected.events.length} events, ${collected.sources.length} sources, ${collected.calls_used} calls, DCF and comps built; report ${((writtenAt - collectedAt) / 1000).toFixed(2)} s: ${(written.report_markdown ?? '').length} characters); chat model and search answering at once`,
    );
    console.info(
      `research peak RSS ${mb(peakRss)} during accept → report (${mb(rssBefore)} before, +${mb(peakRss - rssBefore)}), in-process server on PGlite`,
    );
  } finally {
    clearInterval(sampler);
    await t.close();
    await provider.close();
    await search.close();
  }
}

async function settled(t: TestApp, token: string, id: string): Promise<TResearch> {
  for (;;) {
    const found = await t.call<TResearch>('GET', `/v1/research/get?research_id=${id}`, { token });
    if (!found.data.working) return found.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (process.argv[1]?.endsWith('research.ts')) await benchResearch();
