import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, type TChatEvent, type TLlmUsage } from './client.js';
import type { TLlmConnection } from './connection.js';
import { LlmAbortedError, LlmError } from './errors.js';
import { jsonSchema, tool } from './index.js';
import { streamAndStop } from './stream-and-stop.test-helper.js';
import { testConnection } from './test-connection.js';
import { startMockProviderServer, type TMockProviderServer } from './testing/mock-provider-server.js';

const KEY = 'sk-test-0123456789abcdef';
let server: TMockProviderServer;
beforeAll(async () => {
  server = await startMockProviderServer({ apiKey: KEY });
});
afterAll(() => server.close());

function connection(overrides: Partial<TLlmConnection> = {}): TLlmConnection {
  return {
    factory: 'OpenAI',
    model: 'gpt-test',
    modelType: 'chat',
    baseUrl: `${server.url}/v1`,
    apiKey: KEY,
    ...overrides,
  };
}

async function collect(events: AsyncIterable<TChatEvent>): Promise<TChatEvent[]> {
  const all: TChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('chat over the OpenAI protocol', () => {
  it('streams text deltas in order, then the usage the provider counted', async () => {
    server.script({ text: ['Free ', 'cash ', 'flow'], usage: { input: 21, output: 3 } });
    const usages: TLlmUsage[] = [];
    const client = createLlmClient(connection(), { onUsage: (usage) => usages.push(usage) });
    const events = await collect(client.streamChat({ messages: [{ role: 'user', content: 'What is FCF?' }] }));
    expect(events.filter((event) => event.type === 'text').map((event) => event.delta)).toEqual([
      'Free ',
      'cash ',
      'flow',
    ]);
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 21, outputTokens: 3 },
    });
    expect(usages).toEqual([{ inputTokens: 21, outputTokens: 3, modelType: 'chat' }]);
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: 'gpt-test', stream: true, stream_options: { include_usage: true } });
  });

  it('calls a tool, gives it the result and streams the answer (an OpenAI-compatible factory)', async () => {
    server.script(
      { toolCalls: [{ name: 'get_wacc', arguments: { ticker: 'NVDA' } }] },
      { text: ['NVDA’s WACC is ', '9.4%.'] },
    );
    const client = createLlmClient(connection({ factory: 'DeepSeek', model: 'deepseek-chat' }));
    const getWacc = tool({
      description: 'The WACC of a model',
      inputSchema: z.object({ ticker: z.string() }),
      execute: async ({ ticker }) => ({ ticker, wacc: 0.094 }),
    });
    const events = await collect(
      client.streamChat({
        messages: [{ role: 'user', content: 'What is NVDA’s WACC?' }],
        tools: { get_wacc: getWacc },
        maxSteps: 2,
      }),
    );
    expect(events.find((event) => event.type === 'tool-call')).toMatchObject({
      toolName: 'get_wacc',
      input: { ticker: 'NVDA' },
    });
    expect(events.find((event) => event.type === 'tool-result')).toMatchObject({
      output: { ticker: 'NVDA', wacc: 0.094 },
    });
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.delta)
        .join(''),
    ).toBe('NVDA’s WACC is 9.4%.');
    const followUp = server.requests.at(-1)?.body.messages as { role: string; content: unknown }[];
    expect(followUp.at(-1)).toMatchObject({ role: 'tool', content: JSON.stringify({ ticker: 'NVDA', wacc: 0.094 }) });
    expect(server.requests.at(-2)?.body.tools).toEqual([
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'get_wacc' }) }),
    ]);
  });

  it('returns a tool call without running it when the tool has no execute', async () => {
    server.script({ toolCalls: [{ name: 'search_company', arguments: { query: 'Apple' } }] });
    const client = createLlmClient(connection());
    const reply = await client.chat({
      messages: [{ role: 'user', content: 'Find Apple' }],
      tools: {
        search_company: tool({
          inputSchema: jsonSchema<{ query: string }>({ type: 'object', properties: { query: { type: 'string' } } }),
        }),
      },
    });
    expect(reply.toolCalls).toEqual([{ toolCallId: 'call_0', toolName: 'search_company', input: { query: 'Apple' } }]);
  });

  it('sends images inside messages', async () => {
    server.script({ text: ['A bar chart of revenue.'] });
    const client = createLlmClient(connection({ modelType: 'image2text' }));
    const reply = await client.describeImage({
      image: new Uint8Array([1, 2, 3]),
      mediaType: 'image/png',
      prompt: 'Describe',
    });
    expect(reply.text).toBe('A bar chart of revenue.');
    const content = (
      server.requests.at(-1)!.body.messages as { content: { type: string; image_url?: { url: string } }[] }[]
    )[0]?.content;
    expect(content?.[1]?.image_url?.url).toBe('data:image/png;base64,AQID');
  });

  it('speaks Azure OpenAI: the deployment in the path, the version in the query, the key in api-key', async () => {
    server.script({ text: ['OK'] });
    const client = createLlmClient(
      connection({ factory: 'Azure-OpenAI', model: 'my-gpt', baseUrl: server.url, apiVersion: '2024-10-21' }),
    );
    expect((await client.chat({ messages: [{ role: 'user', content: 'hi' }] })).text).toBe('OK');
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/openai/deployments/my-gpt/chat/completions');
    expect(sent?.query.get('api-version')).toBe('2024-10-21');
    expect(sent?.headers['api-key']).toBe(KEY);
    expect(sent?.headers.authorization).toBeUndefined();
  });
});

