import {
  ERRORS,
  type TChatMessage,
  type TChatStreamEvent,
  type TConversation,
  type TModelValues,
  VALIDATION_MESSAGES,
  ZChatStreamEventSchema,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmUsage } from '../../db/schema.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const KEY = 'sk-chat-0123456789abcdef';
let t: TestApp;
let provider: TMockProviderServer;

beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A temporary user whose default chat model is the mock provider's. */
async function chatUser(language = 'en'): Promise<{ token: string; id: string }> {
  const user = await signInAsTemp(t, language);
  await addDefaultMockChat(t, user.token, provider.url, KEY);
  return user;
}

async function newConversation(token: string): Promise<string> {
  const response = await t.call<TConversation>('POST', '/v1/conversation/set', { token, body: {} });
  expect(response.code).toBe(0);
  return response.data.id;
}

type TStreamResult = { status: number; contentType: string; events: TChatStreamEvent[]; body: unknown };

/**
 * POSTs to a streaming route and reads its events (each checked by the contract's schema). With
 * `stopAfter`, the connection is closed once an event of that type arrives: the user's stop.
 */
async function stream(
  path: string,
  token: string,
  body: unknown,
  options: {
    stopAfter?: TChatStreamEvent['type'];
    onEvent?: (event: TChatStreamEvent) => void;
    language?: string;
  } = {},
): Promise<TStreamResult> {
  const controller = new AbortController();
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'accept-language': options.language ?? 'en' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    return { status: response.status, contentType, events: [], body: await response.json() };
  }
  const events: TChatStreamEvent[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        expect(frame.startsWith('data: ')).toBe(true);
        const event = ZChatStreamEventSchema.parse(JSON.parse(frame.slice('data: '.length)));
        events.push(event);
        options.onEvent?.(event);
        if (event.type === options.stopAfter) {
          controller.abort();
          return { status: response.status, contentType, events, body: null };
        }
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, contentType, events, body: null };
}

const png = (extraBytes = 0) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(16 + extraBytes)]).toString(
    'base64',
  );

/** The body of the provider's latest request (what the real SDK client sent). */
function lastRequestBody(): Record<string, unknown> {
  const request = provider.requests.at(-1);
  if (!request) throw new Error('no provider request');
  return request.body;
}

async function messages(token: string, conversationId: string) {
  const response = await t.call<TConversation & { messages: TChatMessage[] }>(
    'GET',
    `/v1/conversation/get?conversation_id=${conversationId}`,
    { token },
  );
  return response;
}

