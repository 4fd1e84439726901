// @vitest-environment node
import { conversationRoutes, researchRoutes, type TChatStreamEvent } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { sseEvent } from '../test/chat-api';
import { failure, startLocalApiServer, type TLocalApiServer } from '../test/local-api-server';
import { createApiClient } from './client';
import { ApiError, NetworkError } from './errors';
import { createMemoryStore, SessionStorage, STORAGE_KEYS } from './session-storage';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const INPUT = { conversationId: '00000000-0000-4000-8000-000000000001', content: 'Hi' };

function client(networkErrors: NetworkError[] = []) {
  const store = createMemoryStore();
  store.setItem(STORAGE_KEYS.authorization, 'Bearer t-1');
  return createApiClient({
    baseUrl: server?.url ?? '',
    storage: new SessionStorage(store),
    getLanguage: () => 'es',
    onNetworkError: (error) => networkErrors.push(error),
  });
}

async function collect(stream: AsyncGenerator<unknown>): Promise<unknown[]> {
  const events: unknown[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe('api.stream', () => {
  it('posts snake_case JSON with the token and language, and yields each event camelCase as it comes', async () => {
    const events: TChatStreamEvent[] = [
      { type: 'start', conversation_id: INPUT.conversationId, user_message_id: 'u', message_id: 'a', model: 'm@X' },
      { type: 'delta', text: 'Hola' },
      { type: 'done', message_id: 'a', finish_reason: 'stop' },
    ];
    server = await startLocalApiServer(() => ({
      stream: (writer) => {
        writer.write(`: keep-alive\n\n${sseEvent(events[0] as TChatStreamEvent)}`);
        for (const event of events.slice(1)) writer.write(sseEvent(event));
        writer.end();
      },
    }));
    const received = await collect(client().stream(conversationRoutes.completion, INPUT, new AbortController().signal));
    expect(received).toEqual([
      { type: 'start', conversationId: INPUT.conversationId, userMessageId: 'u', messageId: 'a', model: 'm@X' },
      { type: 'delta', text: 'Hola' },
      { type: 'done', messageId: 'a', finishReason: 'stop' },
    ]);
    const [request] = server.requests;
    expect(request?.body).toEqual({ conversation_id: INPUT.conversationId, content: 'Hi' });
    expect(request?.headers).toMatchObject({ authorization: 'Bearer t-1', 'accept-language': 'es' });
  });

  it('throws the error envelope sent before the stream as an ApiError', async () => {
    server = await startLocalApiServer(() => ({
      status: 400,
      body: failure(400, 'CONVERSATION_BUSY', 'Espera a que termine la respuesta anterior.'),
    }));
    const error = await collect(
      client().stream(conversationRoutes.completion, INPUT, new AbortController().signal),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'CONVERSATION_BUSY', status: 400 });
  });

  it('calls an event outside the contract a bad response', async () => {
    server = await startLocalApiServer(() => ({
      stream: (writer) => {
        writer.write('data: {"type":"delta"}\n\n');
        writer.end();
      },
    }));
    const networkErrors: NetworkError[] = [];
    const error = await collect(
      client(networkErrors).stream(conversationRoutes.completion, INPUT, new AbortController().signal),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(networkErrors.map((item) => item.reason)).toEqual(['bad_response']);
  });

  it('stops when aborted: the server sees the connection close, and no network error is reported', async () => {
    let hungUp = false;
    server = await startLocalApiServer(() => ({
      stream: async (writer) => {
        writer.write(sseEvent({ type: 'delta', text: 'one' }));
        await writer.hungUp;
        hungUp = true;
      },
    }));
    const networkErrors: NetworkError[] = [];
    const controller = new AbortController();
    const received: unknown[] = [];
    const error = await (async () => {
      for await (const event of client(networkErrors).stream(conversationRoutes.completion, INPUT, controller.signal)) {
        received.push(event);
        controller.abort();
      }
    })().catch((caught: unknown) => caught);
    expect(received).toEqual([{ type: 'delta', text: 'one' }]);
    expect((error as Error).name).toBe('AbortError');
    await expect.poll(() => hungUp).toBe(true);
    expect(networkErrors).toEqual([]);
  });
  it('sends a GET stream’s input as query parameters, with no body', async () => {
    const researchId = '00000000-0000-4000-8000-000000000002';
    const event = {
      seq: 4,
      state: 'searching',
      requirement_id: 'R1',
      query: 'NVDA data center revenue',
      depth: 0,
      calls_used: 3,
      call_budget: 60,
      at: '2026-11-20T09:30:00.000Z',
    };
    server = await startLocalApiServer(() => ({
      stream: (writer) => {
        writer.write(`data: ${JSON.stringify({ type: 'event', event })}\n\n`);
        writer.end();
      },
    }));
    const received = await collect(
      client().stream(researchRoutes.events, { researchId, after: 3 }, new AbortController().signal),
    );
    expect(received).toEqual([
      {
        type: 'event',
        event: {
          seq: 4,
          state: 'searching',
          requirementId: 'R1',
          query: 'NVDA data center revenue',
          depth: 0,
          callsUsed: 3,
          callBudget: 60,
          at: '2026-11-20T09:30:00.000Z',
        },
      },
    ]);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.body).toBeUndefined();
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ research_id: researchId, after: '3' });
    expect(request?.headers['content-type']).toBeUndefined();
  });
});
