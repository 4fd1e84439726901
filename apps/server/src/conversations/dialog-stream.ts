import { CHAT_FINISH_REASONS, errorMessage, type TErrorCode, type TLanguage } from '@app/contract';
import { LlmAbortedError, LlmError, type ModelMessage, type TLlmClient } from '@app/llm';
import { AppError } from '../app-error.js';
import type { ConversationDeps } from './conversation-deps.js';
import type { TDialogSampling } from './dialog-settings.js';
import type { TEventStream } from './event-stream.js';

type TFinishReason = (typeof CHAT_FINISH_REASONS)[number];

/** How a streamed answer ended. */
export type TStreamedAnswer = {
  content: string;
  usage: { input_tokens: number; output_tokens: number } | null;
  status: 'complete' | 'aborted' | 'error';
  finishReason: TFinishReason;
  error: { code: string; params: Record<string, string | number> } | null;
};

/**
 * The assistant's answer streamed as `delta` / `reasoning` / `usage` events (no tools: it answers from
 * the passages in its prompt). A provider failure is sent as `error`; a stop ends it as `aborted`.
 * `done` is the caller's, after the citations.
 */
export async function streamDialogAnswer(
  deps: ConversationDeps,
  client: TLlmClient,
  request: {
    system: string;
    messages: ModelMessage[];
    sampling: TDialogSampling;
    stream: TEventStream;
    language: TLanguage;
  },
): Promise<TStreamedAnswer> {
  const { stream } = request;
  const outcome: TStreamedAnswer = { content: '', usage: null, status: 'complete', finishReason: 'stop', error: null };
  try {
    for await (const event of client.streamChat({
      system: request.system,
      messages: request.messages,
      ...request.sampling,
      signal: stream.signal,
    })) {
      if (event.type === 'text') {
        outcome.content += event.delta;
        stream.send({ type: 'delta', text: event.delta });
      } else if (event.type === 'reasoning') {
        stream.send({ type: 'reasoning', text: event.delta });
      } else if (event.type === 'finish') {
        outcome.usage = { input_tokens: event.usage.inputTokens, output_tokens: event.usage.outputTokens };
        outcome.finishReason = (CHAT_FINISH_REASONS as readonly string[]).includes(event.finishReason)
          ? (event.finishReason as TFinishReason)
          : 'other';
        stream.send({ type: 'usage', ...outcome.usage });
      }
    }
  } catch (error) {
    return { ...outcome, ...errorOutcome(deps, error, stream, request.language) };
  }
  return outcome;
}

/**
 * A failure once the stream is open: a stop is `aborted` (the client is gone), a provider's or the
 * app's refusal is sent as `error` with its catalogue message, anything else logged and `INTERNAL`.
 */
export function errorOutcome(
  deps: ConversationDeps,
  error: unknown,
  stream: TEventStream,
  language: TLanguage,
): Pick<TStreamedAnswer, 'status' | 'finishReason' | 'error'> {
  if (error instanceof LlmAbortedError || stream.signal.aborted) {
    return { status: 'aborted', finishReason: 'aborted', error: null };
  }
  let failure: { code: TErrorCode; params: Record<string, string | number> };
  if (error instanceof LlmError) failure = { code: error.code as TErrorCode, params: error.params };
  else if (error instanceof AppError) failure = { code: error.code, params: plainParams(error, language) };
  else {
    deps.log.error({ err: error }, 'assistant reply failed');
    failure = { code: 'INTERNAL', params: {} };
  }
  stream.send({ type: 'error', code: failure.code, message: errorMessage(failure.code, language, failure.params) });
  return { status: 'error', finishReason: 'error', error: failure };
}

/** An app error's parameters as stored with a message: a localized one (a model kind's label) in the reader's language. */
function plainParams(error: AppError, language: TLanguage): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(error.params ?? {}).map(([key, value]) => [
      key,
      typeof value === 'object' ? value[language] : value,
    ]),
  );
}
