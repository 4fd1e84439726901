import { ERRORS, researchRoutes, type TResearch, type TResearchSummary, VALIDATION_MESSAGES } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { SHARED_DOCUMENTS, startSearchTestServer, type TSearchTestServer } from '@app/web-search/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWithLibreOffice } from '../../../../../packages/report/src/libreoffice.test-helper.js';
import { jobs, researchSessions } from '../../db/schema.js';
import { parseAndWait, signInWithMockKb, uploadText } from '../../knowledge/kb-api.test-helper.js';
import { KO_PLAN, promptOf, scriptedResearchModel } from '../../research/research.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const PROVIDER_KEY = 'sk-research-0123456789abcdef';
const TAVILY_KEY = 'tvly-test-key';

let t: TestApp;
let provider: TMockProviderServer;
const providers: TMockProviderServer[] = [];
let search: TSearchTestServer;
beforeAll(async () => {
  search = await startSearchTestServer({
    pages: {
      '/pages/ko-10-k.html': { file: `${SHARED_DOCUMENTS}10k_html/ko-10-k-2025-02-20.html`, contentType: 'text/html' },
    },
  });
  // The 10-K is the one result whose page is read: a served page the readable-text reader keeps.
  search.setHits([
    {
      title: 'The Coca-Cola Company 10-K',
      url: `${search.url}/pages/ko-10-k.html`,
      snippet: 'Annual report for fiscal 2024.',
    },
  ]);
  t = await startTestApp({ allowPrivatePages: true });
});
afterAll(async () => {
  await t.close();
  await Promise.all(providers.map((server) => server.close()));
  await search.close();
});

const PLAN = KO_PLAN;

/** A new user whose default chat model is a mock provider of its own (each test scripts its own answers). */
async function withChatModel(language = 'en') {
  const { token } = await signInAsTemp(t, language);
  provider = await newProvider();
  await useChatModel(t, token, provider);
  return token;
}

async function newProvider(): Promise<TMockProviderServer> {
  const server = await startMockProviderServer({ apiKey: PROVIDER_KEY });
  providers.push(server);
  return server;
}

/** The provider's model added for the user and made their default chat model. */
async function useChatModel(app: TestApp, token: string, server: TMockProviderServer) {
  const added = await app.call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: 'OpenAI',
      llm_name: 'mock-chat',
      model_type: 'chat',
      base_url: `${server.url}/v1`,
      api_key: PROVIDER_KEY,
    },
  });
  expect(added.code, added.message).toBe(0);
  const chosen = await app.call('POST', '/v1/user/set_tenant_info', { token, body: { llm_id: 'mock-chat@OpenAI' } });
  expect(chosen.code, chosen.message).toBe(0);
}

async function addTavily(token: string) {
  const added = await t.call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: 'Tavily',
      llm_name: 'tavily',
      model_type: 'web_search',
      base_url: search.url,
      api_key: TAVILY_KEY,
    },
  });
  expect(added.code, added.message).toBe(0);
}

async function research(token: string, researchId: string): Promise<TResearch> {
  const found = await t.call<TResearch>('GET', `/v1/research/get?research_id=${researchId}`, { token });
  expect(found.code, found.message).toBe(0);
  return researchRoutes.get.output.parse(found.data);
}

