import type { TLlmModelType } from '@app/contract';
import {
  embedMany,
  experimental_generateSpeech as generateSpeech,
  generateText,
  type ModelMessage,
  stepCountIs,
  streamText,
  type ToolSet,
} from 'ai';
import { baseUrlOf, type TLlmConnection } from './connection.js';
import { Deadline } from './deadline.js';
import { toLlmError } from './errors.js';
import { embeddingModel, languageModel, speechModel, type TFetch } from './providers.js';
import { rerankDocuments } from './rerank.js';

/** Tokens one call used, as the provider counted them (0 when it did not say). @public */
export type TLlmUsage = { inputTokens: number; outputTokens: number };

/** What a streamed chat yields, in order; `finish` comes last (unless it throws). @public */
export type TChatEvent =
  | { type: 'text'; delta: string }
  | { type: 'reasoning'; delta: string }
  | { type: 'tool-call'; toolCallId: string; toolName: string; input: unknown }
  | { type: 'tool-result'; toolCallId: string; toolName: string; output: unknown }
  /** A tool call that could not run (its input did not match the tool's schema, or no such tool); the model is told. */
  | { type: 'tool-error'; toolCallId: string; toolName: string; error: string }
  | { type: 'finish'; finishReason: string; usage: TLlmUsage };

/** A chat request: messages (text, images), tools the model may call, and a stop signal. @public */
export type TChatRequest = {
  messages: ModelMessage[];
  system?: string;
  /** Tools made with `tool()`; with `execute`, results go back to the model up to `maxSteps` rounds. */
  tools?: ToolSet;
  maxSteps?: number;
  maxOutputTokens?: number;
  temperature?: number;
  /**
   * Nucleus sampling and the penalties. What a provider's model refuses, the SDK leaves out (with a
   * warning it keeps to itself): Anthropic's models take no penalties, nor top_p beside a temperature.
   */
  topP?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  /** Stop: aborts the provider's request; the stream ends with `LlmAbortedError`. */
  signal?: AbortSignal;
};

export type TLlmClientOptions = {
  /** Replaces global fetch (tests, proxies). */
  fetch?: TFetch;
  /** A call (or a stream gone quiet) is given up after this long: 60 s unless given. */
  timeoutMs?: number;
  /** Told the tokens of every call that used any, to record usage. */
  onUsage?: (usage: TLlmUsage & { modelType: TLlmModelType }) => void;
};

/** The one interface every AI feature uses, over one model's connection. @public */
export type TLlmClient = ReturnType<typeof createLlmClient>;

const DEFAULT_TIMEOUT_MS = 60_000;

// The SDK prints its compatibility warnings to the console; the server's log is the only output.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/**
 * A client for one model. Every failure is an `LlmError` with a catalogue code, or
 * `LlmAbortedError` when the caller's signal stopped it. Calls are not retried here: the caller
 * (a user waiting, a job) decides.
 * @public
 */
