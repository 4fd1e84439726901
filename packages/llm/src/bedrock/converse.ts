import {
  APICallError,
  type EmbeddingModelV3,
  InvalidResponseDataError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Content,
  type LanguageModelV3FinishReason,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
  type LanguageModelV3ToolResultOutput,
  type LanguageModelV3Usage,
  UnsupportedFunctionalityError,
} from '@ai-sdk/provider';
import type { TFetch } from '../providers.js';
import { decodeEventStream, EventStreamError, type TEventMessage } from './event-stream.js';
import { signRequest, type TAwsCredentials } from './sigv4.js';

/**
 * Amazon Bedrock's runtime API spoken directly: the Converse API (`POST /model/{modelId}/converse`
 * and `/converse-stream`, one request shape for every chat model on Bedrock) as an AI SDK v6
 * language model, and `InvokeModel` for Titan text embeddings. Every request is signed with AWS
 * Signature Version 4 (service `bedrock`); streamed replies come in AWS's event-stream framing.
 */

export type TBedrockSettings = {
  /** `https://bedrock-runtime.{region}.amazonaws.com`, or a VPC endpoint / test server. */
  baseUrl: string;
  region: string;
  credentials: TAwsCredentials;
  fetch: TFetch;
};

/** The runtime endpoint of a region. */
export function bedrockBaseUrl(region: string): string {
  return `https://bedrock-runtime.${region}.amazonaws.com`;
}

/** A Bedrock exception name (`x-amzn-ErrorType`, `__type`, an event's `:exception-type`) as an HTTP status. */
const EXCEPTION_STATUS: Record<string, number> = {
  accessdeniedexception: 403,
  unrecognizedclientexception: 403,
  invalidsignatureexception: 403,
  expiredtokenexception: 403,
  throttlingexception: 429,
  servicequotaexceededexception: 429,
  validationexception: 400,
  resourcenotfoundexception: 404,
  modeltimeoutexception: 408,
  modelnotreadyexception: 503,
  serviceunavailableexception: 503,
  internalserverexception: 500,
  modelstreamerrorexception: 500,
  modelerrorexception: 500,
};

/**
 * The status a Bedrock refusal is read by: throttling and quotas as 429 (a quota is a 400 on the
 * wire), a model id Bedrock does not know (a 400 `ValidationException`) as 404; else as sent.
 */
function statusOf(name: string, status: number, body: string): number {
  if (EXCEPTION_STATUS[name.toLowerCase()] === 429) return 429;
  if (name === 'ValidationException' && /model identifier is invalid|model id.*(?:not|in)valid/i.test(body)) return 404;
  return status;
}

function exceptionName(raw: string | null | undefined): string {
  // `ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/` or `com.amazon…#ValidationException`
  return (raw ?? '').split(':')[0]?.split('#').pop()?.trim() ?? '';
}

function apiError(url: string, statusCode: number, responseBody: string, name: string): APICallError {
  let message = name || `HTTP ${statusCode}`;
  try {
    const parsed = JSON.parse(responseBody) as { message?: unknown; Message?: unknown };
    const text = parsed.message ?? parsed.Message;
    if (typeof text === 'string') message = text;
  } catch {
    // not JSON: the status says it
  }
  return new APICallError({ message, url, requestBodyValues: {}, statusCode, responseBody, isRetryable: false });
}

