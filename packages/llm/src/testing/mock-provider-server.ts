import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tool call the scripted model makes; `arguments` is sent as JSON, split over several deltas. */
export type TScriptedToolCall = { name: string; arguments: Record<string, unknown> };

/**
 * One scripted answer to the next chat request (OpenAI or Anthropic protocol). Without a script the
 * server answers `OK`.
 */
export type TScriptedReply = {
  /** The reply's text, one streamed delta per piece. */
  text?: string[];
  toolCalls?: TScriptedToolCall[];
  usage?: { input: number; output: number };
  /** Answer with this HTTP status and JSON body instead (the provider's own error shape). */
  error?: { status: number; body: unknown };
  /** A 200 answer that is not the protocol (e.g. an HTML page from a wrong base URL). */
  rawBody?: string;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Wait this long between streamed deltas. */
  chunkDelayMs?: number;
  /** Send this many text deltas, then go quiet until the client gives up. */
  stallAfter?: number;
};

/** A request the server received: what the real SDK clients sent. */
export type TRecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** True when the client closed the connection before the answer ended (stop, timeout). */
  isAborted: boolean;
};

export type TMockProviderServer = {
  /** e.g. `http://127.0.0.1:41234`; the OpenAI base URL is `${url}/v1`. */
  url: string;
  requests: TRecordedRequest[];
  /** Queues replies for the next chat requests, in order. */
  script(...replies: TScriptedReply[]): void;
  close(): Promise<void>;
};

/**
 * A local model provider for tests: OpenAI's chat completions (with SSE streaming, tool calls and
 * usage), embeddings, `/audio/speech`, `/models`, the Cohere/Jina `/rerank`, Azure's deployment
 * paths, and Anthropic's messages API (with its SSE events). With `apiKey`, requests must carry it
 * (`Authorization: Bearer`, Anthropic's `x-api-key` or Azure's `api-key`), or get the provider's 401.
 * `/token` is an OAuth token endpoint answering `accessToken` (Vertex AI's service-account
 * exchange), or `invalid_grant` without one; Vertex's `…/endpoints/openapi` paths are served too.
 */