export function createLlmClient(connection: TLlmConnection, options: TLlmClientOptions = {}) {
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const secrets = [connection.apiKey, connection.serviceAccountKey, connection.secretKey].filter(
    (secret): secret is string => Boolean(secret),
  );

  function errorContext(deadline: Deadline) {
    return {
      provider: connection.factory,
      model: connection.model,
      url: safeBaseUrl(connection),
      timeoutMs,
      secrets,
      isTimedOut: deadline.isTimedOut,
      isAborted: deadline.isAborted,
    };
  }

  function report(modelType: TLlmModelType, usage: TLlmUsage): void {
    if (usage.inputTokens > 0 || usage.outputTokens > 0) options.onUsage?.({ ...usage, modelType });
  }

  async function run<T>(signal: AbortSignal | undefined, call: (deadline: Deadline) => Promise<T>): Promise<T> {
    const deadline = new Deadline(timeoutMs, signal);
    try {
      return await call(deadline);
    } catch (error) {
      throw toLlmError(error, errorContext(deadline));
    } finally {
      deadline.dispose();
    }
  }

  function chatSettings(request: TChatRequest, deadline: Deadline) {
    return {
      model: languageModel(connection, fetch),
      messages: request.messages,
      ...(request.system ? { system: request.system } : {}),
      ...(request.tools ? { tools: request.tools, stopWhen: stepCountIs(request.maxSteps ?? 1) } : {}),
      ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.topP !== undefined ? { topP: request.topP } : {}),
      ...(request.presencePenalty !== undefined ? { presencePenalty: request.presencePenalty } : {}),
      ...(request.frequencyPenalty !== undefined ? { frequencyPenalty: request.frequencyPenalty } : {}),
      maxRetries: 0,
      abortSignal: deadline.signal,
    };
  }

  return {
    connection: { factory: connection.factory, model: connection.model, modelType: connection.modelType },

    /** Streams a chat reply: text deltas as they come, tool calls and results, then usage. */
    async *streamChat(request: TChatRequest): AsyncGenerator<TChatEvent> {
      const deadline = new Deadline(timeoutMs, request.signal);
      try {
        const result = streamText({ ...chatSettings(request, deadline), onError: () => {} });
        for await (const part of result.fullStream) {
          deadline.touch();
          switch (part.type) {
            case 'text-delta':
              if (part.text) yield { type: 'text', delta: part.text };
              break;
            case 'reasoning-delta':
              if (part.text) yield { type: 'reasoning', delta: part.text };
              break;
            case 'tool-call':
              yield { type: 'tool-call', toolCallId: part.toolCallId, toolName: part.toolName, input: part.input };
              break;
            case 'tool-result':
              yield { type: 'tool-result', toolCallId: part.toolCallId, toolName: part.toolName, output: part.output };
              break;
            case 'tool-error':
              yield {
                type: 'tool-error',
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                error: part.error instanceof Error ? part.error.message : String(part.error),
              };
              break;
            case 'error':
              throw part.error;
            case 'abort':
              throw new DOMException('aborted', 'AbortError');
            case 'finish': {
              const usage = usageOf(part.totalUsage);
              report(connection.modelType === 'image2text' ? 'image2text' : 'chat', usage);
              yield { type: 'finish', finishReason: part.finishReason, usage };
              break;
            }
          }
        }
      } catch (error) {
        throw toLlmError(error, errorContext(deadline));
      } finally {
        deadline.dispose();
      }
    },

    /** A whole chat reply at once. */
    chat(request: TChatRequest) {
      return run(request.signal, async (deadline) => {
        const result = await generateText(chatSettings(request, deadline));
        const usage = usageOf(result.totalUsage);
        report('chat', usage);
        return {
          text: result.text,
          toolCalls: result.toolCalls.map((call) => ({
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            input: call.input,
          })),
          finishReason: result.finishReason,
          usage,
        };
      });
    },

    /** Vectors of texts, in their order. */
    embed(values: readonly string[], signal?: AbortSignal) {
      return run(signal, async (deadline) => {
        const result = await embedMany({
          model: embeddingModel(connection, fetch),
          values: [...values],
          maxRetries: 0,
          abortSignal: deadline.signal,
        });
        const usage = { inputTokens: result.usage.tokens, outputTokens: 0 };
        report('embedding', usage);
        return { embeddings: result.embeddings, usage };
      });
    },

    /** Relevance of each document to the query, in the documents' order (higher is more relevant). */
    rerank(query: string, documents: readonly string[], signal?: AbortSignal) {
      return run(signal, async (deadline) => {
        const result = await rerankDocuments(connection, { query, documents, signal: deadline.signal, fetch });
        const usage = { inputTokens: result.inputTokens, outputTokens: 0 };
        report('rerank', usage);
        return { scores: result.scores, usage };
      });
    },

    /** Describes an image (JPEG, PNG, GIF, WebP) in words, as a vision chat model reads it. */
    describeImage(input: { image: Uint8Array; mediaType: string; prompt: string; signal?: AbortSignal }) {
      return run(input.signal, async (deadline) => {
        const result = await generateText({
          model: languageModel(connection, fetch),
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: input.prompt },
                { type: 'image', image: input.image, mediaType: input.mediaType },
              ],
            },
          ],
          maxRetries: 0,
          abortSignal: deadline.signal,
        });
        const usage = usageOf(result.totalUsage);
        report('image2text', usage);
        return { text: result.text, usage };
      });
    },

    /** Speech for a text (OpenAI's `/audio/speech`). */
    speak(input: { text: string; voice?: string; signal?: AbortSignal }) {
      return run(input.signal, async (deadline) => {
        const result = await generateSpeech({
          model: speechModel(connection, fetch),
          text: input.text,
          ...(input.voice ? { voice: input.voice } : {}),
          maxRetries: 0,
          abortSignal: deadline.signal,
        });
        return { audio: result.audio.uint8Array, mediaType: result.audio.mediaType };
      });
    },
  };
}

function usageOf(usage: { inputTokens?: number | undefined; outputTokens?: number | undefined }): TLlmUsage {
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/** The base URL as shown in messages: scheme, host and path only. */
function safeBaseUrl(connection: TLlmConnection): string {
  try {
    const url = new URL(baseUrlOf(connection));
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return connection.factory;
  }
}
