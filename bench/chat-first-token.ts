import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startAppServer } from '../apps/server/src/test/spawn-server.js';
import { startTestApp } from '../apps/server/src/test/test-app.js';
import { createPostgresDatabase } from '../apps/server/src/test/test-database.js';
import { CONVERSATION_LIMITS, type TChatStreamEvent, type TConversation } from '../packages/contract/src/index.js';
import { startMockProviderServer, type TMockProviderServer } from '../packages/llm/src/testing/index.js';
import { caller, tempUser } from './status-latency.js';

const PACK_DIR = fileURLToPath(new URL('../../shared/data/pack/', import.meta.url));
const KEY = 'sk-bench-0123456789';
/** The provider's own delay before its first token. */
const PROVIDER_DELAY_MS = 50;
const ROUNDS = 40;
const OPEN_STREAMS = 100;

/**
 * The chat's first token (issue 15): the real server (`npm start`, on PGlite and on PostgreSQL) in
 * front of the local provider, which waits `PROVIDER_DELAY_MS` before answering. The provider's own
 * first token is timed by calling it directly (the same streamed request); through our server, from
 * the POST of `conversation/completion` to its first `delta` event (auth, the model's lookup, the
 * conversation's claim and history, the SDK's request). Our overhead is the difference of the
 * medians (goal < 20 ms). Then the memory each open stream holds in the server.
 */
export async function benchChatFirstToken(): Promise<void> {
  for (const kind of ['pglite', 'postgres'] as const) await firstToken(kind);
  await openStreamsMemory();
}

async function firstToken(kind: 'pglite' | 'postgres'): Promise<void> {
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const provider = await startMockProviderServer({ apiKey: KEY });
  const server = await startAppServer({
    ...(database && { databaseUrl: database.url }),
    env: { MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' },
  });
  try {
    const call = caller(server.baseUrl);
    const token = await tempUser(server.baseUrl);
    await call('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'OpenAI',
        llm_name: 'bench',
        model_type: 'chat',
        base_url: `${provider.url}/v1`,
        api_key: KEY,
      },
    });
    await call('POST', '/v1/user/set_tenant_info', { token, body: { llm_id: 'bench@OpenAI' } });
    const conversation = await call<TConversation>('POST', '/v1/conversation/set', { token, body: {} });

    const direct: number[] = [];
    const ours: number[] = [];
    for (let round = 0; round < ROUNDS + 5; round++) {
      provider.script({ text: ['Hello', ' world'], delayMs: PROVIDER_DELAY_MS });
      const providerMs = await providerFirstToken(provider);
      provider.script({ text: ['Hello', ' world'], delayMs: PROVIDER_DELAY_MS });
      const serverMs = await serverFirstToken(server.baseUrl, token, conversation.id);
      if (round >= 5) {
        direct.push(providerMs);
        ours.push(serverMs);
      }
    }
    const added = median(ours) - median(direct);
    console.info(`chat first token (issue 15) on ${kind}, provider delay ${PROVIDER_DELAY_MS} ms, ${ROUNDS} rounds:`);
    console.info(`  provider alone:  p50 ${fmt(median(direct))}, p95 ${fmt(quantile(direct, 0.95))}`);
    console.info(`  through server:  p50 ${fmt(median(ours))}, p95 ${fmt(quantile(ours, 0.95))}`);
    console.info(
      `  added by server: ${fmt(added)} at the median (goal < 20 ms), ${fmt(quantile(ours, 0.1) - quantile(direct, 0.1))} at p10 ` +
        '(the machine’s other load moves the median)',
    );
  } finally {
    await server.stop();
    await provider.close();
    await database?.drop();
  }
}

async function providerFirstToken(provider: TMockProviderServer): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${provider.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  const ms = await untilFirst(response, (data) => data.includes('"content":"Hello"'), started);
  return ms;
}

async function serverFirstToken(baseUrl: string, token: string, conversationId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/v1/conversation/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ conversation_id: conversationId, content: 'hi' }),
  });
  return untilFirst(response, (data) => (JSON.parse(data) as TChatStreamEvent).type === 'delta', started);
}

/** Reads the stream to its end; the time at which the first `data:` matching `isFirst` arrived. */
async function untilFirst(response: Response, isFirst: (data: string) => boolean, started: number): Promise<number> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no stream: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let first = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer.slice(0, end).replace(/^data: /, '');
      buffer = buffer.slice(end + 2);
      if (Number.isNaN(first) && data !== '[DONE]' && isFirst(data)) first = performance.now() - started;
    }
  }
  if (Number.isNaN(first)) throw new Error('no first token');
  return first;
}