describe('conversation/completion', () => {
  it('streams a reply as events, saves both messages, names the conversation and records usage', async () => {
    const { token, id } = await chatUser();
    const conversationId = await newConversation(token);
    provider.script({ text: ['Hel', 'lo', ' there'], usage: { input: 21, output: 3 } });
    const result = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'Say hello\nplease',
    });
    expect(result.contentType).toBe('text/event-stream; charset=utf-8');
    expect(result.events.map((event) => event.type)).toEqual(['start', 'delta', 'delta', 'delta', 'usage', 'done']);
    const start = result.events[0] as Extract<TChatStreamEvent, { type: 'start' }>;
    expect(start).toMatchObject({ conversation_id: conversationId, model: 'gpt-chat@OpenAI' });
    expect(result.events.at(-2)).toEqual({ type: 'usage', input_tokens: 21, output_tokens: 3 });
    expect(result.events.at(-1)).toEqual({ type: 'done', message_id: start.message_id, finish_reason: 'stop' });

    const sent = lastRequestBody() as {
      messages: { role: string; content: unknown }[];
      tools?: unknown[];
    };
    expect(sent.messages[0]?.role).toBe('system');
    expect(sent.messages.at(-1)).toMatchObject({ role: 'user' });
    expect(JSON.stringify(sent.messages.at(-1))).toContain('Say hello');
    expect(sent.tools?.length).toBeGreaterThanOrEqual(8);

    const saved = await messages(token, conversationId);
    expect(saved.data).toMatchObject({ title: 'Say hello', is_streaming: false, message_count: 2 });
    expect(saved.data.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Say hello\nplease', 'complete'],
      ['assistant', 'Hello there', 'complete'],
    ]);
    expect(saved.data.messages[1]).toMatchObject({
      id: start.message_id,
      usage: { input_tokens: 21, output_tokens: 3 },
      model: 'gpt-chat@OpenAI',
    });
    await expect
      .poll(async () => (await t.database.db.select().from(llmUsage).where(eq(llmUsage.ownerId, id)))[0]?.tokensIn)
      .toBe(21);

    // The next question carries the history.
    provider.script({ text: ['Again'] });
    await stream('/v1/conversation/completion', token, { conversation_id: conversationId, content: 'Once more' });
    const history = (lastRequestBody() as { messages: { role: string }[] }).messages;
    expect(history.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('answers "what is NVDA’s WACC in my model?" by reading the model through a tool, with the model as source', async () => {
    const { token } = await chatUser();
    const modelId = await createModelAndWait(t, token, 'NVDA');
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${modelId}`, { token });
    const wacc = values.data.results.wacc;
    const conversationId = await newConversation(token);
    const figure = `${(wacc * 100).toFixed(2)}%`;
    provider.script(
      { toolCalls: [{ name: 'get_model', arguments: { ticker: 'NVDA' } }] },
      { text: ['The WACC in your NVDA model is ', figure, ' [1].'] },
    );
    const result = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'What is NVDA’s WACC in my model?',
    });
    expect(result.events.map((event) => event.type)).toEqual([
      'start',
      'tool_call',
      'tool_result',
      'delta',
      'delta',
      'delta',
      'usage',
      'done',
    ]);
    const toolResult = result.events[2] as Extract<TChatStreamEvent, { type: 'tool_result' }>;
    expect(toolResult).toMatchObject({ name: 'get_model', ok: true, input: { ticker: 'NVDA' } });
    expect((toolResult.output as { results: { wacc: number } }).results.wacc).toBe(wacc);
    expect(toolResult.sources).toEqual([
      expect.objectContaining({ kind: 'model', ref: '1', model_id: modelId, ticker: 'NVDA' }),
    ]);
    // The model read the stored figure: the tool's answer went back to the provider.
    const followUp = lastRequestBody() as { messages: { role: string; content: string }[] };
    const toolMessage = followUp.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toContain(`"wacc":${wacc}`);

    const saved = await messages(token, conversationId);
    const answer = saved.data.messages[1];
    expect(answer?.content).toContain(figure);
    expect(answer?.tool_calls).toEqual([expect.objectContaining({ name: 'get_model', ok: true })]);
    expect(answer?.sources).toEqual([expect.objectContaining({ kind: 'model', model_id: modelId })]);

    // Ask: the same model as context, streamed and not saved.
    provider.script({ text: ['It is ', figure] });
    const asked = await stream('/v1/conversation/ask', token, { model_id: modelId, question: 'What is the WACC?' });
    expect(asked.events.map((event) => event.type)).toEqual(['start', 'delta', 'delta', 'usage', 'done']);
    const system = (lastRequestBody() as { messages: { role: string; content: string }[] }).messages[0];
    expect(system?.content).toContain(modelId);
    expect(system?.content).toContain(`"wacc":${wacc}`);
  });

  it('every tool reads our own data and names its sources: filings, series, the model', async () => {
    const { token } = await chatUser();
    const modelId = await createModelAndWait(t, token, 'NVDA');
    const conversationId = await newConversation(token);
    provider.script(
      {
        toolCalls: [
          { name: 'search_company', arguments: { query: 'nvidia' } },
          { name: 'get_company', arguments: { ticker: 'NVDA' } },
          { name: 'get_financial_statements', arguments: { ticker: 'NVDA', period: 'annual', count: 2 } },
          { name: 'get_market_inputs', arguments: { ticker: 'NVDA', as_of: '2025-06-30' } },
          { name: 'list_my_models', arguments: {} },
          {
            name: 'run_sensitivity',
            arguments: { model_id: modelId, axes: [{ variable: 'wacc', steps: 3, gap: 0.01 }] },
          },
          { name: 'get_comparables', arguments: { ticker: 'NVDA' } },
        ],
      },
      { text: ['Done.'] },
    );
    const result = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'All',
    });
    type TResult = Extract<TChatStreamEvent, { type: 'tool_result' }>;
    const results = new Map(
      result.events.filter((e): e is TResult => e.type === 'tool_result').map((e) => [e.name, e]),
    );
    // Tools of one step run side by side: their results come as each finishes.
    expect([...results.values()].map((r) => [r.name, r.ok, r.error]).sort()).toEqual([
      ['get_company', true, null],
      ['get_comparables', true, null],
      ['get_financial_statements', true, null],
      ['get_market_inputs', true, null],
      ['list_my_models', true, null],
      ['run_sensitivity', true, null],
      ['search_company', true, null],
    ]);
    const search = results.get('search_company')?.output as { companies: { ticker: string }[] };
    expect(search.companies[0]?.ticker).toBe('NVDA');

    // Statements: each line names the filing it was read from, with EDGAR's index of that filing.
    const statements = results.get('get_financial_statements');
    type TPeriods = { periods: { period: string; lines: Record<string, { value: number; source: string }> }[] };
    const periods = (statements?.output as TPeriods | undefined)?.periods ?? [];
    expect(periods).toHaveLength(2);
    const revenue = periods[1]?.lines.revenue;
    expect(revenue?.value).toBeGreaterThan(0);
    const filing = statements?.sources.find((source) => source.ref === revenue?.source);
    expect(filing).toMatchObject({ kind: 'filing', ticker: 'NVDA', cik: 1045810, form: '10-K' });
    expect(filing?.kind === 'filing' && filing.url).toMatch(
      /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1045810\/\d{18}\/\d{10}-\d{2}-\d{6}-index\.htm$/,
    );

    const market = results.get('get_market_inputs');
    expect(market?.output).toMatchObject({ ticker: 'NVDA', as_of: '2025-06-30' });
    expect(market?.sources.map((source) => source.kind === 'series' && source.series)).toEqual(
      expect.arrayContaining(['price', 'beta', 'risk_free_rate']),
    );

    const grid = results.get('run_sensitivity')?.output as {
      implied_prices_row_major: (number | null)[];
      base_price: number;
    };
    expect(grid.implied_prices_row_major).toHaveLength(3);
    expect(grid.implied_prices_row_major[1]).toBeCloseTo(grid.base_price, 6);
    expect(results.get('run_sensitivity')?.sources).toEqual([
      expect.objectContaining({ kind: 'model', model_id: modelId }),
    ]);

    const comps = results.get('get_comparables')?.output as { peers: { ticker: string }[] };
    expect(comps.peers.length).toBeGreaterThan(0);
    // One model read by two tools is one source with one ref.
    const saved = (await messages(token, conversationId)).data.messages[1];
    expect(saved?.sources.filter((source) => source.kind === 'model')).toHaveLength(1);
    expect(new Set(saved?.sources.map((source) => source.ref)).size).toBe(saved?.sources.length);
  });

  it('speaks Anthropic’s protocol too: streamed text and a tool call', async () => {
    const user = await signInAsTemp(t);
    const added = await t.call('POST', '/v1/llm/add_llm', {
      token: user.token,
      body: {
        llm_factory: 'Anthropic',
        llm_name: 'claude-test',
        model_type: 'chat',
        base_url: `${provider.url}/v1`,
        api_key: KEY,
      },
    });
    expect(added.code).toBe(0);
    await t.call('POST', '/v1/user/set_tenant_info', { token: user.token, body: { llm_id: 'claude-test@Anthropic' } });
    const conversationId = await newConversation(user.token);
    provider.script(
      { toolCalls: [{ name: 'get_company', arguments: { ticker: 'NVDA' } }], usage: { input: 30, output: 8 } },
      { text: ['NVIDIA ', 'is listed on Nasdaq [1].'], usage: { input: 50, output: 9 } },
    );
    const result = await stream('/v1/conversation/completion', user.token, {
      conversation_id: conversationId,
      content: 'Where is NVDA listed?',
    });
    expect(provider.requests.at(-1)?.path).toBe('/v1/messages');
    expect(result.events.map((event) => event.type)).toEqual([
      'start',
      'tool_call',
      'tool_result',
      'delta',
      'delta',
      'usage',
      'done',
    ]);
    expect(result.events[2]).toMatchObject({
      ok: true,
      output: { ticker: 'NVDA', name: expect.stringMatching(/NVIDIA/i) },
    });
    expect(result.events.at(-2)).toEqual({ type: 'usage', input_tokens: 80, output_tokens: 17 });
  });

  it('a tool’s refusal goes back to the model as the catalogue message, not a failure', async () => {
    const { token } = await chatUser();
    const conversationId = await newConversation(token);
    provider.script(
      {
        toolCalls: [
          { name: 'get_company', arguments: { ticker: 'NOSUCH' } },
          { name: 'get_company', arguments: { ticker: 'X'.repeat(40) } },
        ],
      },
      { text: ['Unknown.'] },
    );
    const result = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'x',
    });
    const toolResults = result.events.filter((event) => event.type === 'tool_result');
    expect(toolResults).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          input: { ticker: 'NOSUCH' },
          ok: false,
          error: expect.objectContaining({ code: 'TICKER_NOT_FOUND' }),
        }),
        // An input the tool's schema refuses never reaches our data.
        expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'VALIDATION_FAILED' }) }),
      ]),
    );
    expect(toolResults).toHaveLength(2);
    const followUp = lastRequestBody() as { messages: { role: string; content: string }[] };
    expect(followUp.messages.filter((m) => m.role === 'tool')).toHaveLength(2);
    expect(result.events.at(-1)).toMatchObject({ type: 'done', finish_reason: 'stop' });
  });

  it('stop: closing the stream aborts the provider’s request and keeps the partial reply as stopped', async () => {
    const { token } = await chatUser();
    const conversationId = await newConversation(token);
    provider.script({ text: Array.from({ length: 40 }, (_, i) => `w${i} `), chunkDelayMs: 40 });
    const result = await stream(
      '/v1/conversation/completion',
      token,
      { conversation_id: conversationId, content: 'Write a long essay' },
      { stopAfter: 'delta' },
    );
    expect(result.events.map((event) => event.type)).toEqual(['start', 'delta']);
    const upstream = provider.requests.at(-1);
    await expect.poll(() => upstream?.isAborted).toBe(true);
    await expect.poll(async () => (await messages(token, conversationId)).data.messages[1]?.status).toBe('aborted');
    const saved = await messages(token, conversationId);
    expect(saved.data.is_streaming).toBe(false);
    expect(saved.data.messages[1]?.content.startsWith('w0 ')).toBe(true);
  });

  it('waits for the previous reply: a second question while one streams is refused', async () => {
    const { token } = await chatUser('es');
    const conversationId = await newConversation(token);
    provider.script({ text: ['a', 'b', 'c'], chunkDelayMs: 150 });
    let second: TStreamResult | undefined;
    const first = await stream(
      '/v1/conversation/completion',
      token,
      { conversation_id: conversationId, content: 'first' },
      {
        onEvent: (event) => {
          if (event.type === 'start') {
            void stream(
              '/v1/conversation/completion',
              token,
              { conversation_id: conversationId, content: 'second' },
              {
                language: 'es',
              },
            ).then((result) => {
              second = result;
            });
          }
        },
      },
    );
    expect(first.events.at(-1)).toMatchObject({ type: 'done' });
    await expect.poll(() => second?.status).toBe(400);
    expect(second?.body).toMatchObject({
      data: { error: 'CONVERSATION_BUSY' },
      message: ERRORS.CONVERSATION_BUSY.messages.es,
    });
    // Free again once the reply ended.
    provider.script({ text: ['ok'] });
    const third = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'third',
    });
    expect(third.events.at(-1)).toMatchObject({ type: 'done' });
  });

  it('at most four replies of one user stream at once; a stopped one frees its place', async () => {
    const { token } = await chatUser();
    const ids = await Promise.all(Array.from({ length: 5 }, () => newConversation(token)));
    provider.script(...ids.slice(0, 4).map(() => ({ text: ['x', 'y'], stallAfter: 1 })), { text: ['ok'] });
    const controllers = ids.slice(0, 4).map(() => new AbortController());
    await Promise.all(
      controllers.map(async (controller, index) => {
        const response = await fetch(`${t.baseUrl}/v1/conversation/completion`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ conversation_id: ids[index], content: 'hold' }),
          signal: controller.signal,
        });
        const reader = response.body?.getReader();
        let text = '';
        while (!text.includes('"type":"delta"')) text += new TextDecoder().decode((await reader?.read())?.value);
      }),
    );
    const fifth = await stream('/v1/conversation/completion', token, { conversation_id: ids[4], content: 'one more' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      data: { error: 'CONVERSATION_TOO_MANY_STREAMS' },
      message: ERRORS.CONVERSATION_TOO_MANY_STREAMS.messages.en.replace('{{max}}', '4'),
    });
    controllers[0]?.abort();
    await expect.poll(async () => (await messages(token, ids[0] ?? '')).data.is_streaming).toBe(false);
    const again = await stream('/v1/conversation/completion', token, { conversation_id: ids[4], content: 'now' });
    expect(again.events.at(-1)).toMatchObject({ type: 'done' });
    for (const controller of controllers) controller.abort();
  });

  it('checks images by their bytes, with the issue’s messages in the user’s language', async () => {
    const { token } = await chatUser();
    const conversationId = await newConversation(token);
    const send = (images: string[]) =>
      stream('/v1/conversation/completion', token, { conversation_id: conversationId, content: 'Look', images });
    const messageOf = (result: TStreamResult) =>
      (result.body as { data: { fields: { path: string; message: string }[] } }).data.fields;

    const tooMany = await send([png(), png(), png(), png(), png()]);
    expect(tooMany.status).toBe(422);
    expect(messageOf(tooMany)).toEqual([{ path: 'images', message: VALIDATION_MESSAGES.image_too_many.en }]);

    // In the user's language.
    const chinese = await chatUser('zh');
    const tooLarge = await stream('/v1/conversation/completion', chinese.token, {
      conversation_id: await newConversation(chinese.token),
      content: 'Look',
      images: [png(5 * 1024 * 1024)],
    });
    expect(messageOf(tooLarge)).toEqual([{ path: 'images.0', message: VALIDATION_MESSAGES.image_too_large.zh }]);

    // A PDF named like an image is still a PDF.
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64');
    expect(messageOf(await send([png(), pdf]))).toEqual([
      { path: 'images.1', message: VALIDATION_MESSAGES.image_unsupported_format.en },
    ]);
    expect(messageOf(await send(['not*base64!']))).toEqual([
      { path: 'images.0', message: VALIDATION_MESSAGES.image_processing_failed.en },
    ]);

    // A real PNG, GIF and BMP header go through to the model as images, and are kept with the question.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]).toString('base64');
    const bmp = Buffer.concat([
      Buffer.from('BM'),
      Buffer.alloc(12),
      Buffer.from([40, 0, 0, 0]),
      Buffer.alloc(20),
    ]).toString('base64');
    provider.script({ text: ['Exactly 5 MB.'] }, { text: ['A chart.'] });
    const fiveMegabytes = await send([png(5 * 1024 * 1024 - 32)]);
    expect(fiveMegabytes.events.at(-1)).toMatchObject({ type: 'done' });
    const ok = await send([png(), gif, bmp]);
    expect(ok.events.at(-1)).toMatchObject({ type: 'done' });
    const sent = JSON.stringify((lastRequestBody() as { messages: unknown[] }).messages.at(-1));
    expect(sent).toContain('data:image/png;base64,');
    expect(sent).toContain('data:image/gif;base64,');
    const saved = await messages(token, conversationId);
    expect(saved.data.messages.at(-2)?.images).toEqual(['image/png', 'image/gif', 'image/bmp']);
  });

  it('without a chat model says to add one under Settings → Model providers', async () => {
    const { token } = await signInAsTemp(t, 'zh');
    const conversationId = await newConversation(token);
    const result = await stream(
      '/v1/conversation/completion',
      token,
      { conversation_id: conversationId, content: 'hi' },
      { language: 'zh' },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ data: { error: 'LLM_NOT_CONFIGURED' } });
    expect((result.body as { message: string }).message).toContain('设置 → 模型提供商');
    const saved = await messages(token, conversationId);
    expect(saved.data.messages).toEqual([]);
    expect(saved.data.is_streaming).toBe(false);
  });

  it('a provider failure mid-request ends the stream with the catalogue error and frees the conversation', async () => {
    const { token } = await chatUser();
    const conversationId = await newConversation(token);
    provider.script({ error: { status: 429, body: { error: { message: 'Rate limit reached', code: null } } } });
    const result = await stream('/v1/conversation/completion', token, {
      conversation_id: conversationId,
      content: 'x',
    });
    expect(result.events.at(-1)).toEqual({
      type: 'error',
      code: 'LLM_RATE_LIMITED',
      message: ERRORS.LLM_RATE_LIMITED.messages.en.replace('{{provider}}', 'OpenAI'),
    });
    const saved = await messages(token, conversationId);
    expect(saved.data.messages[1]).toMatchObject({ status: 'error', error: { code: 'LLM_RATE_LIMITED' } });
    expect(saved.data.is_streaming).toBe(false);
  });
});

describe('conversations', () => {
  it('lists, renames, rates, deletes messages and conversations; someone else’s is not found', async () => {
    const { token } = await chatUser();
    const conversationId = await newConversation(token);
    provider.script({ text: ['One'] }, { text: ['Two'] });
    await stream('/v1/conversation/completion', token, { conversation_id: conversationId, content: 'q1' });
    await stream('/v1/conversation/completion', token, { conversation_id: conversationId, content: 'q2' });

    const renamed = await t.call<TConversation>('POST', '/v1/conversation/set', {
      token,
      body: { conversation_id: conversationId, name: 'NVDA notes' },
    });
    expect(renamed.data).toMatchObject({ title: 'NVDA notes', message_count: 4 });
    const tooLong = await t.call('POST', '/v1/conversation/set', { token, body: { name: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(422);
    const list = await t.call<TConversation[]>('GET', '/v1/conversation/list', { token });
    expect(list.data.map((c) => c.id)).toEqual([conversationId]);

    const saved = (await messages(token, conversationId)).data.messages;
    const [q1, a1, , a2] = saved;
    const thumbed = await t.call<TChatMessage>('POST', '/v1/conversation/thumbup', {
      token,
      body: { conversation_id: conversationId, message_id: a2?.id, thumbup: false, feedback: 'Wrong figure' },
    });
    expect(thumbed.data).toMatchObject({ thumbup: false, feedback: 'Wrong figure' });
    const onQuestion = await t.call('POST', '/v1/conversation/thumbup', {
      token,
      body: { conversation_id: conversationId, message_id: q1?.id, thumbup: true },
    });
    expect(onQuestion.status).toBe(400);

    // Deleting a reply deletes its question too.
    expect(
      (
        await t.call('POST', '/v1/conversation/delete_msg', {
          token,
          body: { conversation_id: conversationId, message_id: a1?.id },
        })
      ).code,
    ).toBe(0);
    expect((await messages(token, conversationId)).data.messages.map((m) => m.content)).toEqual(['q2', 'Two']);

    const other = await chatUser();
    const asOther = { token: other.token };
    expect((await messages(other.token, conversationId)).status).toBe(404);
    expect((await t.call<TConversation[]>('GET', '/v1/conversation/list', asOther)).data).toEqual([]);
    const foreignCompletion = await stream('/v1/conversation/completion', other.token, {
      conversation_id: conversationId,
      content: 'mine?',
    });
    expect(foreignCompletion.status).toBe(404);
    for (const [path, body] of [
      ['/v1/conversation/set', { conversation_id: conversationId, name: 'taken' }],
      ['/v1/conversation/rm', { conversation_ids: [conversationId] }],
      ['/v1/conversation/thumbup', { conversation_id: conversationId, message_id: a2?.id, thumbup: true }],
      ['/v1/conversation/delete_msg', { conversation_id: conversationId, message_id: a2?.id }],
    ] as const) {
      expect((await t.call('POST', path, { ...asOther, body })).status, path).toBe(404);
    }
    const foreignAsk = await stream('/v1/conversation/ask', other.token, {
      model_id: '00000000-0000-4000-8000-000000000000',
      question: 'x',
    });
    expect(foreignAsk.status).toBe(404);

    expect(
      (await t.call('POST', '/v1/conversation/rm', { token, body: { conversation_ids: [conversationId] } })).code,
    ).toBe(0);
    expect((await messages(token, conversationId)).status).toBe(404);
  });

  it('counts questions to the assistant against the hour’s limit', async () => {
    const limited = await startTestApp({ rateLimits: { chatPerUser: { limit: 1, windowMs: 3_600_000 } } });
    try {
      const user = await signInAsTemp(limited);
      const ask = () =>
        limited.call('POST', '/v1/conversation/related_questions', { token: user.token, body: { question: 'q' } });
      expect((await ask()).data).toEqual({ error: 'LLM_NOT_CONFIGURED' });
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.data).toEqual({ error: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('suggests related questions from the model’s lines', async () => {
    const { token } = await chatUser();
    provider.script({ text: ['1. What drives the WACC?\n', '- How sensitive is the price to growth?\n\n'] });
    const response = await t.call<{ questions: string[] }>('POST', '/v1/conversation/related_questions', {
      token,
      body: { question: 'Is NVDA undervalued?' },
    });
    expect(response.data.questions).toEqual(['What drives the WACC?', 'How sensitive is the price to growth?']);
  });
});