describe('chat over the Anthropic protocol', () => {
  const anthropic = () => connection({ factory: 'Anthropic', model: 'claude-test' });

  it('streams text and a tool call with usage, the key in x-api-key', async () => {
    server.script({
      text: ['Looking ', 'it up.'],
      toolCalls: [{ name: 'get_comps', arguments: { ticker: 'AAPL' } }],
      usage: { input: 40, output: 9 },
    });
    const events = await collect(
      createLlmClient(anthropic()).streamChat({
        messages: [{ role: 'user', content: 'Comparables of AAPL?' }],
        tools: { get_comps: tool({ inputSchema: z.object({ ticker: z.string() }) }) },
      }),
    );
    expect(events.filter((event) => event.type === 'text').map((event) => event.delta)).toEqual(['Looking ', 'it up.']);
    expect(events.find((event) => event.type === 'tool-call')).toMatchObject({
      toolName: 'get_comps',
      input: { ticker: 'AAPL' },
    });
    expect(events.at(-1)).toMatchObject({ type: 'finish', usage: { inputTokens: 40, outputTokens: 9 } });
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe(KEY);
  });

  it('sends images as base64 sources', async () => {
    server.script({ text: ['Red.'] });
    await createLlmClient(anthropic()).describeImage({
      image: new Uint8Array([1, 2, 3]),
      mediaType: 'image/png',
      prompt: 'Colour?',
    });
    const content = (server.requests.at(-1)!.body.messages as { content: { type: string; source?: unknown }[] }[])[0]
      ?.content;
    expect(content?.find((part) => part.type === 'image')?.source).toEqual({
      type: 'base64',
      media_type: 'image/png',
      data: 'AQID',
    });
  });

  it('maps its authentication error', async () => {
    const error = await failure(
      createLlmClient({ ...anthropic(), apiKey: 'sk-wrong-key' }).chat({ messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(error.code).toBe('LLM_AUTH_FAILED');
  });
});

describe('embeddings, rerank and speech', () => {
  const local = (modelType: TLlmConnection['modelType']) =>
    connection({ factory: 'OpenAI-API-Compatible', model: 'local-model', modelType });

  it('embeds texts in order with their token usage', async () => {
    const usages: TLlmUsage[] = [];
    const client = createLlmClient(local('embedding'), { onUsage: (usage) => usages.push(usage) });
    const result = await client.embed(['revenue grew', 'margin fell']);
    expect(result.embeddings).toHaveLength(2);
    expect(result.embeddings[0]).toHaveLength(8);
    expect(Math.hypot(...(result.embeddings[0] ?? []))).toBeCloseTo(1, 10);
    expect(usages).toEqual([{ inputTokens: 4, outputTokens: 0, modelType: 'embedding' }]);
  });

  it('reranks documents, scores in the documents’ order', async () => {
    const result = await createLlmClient(local('rerank')).rerank('revenue growth', [
      'The office moved.',
      'Revenue growth was 12%.',
    ]);
    expect(result.scores).toEqual([0, 1]);
    expect(server.requests.at(-1)?.body).toMatchObject({ model: 'local-model', top_n: 2 });
  });

  it('speaks through /audio/speech', async () => {
    const result = await createLlmClient(local('tts')).speak({ text: 'OK', voice: 'alloy' });
    expect(Buffer.from(result.audio).subarray(0, 4).toString()).toBe('RIFF');
  });

  it('tests each model type with a real minimal request', async () => {
    for (const type of ['chat', 'image2text', 'embedding', 'rerank', 'tts'] as const) {
      const result = await testConnection(createLlmClient(local(type)));
      expect(result.sample, type).not.toBe('');
    }
  });
});

describe('provider failures become catalogue codes', () => {
  const chat = (overrides: Partial<TLlmConnection> = {}, timeoutMs?: number) =>
    createLlmClient(connection(overrides), timeoutMs ? { timeoutMs } : {}).chat({
      messages: [{ role: 'user', content: 'hi' }],
    });
  const openAiError = (status: number, message: string, code: string | null = null) => ({
    error: { status, body: { error: { message, type: 'invalid_request_error', code } } },
  });

  it.each([
    [openAiError(429, 'Rate limit reached for requests'), 'LLM_RATE_LIMITED'],
    [openAiError(429, 'You exceeded your current quota', 'insufficient_quota'), 'LLM_QUOTA_EXCEEDED'],
    [
      openAiError(400, "This model's maximum context length is 8192 tokens", 'context_length_exceeded'),
      'LLM_CONTEXT_TOO_LONG',
    ],
    [openAiError(404, 'The model `gpt-x` does not exist', 'model_not_found'), 'LLM_MODEL_NOT_FOUND'],
    [openAiError(503, 'overloaded'), 'LLM_UNREACHABLE'],
    [{ rawBody: '<html><body>Welcome to nginx</body></html>' }, 'LLM_BAD_RESPONSE'],
  ] as const)('%j → %s', async (reply, code) => {
    server.script(reply);
    expect((await failure(chat())).code).toBe(code);
  });

  it('a refused key, in its own words never', async () => {
    const error = await failure(chat({ apiKey: 'sk-wrong-key-9999' }));
    expect(error.code).toBe('LLM_AUTH_FAILED');
    expect(error.params).toEqual({ provider: 'OpenAI' });
  });

  it('another refusal keeps the provider’s words, without the key', async () => {
    server.script(openAiError(400, `Invalid value for temperature; key ${KEY} was used`));
    const error = await failure(chat());
    expect(error.code).toBe('LLM_REQUEST_REJECTED');
    expect(error.params.detail).toBe('Invalid value for temperature; key [redacted] was used');
  });

  it('a refusal that is not a JSON error says only its status, never the body', async () => {
    server.script({ error: { status: 400, body: 'internal admin page: secret-token=abc' } });
    const error = await failure(chat());
    expect(error.params.detail).toBe('HTTP 400');
  });

  it('nobody listening is unreachable, naming the address', async () => {
    const closed = await startMockProviderServer();
    await closed.close();
    const error = await failure(chat({ baseUrl: `${closed.url}/v1` }));
    expect(error.code).toBe('LLM_UNREACHABLE');
    expect(error.params.url).toBe(`${closed.url}/v1`);
  });

  it('a stream gone quiet times out; the provider sees the request closed', async () => {
    server.script({ text: ['one ', 'two'], stallAfter: 1 });
    const client = createLlmClient(connection(), { timeoutMs: 300 });
    const events: TChatEvent[] = [];
    const error = await (async () => {
      for await (const event of client.streamChat({ messages: [{ role: 'user', content: 'hi' }] })) events.push(event);
    })().catch((caught: unknown) => caught);
    expect((error as LlmError).code).toBe('LLM_TIMEOUT');
    expect(events).toEqual([{ type: 'text', delta: 'one ' }]);
    await expect.poll(() => server.requests.at(-1)?.isAborted).toBe(true);
  });

  it('stop aborts the provider’s request mid-stream', async () => {
    server.script({ text: ['a', 'b', 'c', 'd', 'e', 'f'], chunkDelayMs: 30 });
    const { events, error } = await streamAndStop(createLlmClient(connection()), 2);
    expect(error).toBeInstanceOf(LlmAbortedError);
    expect(events.length).toBeLessThan(6);
    await expect.poll(() => server.requests.at(-1)?.isAborted).toBe(true);
  });
});

describe('listModels', () => {
  it('lists what an OpenAI-compatible server serves', async () => {
    const { listModels } = await import('./list-models.js');
    expect(await listModels({ factory: 'Ollama', baseUrl: `${server.url}/v1`, apiKey: KEY })).toEqual(['mock-chat']);
    expect(server.requests.at(-1)?.path).toBe('/v1/models');
    const closed = await startMockProviderServer();
    await closed.close();
    await expect(listModels({ factory: 'Ollama', baseUrl: `${closed.url}/v1` })).rejects.toMatchObject({
      code: 'LLM_UNREACHABLE',
    });
  });
});