/**
 * Memory per open stream, in this process with the server built in (`startTestApp`, PGlite): the
 * heap and buffers after a full collection with `OPEN_STREAMS` replies open through the server,
 * less the same number of streams opened to the provider directly (the client's and provider's
 * share of each), divided by the count.
 */
async function openStreamsMemory(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const provider = await startMockProviderServer({ apiKey: KEY });
  const t = await startTestApp({ rateLimits: { tempUserPerIp: { limit: 10_000, windowMs: 3_600_000 } } });
  try {
    const call = caller(t.baseUrl);
    // A user streams at most `streamsPerUser` replies at once: the streams are spread over users.
    const perUser = CONVERSATION_LIMITS.streamsPerUser;
    const opens: { token: string; id: string }[] = [];
    while (opens.length < OPEN_STREAMS) {
      const token = await chatUser(call, t.baseUrl, provider);
      for (let i = 0; i < perUser && opens.length < OPEN_STREAMS; i++) {
        opens.push({ token, id: (await call<TConversation>('POST', '/v1/conversation/set', { token, body: {} })).id });
      }
    }
    const ids = opens.map((open) => open.id);
    const stalled = () => ({ text: ['Hello', ' never', ' ends'], stallAfter: 1 });
    // Warm both paths once, so that code loaded on first use is not counted.
    provider.script(stalled(), stalled());
    await (await openStreams(1, () => directStream(provider))).close();
    await (await openStreams(1, () => serverStream(t.baseUrl, opens[0]?.token ?? '', ids[0] ?? ''))).close();

    const measure = async (open: () => Promise<{ close(): Promise<void> }>) => {
      const before = settledBytes(gc);
      const streams = await open();
      const during = settledBytes(gc);
      await streams.close();
      return during - before;
    };
    provider.script(...ids.map(stalled));
    const direct = await measure(() => openStreams(OPEN_STREAMS, () => directStream(provider)));
    provider.script(...ids.map(stalled));
    let index = 0;
    const through = await measure(() =>
      openStreams(OPEN_STREAMS, () => serverStream(t.baseUrl, opens[index]?.token ?? '', opens[index++]?.id ?? '')),
    );
    const perStream = (through - direct) / OPEN_STREAMS;
    console.info(
      `  memory per open stream (${OPEN_STREAMS} open at once, after GC): ${(perStream / 1024).toFixed(0)} kB in the server ` +
        `(${mb(through)} through it, less ${mb(direct)} for the same streams straight to the provider)`,
    );
  } finally {
    await t.close();
    await provider.close();
  }
}

/** A new temporary user whose default chat model is the local provider's. */
async function chatUser(call: ReturnType<typeof caller>, baseUrl: string, provider: TMockProviderServer) {
  const token = await tempUser(baseUrl);
  await call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: 'OpenAI',
      llm_name: 'bench',
      model_type: 'chat',
      base_url: `${provider.url}/v1`,
      api_key: KEY,
    },
  });
  await call('POST', '/v1/user/set_tenant_info', { token, body: { llm_id: 'bench@OpenAI' } });
  return token;
}

/** Heap, buffers and external memory after a full collection. */
function settledBytes(gc: () => void): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/** Opens `count` streams at once and waits until each has its first token. */
async function openStreams(count: number, open: () => { signal: AbortController; response: Promise<Response> }) {
  const opened = Array.from({ length: count }, open);
  await Promise.all(
    opened.map(async ({ response }) => {
      const reader = (await response).body?.getReader();
      let text = '';
      while (!/"type":"delta"|"content":"Hello"/.test(text)) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) throw new Error('stream ended before its first token');
        text += new TextDecoder().decode(value);
      }
    }),
  );
  return {
    async close() {
      for (const { signal } of opened) signal.abort();
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}

function directStream(provider: TMockProviderServer) {
  const signal = new AbortController();
  const response = fetch(`${provider.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    signal: signal.signal,
  });
  return { signal, response };
}

function serverStream(baseUrl: string, token: string, conversationId: string) {
  const signal = new AbortController();
  const response = fetch(`${baseUrl}/v1/conversation/completion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ conversation_id: conversationId, content: 'hi' }),
    signal: signal.signal,
  });
  return { signal, response };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChatFirstToken();
