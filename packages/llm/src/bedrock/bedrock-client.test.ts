import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, type TChatEvent, type TLlmUsage } from '../client.js';
import type { TLlmConnection } from '../connection.js';
import { LlmAbortedError, LlmError } from '../errors.js';
import { tool } from '../index.js';
import { streamAndStop } from '../stream-and-stop.test-helper.js';
import { testConnection } from '../test-connection.js';
import { startMockProviderServer, type TMockProviderServer } from '../testing/mock-provider-server.js';

// The real client against the local test server's Bedrock runtime, which checks every request's
// SigV4 signature with its own copy of the secret and streams real event-stream frames.
const AWS = {
  accessKeyId: 'AKIATESTBEDROCK01',
  secretAccessKey: 'bedrock/secret+key/0123456789abcdefEXAMPLE',
  region: 'eu-central-1',
};
const MODEL = 'anthropic.claude-3-5-haiku-20241022-v1:0';
let server: TMockProviderServer;
beforeAll(async () => {
  server = await startMockProviderServer({ aws: AWS });
});
afterAll(() => server.close());

function connection(overrides: Partial<TLlmConnection> = {}): TLlmConnection {
  return {
    factory: 'Bedrock',
    model: MODEL,
    modelType: 'chat',
    baseUrl: server.url,
    region: AWS.region,
    accessKey: AWS.accessKeyId,
    secretKey: AWS.secretAccessKey,
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

const drain = (events: AsyncIterable<TChatEvent>) => failure(collect(events));

describe('chat on Amazon Bedrock (Converse API, SigV4)', () => {
  it('streams a reply from event-stream frames, with usage; the request is signed for bedrock in the region', async () => {
    server.script({ text: ['Free ', 'cash ', 'flow, 你好'], usage: { input: 30, output: 4 } });
    const usages: TLlmUsage[] = [];
    const client = createLlmClient(connection(), { onUsage: (usage) => usages.push(usage) });
    const events = await collect(
      client.streamChat({
        system: 'You are a valuation assistant.',
        messages: [{ role: 'user', content: 'What is FCF?' }],
        maxOutputTokens: 200,
        temperature: 0.2,
      }),
    );
    expect(events.filter((event) => event.type === 'text').map((event) => event.delta)).toEqual([
      'Free ',
      'cash ',
      'flow, 你好',
    ]);
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 30, outputTokens: 4 },
    });
    expect(usages).toEqual([{ inputTokens: 30, outputTokens: 4, modelType: 'chat' }]);
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/model/anthropic.claude-3-5-haiku-20241022-v1%3A0/converse-stream');
    expect(sent?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTBEDROCK01\/\d{8}\/eu-central-1\/bedrock\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(sent?.body).toEqual({
      messages: [{ role: 'user', content: [{ text: 'What is FCF?' }] }],
      system: [{ text: 'You are a valuation assistant.' }],
      inferenceConfig: { maxTokens: 200, temperature: 0.2 },
    });
  });

  it('calls a tool, sends its result back as the user’s toolResult and streams the answer', async () => {
    server.script(
      { toolCalls: [{ name: 'get_wacc', arguments: { ticker: 'NVDA' } }] },
      { text: ['NVDA’s WACC is ', '9.4%.'] },
    );
    const getWacc = tool({
      description: 'The WACC of a model',
      inputSchema: z.object({ ticker: z.string() }),
      execute: async ({ ticker }) => ({ ticker, wacc: 0.094 }),
    });
    const events = await collect(
      createLlmClient(connection()).streamChat({
        messages: [{ role: 'user', content: 'What is NVDA’s WACC?' }],
        tools: { get_wacc: getWacc },
        maxSteps: 2,
      }),
    );
    expect(events.find((event) => event.type === 'tool-call')).toEqual({
      type: 'tool-call',
      toolCallId: 'tooluse_0',
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
    const first = server.requests.at(-2)?.body;
    expect(first?.toolConfig).toEqual({
      tools: [
        {
          toolSpec: {
            name: 'get_wacc',
            description: 'The WACC of a model',
            inputSchema: { json: expect.objectContaining({ type: 'object', required: ['ticker'] }) },
          },
        },
      ],
      toolChoice: { auto: {} },
    });
    expect(server.requests.at(-1)?.body.messages).toEqual([
      { role: 'user', content: [{ text: 'What is NVDA’s WACC?' }] },
      {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 'tooluse_0', name: 'get_wacc', input: { ticker: 'NVDA' } } }],
      },
      {
        role: 'user',
        content: [
          {
            toolResult: {
              toolUseId: 'tooluse_0',
              content: [{ json: { ticker: 'NVDA', wacc: 0.094 } }],
              status: 'success',
            },
          },
        ],
      },
    ]);
  });

  it('answers a whole reply (converse) with its tool calls', async () => {
    server.script({ text: ['Looking it up.'], toolCalls: [{ name: 'search_company', arguments: { query: 'Apple' } }] });
    const reply = await createLlmClient(connection()).chat({
      messages: [{ role: 'user', content: 'Find Apple' }],
      tools: { search_company: tool({ inputSchema: z.object({ query: z.string() }) }) },
    });
    expect(reply.text).toBe('Looking it up.');
    expect(reply.toolCalls).toEqual([
      { toolCallId: 'tooluse_0', toolName: 'search_company', input: { query: 'Apple' } },
    ]);
    expect(reply.finishReason).toBe('tool-calls');
    expect(server.requests.at(-1)?.path).toBe('/model/anthropic.claude-3-5-haiku-20241022-v1%3A0/converse');
  });

  it('sends images as bytes with their format', async () => {
    server.script({ text: ['Red.'] });
    const reply = await createLlmClient(connection({ modelType: 'image2text' })).describeImage({
      image: new Uint8Array([1, 2, 3]),
      mediaType: 'image/png',
      prompt: 'Describe',
    });
    expect(reply.text).toBe('Red.');
    expect(server.requests.at(-1)?.body.messages).toEqual([
      { role: 'user', content: [{ text: 'Describe' }, { image: { format: 'png', source: { bytes: 'AQID' } } }] },
    ]);
  });

  it('embeds with Titan through InvokeModel, in order, counting tokens', async () => {
    const client = createLlmClient(connection({ model: 'amazon.titan-embed-text-v2:0', modelType: 'embedding' }));
    const result = await client.embed(['revenue growth', 'operating margin expansion', 'revenue growth']);
    expect(result.embeddings).toHaveLength(3);
    expect(result.embeddings[0]).toEqual(result.embeddings[2]);
    expect(result.embeddings[0]).not.toEqual(result.embeddings[1]);
    expect(result.usage).toEqual({ inputTokens: 7, outputTokens: 0 });
    expect(server.requests.at(-1)?.path).toBe('/model/amazon.titan-embed-text-v2%3A0/invoke');
  });

  it('tests a chat connection with a real request', async () => {
    server.script({ text: ['OK'] });
    await expect(testConnection(createLlmClient(connection()))).resolves.toMatchObject({ sample: 'OK' });
  });

  it('stop aborts the provider’s request mid-stream', async () => {
    server.script({ text: ['a', 'b', 'c', 'd', 'e', 'f'], chunkDelayMs: 30 });
    const { events, error } = await streamAndStop(createLlmClient(connection()), 2);
    expect(error).toBeInstanceOf(LlmAbortedError);
    expect(events.length).toBeLessThan(6);
    await expect.poll(() => server.requests.at(-1)?.isAborted).toBe(true);
  });
});

