import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMessage } from '../bedrock/event-stream.js';
import { verifyRequest } from '../bedrock/sigv4.js';

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
  /** Answer with this HTTP status and JSON body instead (the provider's own error shape); `type` is Bedrock's `x-amzn-ErrorType`. */
  error?: { status: number; body: unknown; type?: string };
  /** Bedrock: after the text, an `exception` message in the event stream (e.g. `throttlingException`). */
  streamException?: { type: string; message: string };
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

/**
 * A reply written from the request it answers (e.g. citing a passage of the prompt by the number the
 * server gave it), for answers a test cannot know in advance.
 */
export type TReplyFromRequest = (request: TRecordedRequest) => TScriptedReply;

export type TMockProviderServer = {
  /** e.g. `http://127.0.0.1:41234`; the OpenAI base URL is `${url}/v1`. */
  url: string;
  requests: TRecordedRequest[];
  /** Queues replies for the next chat requests, in order; a function is called with the request it answers. */
  script(...replies: (TScriptedReply | TReplyFromRequest)[]): void;
  close(): Promise<void>;
};

/**
 * A local model provider for tests: OpenAI's chat completions (with SSE streaming, tool calls and
 * usage), embeddings, `/audio/speech`, `/models`, the Cohere/Jina `/rerank`, Azure's deployment
 * paths, and Anthropic's messages API (with its SSE events). With `apiKey`, requests must carry it
 * (`Authorization: Bearer`, Anthropic's `x-api-key` or Azure's `api-key`), or get the provider's 401.
 * `/token` is an OAuth token endpoint answering `accessToken` (Vertex AI's service-account
 * exchange), or `invalid_grant` without one; Vertex's `…/endpoints/openapi` paths are served too.
 * With `aws`, Bedrock's runtime: `/model/{id}/converse` (JSON), `/converse-stream` (AWS event-stream
 * frames, each written in two pieces) and `/invoke` (Titan embeddings), every request's SigV4
 * signature checked with the server's own copy of the secret (403 `InvalidSignatureException` /
 * `UnrecognizedClientException` as AWS answers); a scripted `error.type` is sent as `x-amzn-ErrorType`.
 */
export async function startMockProviderServer(
  options: {
    apiKey?: string;
    accessToken?: string;
    /** Bedrock's runtime (`/model/{id}/converse`, `/converse-stream`, `/invoke`): requests must be SigV4-signed with this key for this region, service `bedrock`. */
    aws?: { accessKeyId: string; secretAccessKey: string; region: string };
  } = {},
): Promise<TMockProviderServer> {
  const queue: (TScriptedReply | TReplyFromRequest)[] = [];
  const requests: TRecordedRequest[] = [];
  const nextReply = (record: TRecordedRequest): TScriptedReply => {
    const next = queue.shift() ?? { text: ['OK'] };
    return typeof next === 'function' ? next(record) : next;
  };
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
    const bedrock = /^\/model\/([^/]+)\/(converse|converse-stream|invoke)$/.exec(url.pathname);
    if (bedrock) return handleBedrock(request, response, url, text, record, bedrock[2] ?? '');
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
      const reply = nextReply(record);
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

  /** Bedrock's runtime: checks the SigV4 signature as AWS does, then answers Converse (JSON or event stream) or Titan's InvokeModel. */
  async function handleBedrock(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    text: string,
    record: TRecordedRequest,
    action: string,
  ): Promise<void> {
    const { body } = record;
    const aws = options.aws;
    const awsError = (status: number, type: string, message: string) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
      });
      response.end(JSON.stringify({ message }));
    };
    if (!aws)
      return awsError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    const verified = verifyRequest(
      { method: request.method ?? 'POST', url, headers: request.headers, body: text },
      (id) => (id === aws.accessKeyId ? aws.secretAccessKey : undefined),
      { region: aws.region, service: 'bedrock' },
    );
    if (!verified.ok) {
      return verified.reason === 'unknown-key' || verified.reason === 'missing'
        ? awsError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.')
        : awsError(
            403,
            'InvalidSignatureException',
            'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
          );
    }
    if (action === 'invoke') {
      const vector = embeddings({ input: [String(body.inputText ?? '')], dimensions: body.dimensions }).data[0];
      return sendJson(response, 200, {
        embedding: vector?.embedding ?? [],
        inputTextTokenCount: String(body.inputText ?? '')
          .split(/\s+/)
          .filter(Boolean).length,
      });
    }
    const reply = nextReply(record);
    if (reply.delayMs) await sleep(reply.delayMs);
    if (reply.error) {
      response.writeHead(reply.error.status, {
        'content-type': 'application/json',
        ...(reply.error.type ? { 'x-amzn-errortype': reply.error.type } : {}),
      });
      return void response.end(JSON.stringify(reply.error.body));
    }
    if (reply.rawBody !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end(reply.rawBody);
    }
    return action === 'converse-stream'
      ? converseStream(response, reply)
      : sendJson(response, 200, converseAnswer(reply));
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