/** Signs and sends one JSON request; a refusal becomes an `APICallError` with Bedrock's status and message. */
async function post(
  settings: TBedrockSettings,
  path: string,
  body: unknown,
  options: { signal?: AbortSignal | undefined; accept: string; headers?: Record<string, string | undefined> },
): Promise<{ response: Response; url: string }> {
  const url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}${path}`);
  const text = JSON.stringify(body);
  const signed = signRequest(
    {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      body: text,
      region: settings.region,
      service: 'bedrock',
    },
    settings.credentials,
  );
  const extra = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await settings.fetch(url, {
    method: 'POST',
    headers: { ...extra, ...signed.headers, accept: options.accept },
    body: text,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    const responseBody = await response.text();
    let name = exceptionName(response.headers.get('x-amzn-errortype'));
    if (!name) {
      try {
        name = exceptionName((JSON.parse(responseBody) as { __type?: string }).__type);
      } catch {
        // no name
      }
    }
    throw apiError(url.toString(), statusOf(name, response.status, responseBody), responseBody, name);
  }
  return { response, url: url.toString() };
}

const modelPath = (modelId: string, action: string) => `/model/${encodeURIComponent(modelId)}/${action}`;

// ---------------------------------------------------------------------------------------------
// Requests

type TContentBlock = Record<string, unknown>;
type TBedrockMessage = { role: 'user' | 'assistant'; content: TContentBlock[] };

const IMAGE_FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function base64Of(data: Uint8Array | string | URL): string {
  if (data instanceof URL) {
    throw new UnsupportedFunctionalityError({ functionality: 'image URLs (Bedrock takes the bytes)' });
  }
  return typeof data === 'string' ? data : Buffer.from(data).toString('base64');
}

function imageBlock(mediaType: string, data: Uint8Array | string | URL): TContentBlock {
  const format = IMAGE_FORMATS[mediaType.toLowerCase()];
  // Refused before sending, as Bedrock would refuse it: the request is rejected with the reason.
  if (!format) {
    const message = `Bedrock's Converse API takes PNG, JPEG, GIF or WebP images, not ${mediaType}.`;
    throw apiError('bedrock', 400, JSON.stringify({ message }), 'ValidationException');
  }
  return { image: { format, source: { bytes: base64Of(data) } } };
}

function toolResultContent(output: LanguageModelV3ToolResultOutput): { content: TContentBlock[]; isError: boolean } {
  switch (output.type) {
    case 'text':
      return { content: [{ text: output.value }], isError: false };
    case 'error-text':
      return { content: [{ text: output.value }], isError: true };
    case 'json':
    case 'error-json': {
      const value = output.value;
      // Converse's `json` block holds a JSON document (an object); anything else goes as text.
      const block =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? { json: value }
          : { text: JSON.stringify(value) };
      return { content: [block], isError: output.type === 'error-json' };
    }
    case 'execution-denied':
      return { content: [{ text: output.reason ?? 'The tool call was not allowed.' }], isError: true };
    case 'content':
      return {
        content: output.value.map((part) => {
          if (part.type === 'text') return { text: part.text };
          if (part.type === 'file-data' || part.type === 'image-data') return imageBlock(part.mediaType, part.data);
          return { text: JSON.stringify(part) };
        }),
        isError: false,
      };
  }
}

/** The AI SDK's prompt as Converse's `system` and alternating `messages` (tool results are the user's turn). */
export function converseMessages(prompt: LanguageModelV3Prompt): {
  system: { text: string }[];
  messages: TBedrockMessage[];
} {
  const system: { text: string }[] = [];
  const messages: TBedrockMessage[] = [];
  const push = (role: TBedrockMessage['role'], content: TContentBlock[]) => {
    if (content.length === 0) return;
    const last = messages.at(-1);
    if (last?.role === role) last.content.push(...content);
    else messages.push({ role, content });
  };
  for (const message of prompt) {
    switch (message.role) {
      case 'system':
        system.push({ text: message.content });
        break;
      case 'user':
        push(
          'user',
          // Converse refuses a blank text block.
          message.content.flatMap((part) =>
            part.type === 'text'
              ? part.text.trim()
                ? [{ text: part.text }]
                : []
              : [imageBlock(part.mediaType, part.data)],
          ),
        );
        break;
      case 'assistant': {
        const content: TContentBlock[] = [];
        for (const part of message.content) {
          if (part.type === 'text' && part.text) content.push({ text: part.text });
          if (part.type === 'tool-call') {
            content.push({ toolUse: { toolUseId: part.toolCallId, name: part.toolName, input: part.input ?? {} } });
          }
          // Reasoning goes back only with the provider's signature, which this client does not keep.
        }
        push('assistant', content);
        break;
      }
      case 'tool': {
        const content: TContentBlock[] = [];
        for (const part of message.content) {
          if (part.type !== 'tool-result') continue;
          const result = toolResultContent(part.output);
          content.push({
            toolResult: {
              toolUseId: part.toolCallId,
              content: result.content,
              status: result.isError ? 'error' : 'success',
            },
          });
        }
        push('user', content);
        break;
      }
    }
  }
  return { system, messages };
}