export async function startMockProviderServer(
  options: { apiKey?: string; accessToken?: string } = {},
): Promise<TMockProviderServer> {
  const queue: TScriptedReply[] = [];
  const requests: TRecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const text = await readBody(request);
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
    const body = isForm
      ? Object.fromEntries(new URLSearchParams(text))
      : text
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
    const record: TRecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      isAborted: false,
    };
    requests.push(record);
    response.on('close', () => {
      if (!response.writableFinished) record.isAborted = true;
    });
    // An OAuth token endpoint (RFC 7523 JWT bearer), as Google's for service accounts: the test checks the assertion.
    if (url.pathname === '/token') {
      return options.accessToken
        ? sendJson(response, 200, { access_token: options.accessToken, expires_in: 3599, token_type: 'Bearer' })
        : sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const isAnthropic = url.pathname.endsWith('/messages');
    if (options.apiKey !== undefined && presentedKey(request) !== options.apiKey) {
      return sendJson(
        response,
        401,
        isAnthropic
          ? anthropicError('authentication_error', 'invalid x-api-key')
          : {
              error: {
                message: 'Incorrect API key provided: sk-t***',
                type: 'invalid_request_error',
                code: 'invalid_api_key',
              },
            },
      );
    }
    const path = url.pathname
      .replace(/^\/openai\/deployments\/[^/]+/, '/v1')
      .replace(/^\/v1\/projects\/[^/]+\/locations\/[^/]+\/endpoints\/openapi/, '/v1');
    if (path === '/v1/models' && request.method === 'GET') {
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: 'mock-chat', object: 'model', owned_by: 'intrinsic' }],
      });
    }
    if (path === '/v1/embeddings') return sendJson(response, 200, embeddings(body));
    if (path === '/v1/rerank') return sendJson(response, 200, rerank(body));
    if (path === '/v1/audio/speech') {
      response.writeHead(200, { 'content-type': 'audio/wav' });
      return void response.end(silentWav());
    }
    if (path === '/v1/chat/completions' || isAnthropic) {
      const reply = queue.shift() ?? { text: ['OK'] };
      if (reply.delayMs) await sleep(reply.delayMs);
      if (reply.error) return sendJson(response, reply.error.status, reply.error.body);
      if (reply.rawBody !== undefined) {
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end(reply.rawBody);
      }
      const isStream = body.stream === true;
      if (isAnthropic)
        return isStream
          ? anthropicStream(response, reply, body)
          : sendJson(response, 200, anthropicMessage(reply, body));
      return isStream ? openAiStream(response, reply, body) : sendJson(response, 200, openAiCompletion(reply, body));
    }
    sendJson(response, 404, { error: { message: `Unknown path ${url.pathname}`, type: 'invalid_request_error' } });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function presentedKey(request: IncomingMessage): string | undefined {
  const bearer = request.headers.authorization?.replace(/^Bearer /, '');
  return (
    bearer ?? (request.headers['x-api-key'] as string | undefined) ?? (request.headers['api-key'] as string | undefined)
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function usageOf(reply: TScriptedReply) {
  return reply.usage ?? { input: 12, output: (reply.text ?? []).length + (reply.toolCalls?.length ?? 0) * 5 };
}

/** A tool call's JSON arguments in two pieces, as real providers split them. */
function argumentPieces(call: TScriptedToolCall): string[] {
  const json = JSON.stringify(call.arguments);
  const half = Math.floor(json.length / 2);
  return [json.slice(0, half), json.slice(half)];
}

function openAiCompletion(reply: TScriptedReply, body: Record<string, unknown>) {
  const usage = usageOf(reply);
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: `call_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: body.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: (reply.text ?? []).join(''),
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

async function openAiStream(
  response: ServerResponse,
  reply: TScriptedReply,
  body: Record<string, unknown>,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1_700_000_000, model: body.model };
  const send = (chunk: unknown) => response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  let sent = 0;
  for (const piece of reply.text ?? []) {
    if (response.destroyed) return;
    if (reply.stallAfter !== undefined && sent >= reply.stallAfter) return; // quiet until the client leaves
    send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    sent += 1;
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
  }
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    const [first, second] = argumentPieces(call);
    const start = { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: first } };
    send({ ...base, choices: [{ index: 0, delta: { tool_calls: [start] }, finish_reason: null }] });
    send({
      ...base,
      choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: second } }] }, finish_reason: null }],
    });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: reply.toolCalls?.length ? 'tool_calls' : 'stop' }] });
  const options = body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage) {
    const usage = usageOf(reply);
    send({
      ...base,
      choices: [],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    });
  }
  response.end('data: [DONE]\n\n');
}

function anthropicError(type: string, message: string) {
  return { type: 'error', error: { type, message } };
}

function anthropicMessage(reply: TScriptedReply, body: Record<string, unknown>) {
  const usage = usageOf(reply);
  const content = [
    ...((reply.text ?? []).length ? [{ type: 'text', text: (reply.text ?? []).join('') }] : []),
    ...(reply.toolCalls ?? []).map((call, index) => ({
      type: 'tool_use',
      id: `toolu_${index}`,
      name: call.name,
      input: call.arguments,
    })),
  ];
  return {
    id: 'msg_mock',
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: reply.toolCalls?.length ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

async function anthropicStream(
  response: ServerResponse,
  reply: TScriptedReply,
  body: Record<string, unknown>,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const usage = usageOf(reply);
  send('message_start', {
    type: 'message_start',
    message: {
      id: 'msg_mock',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: 1 },
    },
  });
  let block = 0;
  if ((reply.text ?? []).length) {
    send('content_block_start', {
      type: 'content_block_start',
      index: block,
      content_block: { type: 'text', text: '' },
    });
    let sent = 0;
    for (const piece of reply.text ?? []) {
      if (response.destroyed) return;
      if (reply.stallAfter !== undefined && sent >= reply.stallAfter) return;
      send('content_block_delta', {
        type: 'content_block_delta',
        index: block,
        delta: { type: 'text_delta', text: piece },
      });
      sent += 1;
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    send('content_block_stop', { type: 'content_block_stop', index: block });
    block += 1;
  }
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    send('content_block_start', {
      type: 'content_block_start',
      index: block,
      content_block: { type: 'tool_use', id: `toolu_${index}`, name: call.name, input: {} },
    });
    for (const piece of argumentPieces(call)) {
      send('content_block_delta', {
        type: 'content_block_delta',
        index: block,
        delta: { type: 'input_json_delta', partial_json: piece },
      });
    }
    send('content_block_stop', { type: 'content_block_stop', index: block });
    block += 1;
  }
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: reply.toolCalls?.length ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: usage.output },
  });
  send('message_stop', { type: 'message_stop' });
  response.end();
}

/** Deterministic vectors: each text's words hashed into `dimensions` buckets, normalized. */
function embeddings(body: Record<string, unknown>) {
  const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
  const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 8;
  let tokens = 0;
  const data = input.map((text, index) => {
    const vector = new Array<number>(dimensions).fill(0);
    const words = text.toLowerCase().split(/\W+/).filter(Boolean);
    tokens += words.length;
    for (const word of words) {
      let hash = 0;
      for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
      vector[hash % dimensions] = (vector[hash % dimensions] ?? 0) + 1;
    }
    const norm = Math.hypot(...vector) || 1;
    return { object: 'embedding', index, embedding: vector.map((value) => value / norm) };
  });
  return { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } };
}

/** Scores each document by the share of the query's words it holds. */
function rerank(body: Record<string, unknown>) {
  const query = String(body.query ?? '')
    .toLowerCase()
    .split(/\W+/)
    .filter(Boolean);
  const documents = (body.documents as string[] | undefined) ?? [];
  const results = documents
    .map((document, index) => {
      const words = new Set(document.toLowerCase().split(/\W+/));
      const hits = query.filter((word) => words.has(word)).length;
      return { index, relevance_score: query.length ? hits / query.length : 0 };
    })
    .sort((a, b) => b.relevance_score - a.relevance_score);
  return { id: 'rerank-mock', results, usage: { prompt_tokens: query.length + documents.length } };
}

/** 0.1 s of silence as a 16-bit mono 8 kHz WAV file. */
function silentWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}