/** The session once its work has stopped (the job queue runs in the test server). */
async function settled(token: string, researchId: string, timeoutMs = 60_000): Promise<TResearch> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await research(token, researchId);
    if (!found.working) return found;
    if (Date.now() > deadline) throw new Error(`research still ${found.phase} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function feedback(token: string, body: Record<string, unknown>, language = 'en') {
  return t.call<TResearch>('POST', '/v1/research/feedback', { token, body, language });
}

async function streamEvents(token: string, researchId: string) {
  const response = await fetch(`${t.baseUrl}/v1/research/events?research_id=${researchId}&after=-1`, {
    headers: { authorization: token },
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return (await response.text())
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => researchRoutes.events.output.parse(JSON.parse(frame.slice('data: '.length))));
}

describe('research: plan, collection, report', () => {
  it('refuses without a chat model, and a request that breaks the rules, in the user’s language', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const none = await t.call('POST', '/v1/research/new', {
      token,
      body: { request: 'A stock pitch on Coca-Cola', report_type: 'stock_pitch', language: 'en' },
      language: 'es',
    });
    expect(none.status).toBe(ERRORS.LLM_NOT_CONFIGURED.status);
    expect(none.data).toMatchObject({ error: 'LLM_NOT_CONFIGURED' });

    const chatToken = await withChatModel('es');
    const empty = await t.call('POST', '/v1/research/new', {
      token: chatToken,
      body: { request: '  ', report_type: 'essay', language: 'en' },
      language: 'es',
    });
    expect(empty.status).toBe(422);
    expect((empty.data as { fields: { path: string; message: string }[] }).fields).toEqual(
      expect.arrayContaining([
        { path: 'request', message: VALIDATION_MESSAGES.research_request_required.es },
        expect.objectContaining({ path: 'report_type' }),
      ]),
    );
    const foreignKb = await t.call('POST', '/v1/research/new', {
      token: chatToken,
      body: {
        request: 'A stock pitch on Coca-Cola',
        report_type: 'stock_pitch',
        language: 'en',
        kb_ids: ['00000000-0000-4000-8000-000000000000'],
      },
      language: 'es',
    });
    expect((foreignKb.data as { fields: { path: string; message: string }[] }).fields).toEqual([
      { path: 'kb_ids', message: VALIDATION_MESSAGES.research_kb_not_found.es },
    ]);
  });

  it('drafts a plan, takes an edit, collects every requirement with its events, and writes a cited report', {
    timeout: 300_000,
  }, async () => {
    const token = await withChatModel();
    await addTavily(token);
    provider.script(...Array.from({ length: 30 }, () => scriptedResearchModel()));

    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token,
      body: { request: 'A stock pitch on Coca-Cola', report_type: 'stock_pitch', language: 'en' },
    });
    expect(started.code, started.message).toBe(0);
    expect(started.data).toMatchObject({ phase: 'drafting_plan', working: true, actions: [] });
    const id = started.data.id;

    const drafted = await settled(token, id);
    expect(drafted).toMatchObject({ phase: 'plan_review', title: PLAN.title, plan_notes: [], failure: null });
    expect(drafted.actions).toEqual(['accept', 'proceed', 'edit', 'reject', 'revise_outline', 'regenerate_outline']);
    expect(drafted.plan?.data_requirements.map((requirement) => requirement.requirement_id)).toEqual(['R1', 'R2']);

    // An edit that breaks the rules changes nothing; a valid one is saved as the next revision.
    const broken = await feedback(token, { research_id: id, action: 'edit', plan: { ...drafted.plan, outline: [] } });
    expect(broken.status).toBe(ERRORS.RESEARCH_PLAN_INVALID.status);
    expect(broken.data).toMatchObject({
      error: 'RESEARCH_PLAN_INVALID',
      fields: [{ path: 'plan.outline', message: VALIDATION_MESSAGES.research_sections_required.en }],
    });
    const edited = await feedback(token, {
      research_id: id,
      action: 'edit',
      plan: { ...drafted.plan, special_instructions: 'For a portfolio manager.' },
    });
    expect(edited.code, edited.message).toBe(0);
    expect(edited.data).toMatchObject({
      phase: 'plan_review',
      plan_revision: drafted.plan_revision + 1,
      working: false,
    });
    expect(edited.data.plan?.special_instructions).toBe('For a portfolio manager.');

    const accepted = await feedback(token, { research_id: id, action: 'accept' });
    expect(accepted.data).toMatchObject({ phase: 'collecting', working: true, actions: [] });
    const refused = await feedback(token, { research_id: id, action: 'accept' });
    expect(refused.data).toMatchObject({ error: 'RESEARCH_ACTION_NOT_ALLOWED' });

    // The stream tells every step as it happens, then the session once the collection is done.
    const items = await streamEvents(token, id);
    const events = items.flatMap((item) => (item.type === 'event' ? [item.event] : []));
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1));
    expect(new Set(events.map((event) => event.state))).toEqual(
      new Set(['in_progress', 'completed', 'searching', 'search_complete', 'collection_complete']),
    );
    expect(events.filter((event) => event.state === 'completed').map((event) => event.requirement_id)).toEqual([
      'R1',
      'R2',
    ]);
    const done = items.at(-1);
    expect(done?.type).toBe('done');
    const collected = done?.type === 'done' ? done.research : null;
    expect(collected).toMatchObject({ phase: 'collection_review', collection_complete: true, working: false });
    const [dcf, web] = collected?.sources ?? [];
    expect(dcf).toMatchObject({ id: 'S1', kind: 'dcf', title: expect.stringMatching(/^COCA.COLA.* — DCF$/i) });
    // The web source is the page itself, read as text (its income statement heading), not the snippet.
    expect(web).toMatchObject({ id: 'S2', kind: 'web', url: `${search.url}/pages/ko-10-k.html` });
    expect(web?.excerpt).toMatch(/Coca-Cola/);
    expect(web?.excerpt).not.toBe('Annual report for fiscal 2024.');
    expect(search.requests.find((request) => request.provider === 'tavily')?.body).toMatchObject({
      query: 'Coca-Cola pricing power 2024',
    });

    const proceeded = await feedback(token, { research_id: id, action: 'proceed' });
    expect(proceeded.data).toMatchObject({ phase: 'report_drafting', report_state: 'generating' });
    const written = await settled(token, id);
    expect(written).toMatchObject({ phase: 'report_review', report_state: 'generated' });

    // The report cites the implied price of the model the research built, and that model's page.
    const modelId = /^\/models\/(.+)$/.exec(dcf?.url ?? '')?.[1];
    const values = await t.call<{ results: { implied_price_per_share: number; currency: string } }>(
      'GET',
      `/v1/model/dcf/values?model_id=${modelId}`,
      { token },
    );
    expect(values.code, values.message).toBe(0);
    const price = `${values.data.results.implied_price_per_share.toFixed(2)} ${values.data.results.currency}`;
    expect(written.report_markdown).toContain(`Our DCF values the shares at ${price} [^S1].`);
    expect(written.report_markdown).toContain('## Business');
    // The figures' chart, drawn as a PNG by the server, travels in the Markdown and into Word.
    expect(written.report_markdown).toMatch(
      /!\[KO: value per share \(USD\)[^\]]*\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)/,
    );
    expect(written.report_markdown).toContain(`[^S1]: ${dcf?.title} — ${dcf?.url}`);

    const markdown = await fetch(`${t.baseUrl}/v1/research/download?research_id=${id}&format=md`, {
      headers: { authorization: token },
    });
    expect(markdown.headers.get('content-disposition')).toContain('.md');
    expect(await markdown.text()).toBe(written.report_markdown);
    const word = await fetch(`${t.baseUrl}/v1/research/download?research_id=${id}&format=docx`, {
      headers: { authorization: token },
    });
    expect(word.status).toBe(200);
    // LibreOffice Writer opens the Word report with the Markdown's sections as its headings, in order.
    const writer = await readWithLibreOffice(new Uint8Array(await word.arrayBuffer()));
    const headings = [...writer.html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/gs)].map((match) =>
      (match[2] ?? '').replace(/<[^>]+>/g, '').trim(),
    );
    expect(headings).toEqual([...(written.report_markdown ?? '').matchAll(/^## (.+)$/gm)].map((match) => match[1]));
    expect(headings.slice(0, 2)).toEqual(['Valuation', 'Business']);
    expect(writer.pdfText).toContain(`Our DCF values the shares at ${price}`);
    expect(writer.html).toMatch(/<img [^>]*src=/);

    const final = await feedback(token, { research_id: id, action: 'accept_final_report' });
    expect(final.data).toMatchObject({ phase: 'done', actions: [], report_state: 'generated' });

    const list = await t.call<TResearchSummary[]>('GET', '/v1/research/list', { token });
    expect(list.data.map((summary) => [summary.id, summary.phase, summary.has_report])).toEqual([[id, 'done', true]]);
  });

  it('says which requirements cannot run, fails a step with its reason, and retries it', async () => {
    const token = await withChatModel();
    // No web-search provider: the plan's web requirement is noted; the first answer is no plan at all.
    provider.script({ text: ['I would rather not.'] }, ...Array.from({ length: 10 }, () => scriptedResearchModel()));
    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token,
      body: { request: 'A stock pitch on Coca-Cola', report_type: 'stock_pitch', language: 'en', breakdown: false },
    });
    const failed = await settled(token, started.data.id);
    expect(failed).toMatchObject({
      phase: 'failed',
      actions: ['continue'],
      failure: {
        code: 'RESEARCH_PLAN_UNREADABLE',
        message: ERRORS.RESEARCH_PLAN_UNREADABLE.messages.en,
        during: 'drafting_plan',
      },
    });
    const retried = await feedback(token, { research_id: started.data.id, action: 'continue' });
    expect(retried.data).toMatchObject({ phase: 'drafting_plan', failure: null });
    const drafted = await settled(token, started.data.id);
    expect(drafted).toMatchObject({
      phase: 'plan_review',
      plan_notes: [{ requirement_id: 'R2', type: 'web_search', reason: 'no_web_search_provider' }],
    });
  });

  it('retrieves a knowledge_base requirement from the research’s own knowledge bases, cited by document', async () => {
    const server = await newProvider();
    const { token, kb } = await signInWithMockKb(t, server.url, { name: 'Memos' }, PROVIDER_KEY);
    const memo = await uploadText(
      t,
      token,
      kb.id,
      'margin-memo.txt',
      'Coca-Cola operating margin widened to 29.8 percent on pricing actions.\n\nBottler refranchising lowered revenue but raised margins.',
    );
    await parseAndWait(t, token, [memo.id]);
    await useChatModel(t, token, server);
    const plan = {
      ...PLAN,
      data_requirements: [{ requirement_id: 'K1', type: 'knowledge_base', search_queries: ['operating margin'] }],
    };
    server.script(...Array.from({ length: 10 }, () => scriptedResearchModel(plan)));
    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token,
      body: { request: 'Coca-Cola margins', report_type: 'company_analysis', language: 'en', kb_ids: [kb.id] },
    });
    expect(started.data.kb_ids).toEqual([kb.id]);
    expect((await settled(token, started.data.id)).plan_notes).toEqual([]);
    await feedback(token, { research_id: started.data.id, action: 'accept' });
    const collected = await settled(token, started.data.id);
    expect(collected.phase).toBe('collection_review');
    expect(collected.sources[0]).toMatchObject({
      id: 'S1',
      kind: 'knowledge_base',
      title: 'margin-memo.txt',
      document: 'margin-memo.txt',
      excerpt: expect.stringContaining('29.8 percent'),
    });
  });

  it('breaks the request into items first, then plans over them', async () => {
    const token = await withChatModel();
    provider.script(...Array.from({ length: 5 }, () => scriptedResearchModel()));
    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token,
      body: { request: 'A stock pitch on Coca-Cola', report_type: 'stock_pitch', language: 'en', breakdown: true },
    });
    expect(started.data).toMatchObject({ phase: 'breaking_down', working: true });
    const broken = await settled(token, started.data.id);
    expect(broken).toMatchObject({
      phase: 'breakdown_review',
      breakdown_items: ['Pricing power', 'Volume growth'],
      actions: ['continue_item_breakdown', 'revise_breakdown', 'proceed_to_research_planning'],
    });
    await feedback(token, { research_id: started.data.id, action: 'proceed_to_research_planning' });
    expect(await settled(token, started.data.id)).toMatchObject({ phase: 'plan_review', title: PLAN.title });
    const planPrompt = provider.requests
      .map(promptOf)
      .find((prompt) => prompt.startsWith('You plan a research report'));
    expect(planPrompt).toContain('Volume growth');
  });

  it('keeps each user’s sessions to themselves and deletes them', async () => {
    const owner = await withChatModel();
    const stranger = (await signInAsTemp(t)).token;
    provider.script(...Array.from({ length: 3 }, () => scriptedResearchModel()));
    const started = await t.call<TResearch>('POST', '/v1/research/new', {
      token: owner,
      body: { request: 'The market for GLP-1 drugs', report_type: 'market_research', language: 'zh' },
    });
    const id = started.data.id;
    expect((await t.call('GET', `/v1/research/get?research_id=${id}`, { token: stranger })).data).toMatchObject({
      error: 'NOT_FOUND',
    });
    expect((await feedback(stranger, { research_id: id, action: 'accept' })).data).toMatchObject({
      error: 'NOT_FOUND',
    });
    const noReport = await t.call('GET', `/v1/research/download?research_id=${id}&format=md`, { token: owner });
    expect(noReport.data).toMatchObject({ error: expect.stringMatching(/^RESEARCH_NO_REPORT$/) });
    await settled(owner, id);
    expect(
      (await t.call('POST', '/v1/research/rm', { token: stranger, body: { research_ids: [id] } })).data,
    ).toMatchObject({
      error: 'NOT_FOUND',
    });
    const removed = await t.call('POST', '/v1/research/rm', { token: owner, body: { research_ids: [id] } });
    expect(removed.code, removed.message).toBe(0);
    expect((await t.call<TResearchSummary[]>('GET', '/v1/research/list', { token: owner })).data).toEqual([]);
  });
});

describe('research: a collection whose server died', () => {
  let restarted: TestApp;
  beforeAll(async () => {
    restarted = await startTestApp({ jobLeaseMs: 1_000 });
  });
  afterAll(async () => {
    await restarted.close();
  });

  it('is taken over when its lease runs out and resumes from its checkpoint, keeping what it found', async () => {
    const { token, id: ownerId } = await signInAsTemp(restarted);
    const server = await newProvider();
    await useChatModel(restarted, token, server);
    server.script(...Array.from({ length: 10 }, () => scriptedResearchModel()));
    const plan = {
      ...PLAN,
      data_requirements: [PLAN.data_requirements[0], { requirement_id: 'R3', type: 'comps', ticker: 'KO' }],
    };
    // What a server that died after the first requirement leaves: the session collecting, its
    // checkpoint after R1, and its job running with a lease in the past.
    const source = { id: 'S1', kind: 'dcf', title: 'KO — DCF (before the restart)', url: '/models/earlier' };
    const checkpoint = {
      version: 1,
      events: [
        {
          seq: 1,
          state: 'in_progress',
          requirement_id: null,
          calls_used: 0,
          call_budget: 60,
          at: '2026-12-06T00:00:00.000Z',
        },
        {
          seq: 2,
          state: 'in_progress',
          requirement_id: 'R1',
          calls_used: 0,
          call_budget: 60,
          at: '2026-12-06T00:00:01.000Z',
        },
        {
          seq: 3,
          state: 'completed',
          requirement_id: 'R1',
          calls_used: 1,
          call_budget: 60,
          source_ids: ['S1'],
          at: '2026-12-06T00:00:02.000Z',
        },
      ],
      results: [{ requirement_id: 'R1', type: 'dcf', status: 'completed', source_ids: ['S1'] }],
      sources: [source],
      calls_used: 1,
      call_budget: 60,
      complete: false,
    };
    const state = {
      version: 1,
      phase: 'collecting',
      request: 'A stock pitch on Coca-Cola',
      report_type: 'stock_pitch',
      language: 'en',
      breakdown_items: [],
      plan: { ...plan, special_instructions: '' },
      plan_revision: 1,
      collection_complete: false,
      report_markdown: null,
      report_revision: 0,
      history: [],
      failure: null,
    };
    const [job] = await restarted.database.db
      .insert(jobs)
      .values({
        kind: 'research_work',
        ownerId,
        payload: { research_id: '00000000-0000-4000-8000-0000000000aa', effect: { kind: 'collect', resume: false } },
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 60_000),
        startedAt: new Date(Date.now() - 120_000),
      })
      .returning();
    await restarted.database.db.insert(researchSessions).values({
      id: '00000000-0000-4000-8000-0000000000aa',
      ownerId,
      language: 'en',
      state,
      checkpoint,
      jobId: job?.id ?? null,
    });

    const deadline = Date.now() + 60_000;
    let found: TResearch;
    for (;;) {
      const answer = await restarted.call<TResearch>(
        'GET',
        '/v1/research/get?research_id=00000000-0000-4000-8000-0000000000aa',
        { token },
      );
      found = answer.data;
      if (!found.working || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toMatchObject({ phase: 'collection_review', collection_complete: true });
    // R1 is not run again; the run says it resumed; S1 still means the source found before.
    expect(found.events.slice(0, 3).map((event) => event.at)).toEqual(checkpoint.events.map((event) => event.at));
    expect(found.events.find((event) => event.seq > 3)).toMatchObject({ state: 'in_progress', message: 'resumed' });
    expect(found.events.filter((event) => event.requirement_id === 'R1').map((event) => event.state)).toEqual([
      'in_progress',
      'completed',
    ]);
    expect(found.events.filter((event) => event.state === 'completed').map((event) => event.requirement_id)).toEqual([
      'R1',
      'R3',
    ]);
    expect(found.sources[0]).toEqual(source);
    expect(found.sources[1]).toMatchObject({ id: 'S2', kind: 'comps' });
  });
});