/** The Converse request body for the SDK's call options. */
export function converseRequest(options: LanguageModelV3CallOptions): Record<string, unknown> {
  const { system, messages } = converseMessages(options.prompt);
  const inferenceConfig = {
    ...(options.maxOutputTokens !== undefined ? { maxTokens: options.maxOutputTokens } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    ...(options.stopSequences?.length ? { stopSequences: options.stopSequences } : {}),
  };
  const tools = (options.tools ?? [])
    .filter((tool) => tool.type === 'function')
    .map((tool) => ({
      toolSpec: {
        name: tool.name,
        ...(tool.description ? { description: tool.description } : {}),
        inputSchema: { json: tool.inputSchema },
      },
    }));
  const choice = options.toolChoice;
  const toolChoice =
    choice?.type === 'required'
      ? { any: {} }
      : choice?.type === 'tool'
        ? { tool: { name: choice.toolName } }
        : { auto: {} };
  return {
    messages,
    ...(system.length ? { system } : {}),
    ...(Object.keys(inferenceConfig).length ? { inferenceConfig } : {}),
    ...(tools.length && choice?.type !== 'none' ? { toolConfig: { tools, toolChoice } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Answers

type TBedrockUsage = {
  inputTokens?: number;
  outputTokens?: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
};

function usageOf(usage: TBedrockUsage | undefined): LanguageModelV3Usage {
  return {
    inputTokens: {
      total: usage?.inputTokens,
      noCache: usage?.inputTokens,
      cacheRead: usage?.cacheReadInputTokens,
      cacheWrite: usage?.cacheWriteInputTokens,
    },
    outputTokens: { total: usage?.outputTokens, text: usage?.outputTokens, reasoning: undefined },
  };
}

function finishReasonOf(stopReason: string | undefined): LanguageModelV3FinishReason {
  const unified =
    stopReason === 'end_turn' || stopReason === 'stop_sequence'
      ? 'stop'
      : stopReason === 'tool_use'
        ? 'tool-calls'
        : stopReason === 'max_tokens' || stopReason === 'model_context_window_exceeded'
          ? 'length'
          : stopReason === 'guardrail_intervened' || stopReason === 'content_filtered'
            ? 'content-filter'
            : 'other';
  return { unified, raw: stopReason };
}

function badResponse(message: string, data: unknown): InvalidResponseDataError {
  return new InvalidResponseDataError({ data, message: `Bedrock: ${message}` });
}

type TConverseResponse = {
  output?: { message?: { content?: Record<string, unknown>[] } };
  stopReason?: string;
  usage?: TBedrockUsage;
};

function contentOf(response: TConverseResponse): LanguageModelV3Content[] {
  const content: LanguageModelV3Content[] = [];
  for (const block of response.output?.message?.content ?? []) {
    if (typeof block.text === 'string') content.push({ type: 'text', text: block.text });
    const toolUse = block.toolUse as { toolUseId?: string; name?: string; input?: unknown } | undefined;
    if (toolUse?.toolUseId && toolUse.name) {
      content.push({
        type: 'tool-call',
        toolCallId: toolUse.toolUseId,
        toolName: toolUse.name,
        input: JSON.stringify(toolUse.input ?? {}),
      });
    }
    const reasoning = block.reasoningContent as { reasoningText?: { text?: string } } | undefined;
    if (typeof reasoning?.reasoningText?.text === 'string') {
      content.push({ type: 'reasoning', text: reasoning.reasoningText.text });
    }
  }
  return content;
}

function decodeJson(payload: Uint8Array): Record<string, unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    throw badResponse('an event payload is not JSON', undefined);
  }
}

/** An `exception` message of the stream (throttled, a validation error mid-way) as the `APICallError` it would have been. */
function streamException(message: TEventMessage, url: string): APICallError {
  const name = String(message.headers[':exception-type'] ?? message.headers[':error-code'] ?? '');
  const body = new TextDecoder().decode(message.payload);
  return apiError(url, EXCEPTION_STATUS[name.toLowerCase()] ?? 500, body, name);
}

async function* bodyChunks(response: Response): AsyncGenerator<Uint8Array> {
  if (!response.body) throw badResponse('the stream has no body', undefined);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
    void response.body.cancel().catch(() => {});
  }
}

/** Converse's stream events as the SDK's stream parts. */
async function* streamParts(response: Response, url: string): AsyncGenerator<LanguageModelV3StreamPart> {
  yield { type: 'stream-start', warnings: [] };
  const blocks = new Map<number, { kind: 'text' | 'reasoning' | 'tool'; id: string; name?: string; input: string }>();
  let finishReason: LanguageModelV3FinishReason = { unified: 'other', raw: undefined };
  let usage = usageOf(undefined);
  try {
    for await (const message of decodeEventStream(bodyChunks(response))) {
      const messageType = message.headers[':message-type'];
      if (messageType === 'exception' || messageType === 'error') throw streamException(message, url);
      const event = String(message.headers[':event-type'] ?? '');
      const data = decodeJson(message.payload);
      const index = typeof data.contentBlockIndex === 'number' ? data.contentBlockIndex : 0;
      switch (event) {
        case 'contentBlockStart': {
          const toolUse = (data.start as { toolUse?: { toolUseId?: string; name?: string } } | undefined)?.toolUse;
          if (toolUse?.toolUseId && toolUse.name) {
            blocks.set(index, { kind: 'tool', id: toolUse.toolUseId, name: toolUse.name, input: '' });
            yield { type: 'tool-input-start', id: toolUse.toolUseId, toolName: toolUse.name };
          }
          break;
        }
        case 'contentBlockDelta': {
          const delta = (data.delta ?? {}) as {
            text?: string;
            toolUse?: { input?: string };
            reasoningContent?: { text?: string };
          };
          let block = blocks.get(index);
          if (typeof delta.text === 'string') {
            if (!block) {
              block = { kind: 'text', id: String(index), input: '' };
              blocks.set(index, block);
              yield { type: 'text-start', id: block.id };
            }
            yield { type: 'text-delta', id: block.id, delta: delta.text };
          } else if (typeof delta.reasoningContent?.text === 'string') {
            if (!block) {
              block = { kind: 'reasoning', id: `reasoning-${index}`, input: '' };
              blocks.set(index, block);
              yield { type: 'reasoning-start', id: block.id };
            }
            yield { type: 'reasoning-delta', id: block.id, delta: delta.reasoningContent.text };
          } else if (typeof delta.toolUse?.input === 'string' && block?.kind === 'tool') {
            block.input += delta.toolUse.input;
            yield { type: 'tool-input-delta', id: block.id, delta: delta.toolUse.input };
          }
          break;
        }
        case 'contentBlockStop': {
          const block = blocks.get(index);
          blocks.delete(index);
          if (block?.kind === 'text') yield { type: 'text-end', id: block.id };
          if (block?.kind === 'reasoning') yield { type: 'reasoning-end', id: block.id };
          if (block?.kind === 'tool') {
            yield { type: 'tool-input-end', id: block.id };
            yield { type: 'tool-call', toolCallId: block.id, toolName: block.name ?? '', input: block.input || '{}' };
          }
          break;
        }
        case 'messageStop':
          finishReason = finishReasonOf(typeof data.stopReason === 'string' ? data.stopReason : undefined);
          break;
        case 'metadata':
          usage = usageOf(data.usage as TBedrockUsage | undefined);
          break;
        // messageStart: the role only.
      }
    }
  } catch (error) {
    if (error instanceof EventStreamError) throw badResponse(error.message, undefined);
    throw error;
  }
  yield { type: 'finish', finishReason, usage };
}

function toReadable<T>(source: AsyncGenerator<T>): ReadableStream<T> {
  return new ReadableStream<T>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

/** A chat model on Bedrock through the Converse API. */
export function bedrockLanguageModel(modelId: string, settings: TBedrockSettings): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'bedrock',
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const body = converseRequest(options);
      const { response, url } = await post(settings, modelPath(modelId, 'converse'), body, {
        signal: options.abortSignal,
        accept: 'application/json',
        headers: options.headers,
      });
      const text = await response.text();
      let parsed: TConverseResponse;
      try {
        parsed = JSON.parse(text) as TConverseResponse;
      } catch {
        throw badResponse(`the answer of ${url} is not JSON`, text.slice(0, 200));
      }
      if (!parsed.output?.message) throw badResponse('the answer has no output message', undefined);
      return {
        content: contentOf(parsed),
        finishReason: finishReasonOf(parsed.stopReason),
        usage: usageOf(parsed.usage),
        warnings: [],
        request: { body },
        response: { modelId, headers: Object.fromEntries(response.headers) },
      };
    },
    async doStream(options) {
      const body = converseRequest(options);
      const { response, url } = await post(settings, modelPath(modelId, 'converse-stream'), body, {
        signal: options.abortSignal,
        accept: 'application/vnd.amazon.eventstream',
        headers: options.headers,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('application/vnd.amazon.eventstream')) {
        void response.body?.cancel().catch(() => {});
        throw badResponse(`the answer of ${url} is ${type || 'untyped'}, not an event stream`, undefined);
      }
      return {
        stream: toReadable(streamParts(response, url)),
        request: { body },
        response: { headers: Object.fromEntries(response.headers) },
      };
    },
  };
}

/** How many embedding requests run at once (Titan embeds one text per request). */
const EMBED_CONCURRENCY = 4;

/**
 * Amazon Titan text embeddings (`amazon.titan-embed-text-v2:0`, `…-v1`) through `InvokeModel`:
 * `{ inputText }` → `{ embedding, inputTextTokenCount }`, one request per text.
 */
export function bedrockEmbeddingModel(modelId: string, settings: TBedrockSettings): EmbeddingModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'bedrock',
    modelId,
    maxEmbeddingsPerCall: 128,
    supportsParallelCalls: false,
    async doEmbed({ values, abortSignal, headers }) {
      const embeddings: number[][] = new Array(values.length);
      let tokens = 0;
      let next = 0;
      const worker = async () => {
        while (next < values.length) {
          const index = next++;
          const { response, url } = await post(
            settings,
            modelPath(modelId, 'invoke'),
            { inputText: values[index] },
            { signal: abortSignal, accept: 'application/json', headers },
          );
          const text = await response.text();
          let parsed: { embedding?: unknown; inputTextTokenCount?: unknown };
          try {
            parsed = JSON.parse(text) as typeof parsed;
          } catch {
            throw badResponse(`the answer of ${url} is not JSON`, text.slice(0, 200));
          }
          if (!Array.isArray(parsed.embedding) || !parsed.embedding.every((x) => typeof x === 'number')) {
            throw badResponse('the answer has no embedding', undefined);
          }
          embeddings[index] = parsed.embedding as number[];
          if (typeof parsed.inputTextTokenCount === 'number') tokens += parsed.inputTextTokenCount;
        }
      };
      await Promise.all(Array.from({ length: Math.min(EMBED_CONCURRENCY, values.length) }, worker));
      return { embeddings, usage: { tokens }, warnings: [] };
    },
  };
}