function converseAnswer(reply: TScriptedReply) {
  const usage = usageOf(reply);
  const content = [
    ...((reply.text ?? []).length ? [{ text: (reply.text ?? []).join('') }] : []),
    ...(reply.toolCalls ?? []).map((call, index) => ({
      toolUse: { toolUseId: `tooluse_${index}`, name: call.name, input: call.arguments },
    })),
  ];
  return {
    output: { message: { role: 'assistant', content } },
    stopReason: reply.toolCalls?.length ? 'tool_use' : 'end_turn',
    usage: { inputTokens: usage.input, outputTokens: usage.output, totalTokens: usage.input + usage.output },
    metrics: { latencyMs: 1 },
  };
}

/** Converse's stream in AWS event-stream frames, each frame written in two pieces as a network may cut it. */
async function converseStream(response: ServerResponse, reply: TScriptedReply): Promise<void> {
  response.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': 'mock' });
  const frame = (type: string, data: unknown) => {
    const bytes = encodeMessage(
      { ':event-type': type, ':content-type': 'application/json', ':message-type': 'event' },
      new TextEncoder().encode(JSON.stringify(data)),
    );
    const half = Math.floor(bytes.length / 2);
    response.write(bytes.subarray(0, half));
    response.write(bytes.subarray(half));
  };
  frame('messageStart', { role: 'assistant' });
  let block = 0;
  if ((reply.text ?? []).length) {
    let sent = 0;
    for (const piece of reply.text ?? []) {
      if (response.destroyed) return;
      if (reply.stallAfter !== undefined && sent >= reply.stallAfter) return;
      frame('contentBlockDelta', { contentBlockIndex: block, delta: { text: piece } });
      sent += 1;
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    frame('contentBlockStop', { contentBlockIndex: block });
    block += 1;
  }
  if (reply.streamException) {
    response.end(
      encodeMessage(
        {
          ':exception-type': reply.streamException.type,
          ':content-type': 'application/json',
          ':message-type': 'exception',
        },
        new TextEncoder().encode(JSON.stringify({ message: reply.streamException.message })),
      ),
    );
    return;
  }
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    frame('contentBlockStart', {
      contentBlockIndex: block,
      start: { toolUse: { toolUseId: `tooluse_${index}`, name: call.name } },
    });
    for (const piece of argumentPieces(call)) {
      frame('contentBlockDelta', { contentBlockIndex: block, delta: { toolUse: { input: piece } } });
    }
    frame('contentBlockStop', { contentBlockIndex: block });
    block += 1;
  }
  frame('messageStop', { stopReason: reply.toolCalls?.length ? 'tool_use' : 'end_turn' });
  const usage = usageOf(reply);
  frame('metadata', {
    usage: { inputTokens: usage.input, outputTokens: usage.output, totalTokens: usage.input + usage.output },
    metrics: { latencyMs: 1 },
  });
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