describe('Bedrock failures become catalogue codes', () => {
  it('a wrong secret fails the signature check: auth failed, the secret never repeated', async () => {
    const error = await drain(
      createLlmClient(connection({ secretKey: 'not-the-secret' })).streamChat({
        messages: [{ role: 'user', content: 'hi' }],
      }),
    );
    expect(error.code).toBe('LLM_AUTH_FAILED');
    expect(error.providerStatus).toBe(403);
    expect(JSON.stringify(error.params)).not.toContain('not-the-secret');
  });

  it('an unknown access key, or signed for another region, is auth failed too', async () => {
    const unknown = await failure(
      createLlmClient(connection({ accessKey: 'AKIAUNKNOWN' })).chat({ messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(unknown.code).toBe('LLM_AUTH_FAILED');
    const region = await failure(
      createLlmClient(connection({ region: 'us-east-1' })).chat({ messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(region.code).toBe('LLM_AUTH_FAILED');
  });

  it('ThrottlingException is rate limited; a too-long input is context too long; 5xx unreachable', async () => {
    server.script(
      {
        error: {
          status: 429,
          type: 'ThrottlingException',
          body: { message: 'Too many requests, please wait before trying again.' },
        },
      },
      {
        error: {
          status: 400,
          type: 'ValidationException',
          body: { message: 'Input is too long for requested model.' },
        },
      },
      { error: { status: 503, type: 'ServiceUnavailableException', body: { message: 'Service unavailable' } } },
      {
        error: {
          status: 400,
          type: 'ValidationException',
          body: { message: 'The provided model identifier is invalid.' },
        },
      },
      {
        error: {
          status: 400,
          type: 'ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/',
          body: {
            message:
              'A conversation must start with a user message. Try again with a conversation that starts with a user message.',
          },
        },
      },
    );
    const chat = () => createLlmClient(connection()).chat({ messages: [{ role: 'user', content: 'hi' }] });
    expect((await failure(chat())).code).toBe('LLM_RATE_LIMITED');
    expect((await failure(chat())).code).toBe('LLM_CONTEXT_TOO_LONG');
    const unreachable = await failure(chat());
    expect(unreachable.code).toBe('LLM_UNREACHABLE');
    expect(unreachable.params.url).toBe(server.url);
    expect(await failure(chat())).toMatchObject({ code: 'LLM_MODEL_NOT_FOUND', params: { model: MODEL } });
    expect(await failure(chat())).toMatchObject({
      code: 'LLM_REQUEST_REJECTED',
      params: { detail: expect.stringMatching(/^A conversation must start with a user message/) },
    });
  });

  it('a throttlingException inside the stream is rate limited after the text already sent', async () => {
    server.script({
      text: ['Partial '],
      streamException: { type: 'throttlingException', message: 'Too many tokens, please wait.' },
    });
    const events: TChatEvent[] = [];
    const error = await (async () => {
      for await (const event of createLlmClient(connection()).streamChat({
        messages: [{ role: 'user', content: 'hi' }],
      })) {
        events.push(event);
      }
    })().catch((caught: unknown) => caught);
    expect((error as LlmError).code).toBe('LLM_RATE_LIMITED');
    expect(events).toEqual([{ type: 'text', delta: 'Partial ' }]);
  });

  it('a stream gone quiet times out; Bedrock sees the request closed', async () => {
    server.script({ text: ['one ', 'two'], stallAfter: 1 });
    const events: TChatEvent[] = [];
    const error = await (async () => {
      for await (const event of createLlmClient(connection(), { timeoutMs: 300 }).streamChat({
        messages: [{ role: 'user', content: 'hi' }],
      })) {
        events.push(event);
      }
    })().catch((caught: unknown) => caught);
    expect((error as LlmError).code).toBe('LLM_TIMEOUT');
    expect(events).toEqual([{ type: 'text', delta: 'one ' }]);
    await expect.poll(() => server.requests.at(-1)?.isAborted).toBe(true);
  });

  it('an answer that is not the protocol is a bad response', async () => {
    server.script({ rawBody: '<html>Sign in</html>' }, { rawBody: '<html>Sign in</html>' });
    const stream = await drain(
      createLlmClient(connection()).streamChat({ messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(stream.code).toBe('LLM_BAD_RESPONSE');
    const whole = await failure(createLlmClient(connection()).chat({ messages: [{ role: 'user', content: 'hi' }] }));
    expect(whole.code).toBe('LLM_BAD_RESPONSE');
  });
});
