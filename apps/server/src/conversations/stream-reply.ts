import {
  CHAT_FINISH_REASONS,
  CONVERSATION_LIMITS,
  errorMessage,
  LANGUAGE_NAMES,
  type TChatSource,
  type TChatToolCall,
  type TLanguage,
} from '@app/contract';
import { LlmAbortedError, LlmError, type ModelMessage, type TLlmClient } from '@app/llm';
import type { Session } from '../accounts/sessions.js';
import { CHART_PROMPT } from './chart-prompt.js';
import { dataSheetTools } from './chat-data-sheet-tools.js';
import { SourceBook } from './chat-sources.js';
import { chatTools, type TToolOutcome } from './chat-tools.js';
import type { ConversationDeps } from './conversation-deps.js';
import type { TEventStream } from './event-stream.js';

/** How a reply ended, as it is saved. */
export type TReplyOutcome = {
  content: string;
  toolCalls: TChatToolCall[];
  sources: TChatSource[];
  usage: { input_tokens: number; output_tokens: number } | null;
  status: 'complete' | 'aborted' | 'error';
  finishReason: (typeof CHAT_FINISH_REASONS)[number];
  error: { code: string; params: Record<string, string | number> } | null;
};

/**
 * Streams one reply to the client: the model's text as it comes, each tool call and its result
 * with sources, usage, then `done` — or `error` with the catalogue's message. The tools run at
 * most `maxToolSteps` rounds. A closed connection aborts the provider's request (`stream.signal`).
 */
export async function streamReply(
  deps: ConversationDeps,
  request: {
    client: TLlmClient;
    session: Session;
    language: TLanguage;
    messages: ModelMessage[];
    /** Added to the instructions (the model `ask` is about), citing sources already in `sources`. */
    context?: string;
    sources?: SourceBook;
    messageId: string | null;
    /** Called once, when the provider's first event arrives (work that can wait until the request is out). */
    onProviderAnswer?: () => unknown;
  },
  stream: TEventStream,
): Promise<TReplyOutcome> {
  const sources = request.sources ?? new SourceBook();
  const outcomes = new Map<string, TToolOutcome>();
  const toolContext = {
    deps,
    session: request.session,
    language: request.language,
    sources,
    outcomes,
    signal: stream.signal,
  };
  const tools = { ...chatTools(toolContext), ...dataSheetTools(toolContext) };
  const outcome: TReplyOutcome = {
    content: '',
    toolCalls: [],
    sources: [],
    usage: null,
    status: 'complete',
    finishReason: 'stop',
    error: null,
  };
  const inputs = new Map<string, unknown>();
  let hasAnswered = false;
  try {
    for await (const event of request.client.streamChat({
      messages: request.messages,
      system: systemPrompt(deps.now(), request.language, request.context),
      tools,
      maxSteps: CONVERSATION_LIMITS.maxToolSteps,
      signal: stream.signal,
    })) {
      if (!hasAnswered) {
        hasAnswered = true;
        request.onProviderAnswer?.();
      }
      switch (event.type) {
        case 'text':
          outcome.content += event.delta;
          stream.send({ type: 'delta', text: event.delta });
          break;
        case 'reasoning':
          stream.send({ type: 'reasoning', text: event.delta });
          break;
        case 'tool-call':
          inputs.set(event.toolCallId, event.input);
          stream.send({ type: 'tool_call', tool_call_id: event.toolCallId, name: event.toolName, input: event.input });
          break;
        case 'tool-result': {
          const result: TToolOutcome = outcomes.get(event.toolCallId) ?? {
            ok: true,
            output: event.output,
            error: null,
            sources: [],
          };
          const call: TChatToolCall = {
            tool_call_id: event.toolCallId,
            name: event.toolName,
            input: inputs.get(event.toolCallId) ?? null,
            output: result.output,
            ok: result.ok,
            error: result.error,
            sources: result.sources,
            ...(result.proposal ? { proposal: result.proposal } : {}),
          };
          outcome.toolCalls.push(call);
          stream.send({ type: 'tool_result', ...call });
          break;
        }
        case 'tool-error': {
          // The model's input did not fit the tool (the SDK checked it against the schema): said to the model, shown as a refusal.
          const details = event.error.replace(/\s+/g, ' ').slice(0, 300);
          const call: TChatToolCall = {
            tool_call_id: event.toolCallId,
            name: event.toolName,
            input: inputs.get(event.toolCallId) ?? null,
            output: null,
            ok: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: errorMessage('VALIDATION_FAILED', request.language, { details }),
            },
            sources: [],
          };
          outcome.toolCalls.push(call);
          stream.send({ type: 'tool_result', ...call });
          break;
        }
        case 'finish':
          outcome.usage = { input_tokens: event.usage.inputTokens, output_tokens: event.usage.outputTokens };
          outcome.finishReason = finishReasonOf(event.finishReason);
          stream.send({ type: 'usage', ...outcome.usage });
          break;
      }
    }
  } catch (error) {
    if (error instanceof LlmAbortedError) {
      outcome.status = 'aborted';
      outcome.finishReason = 'aborted';
    } else {
      outcome.status = 'error';
      outcome.finishReason = 'error';
      if (error instanceof LlmError) {
        outcome.error = { code: error.code, params: error.params };
      } else {
        deps.log.error({ err: error }, 'chat reply failed');
        outcome.error = { code: 'INTERNAL', params: {} };
      }
    }
  }
  if (outcome.finishReason === 'tool-calls') outcome.finishReason = 'max-steps';
  outcome.sources = sources.all();
  if (outcome.error) {
    const code = outcome.error.code as Parameters<typeof errorMessage>[0];
    stream.send({ type: 'error', code, message: errorMessage(code, request.language, outcome.error.params) });
  } else {
    stream.send({ type: 'done', message_id: request.messageId, finish_reason: outcome.finishReason });
  }
  return outcome;
}

function finishReasonOf(reason: string): TReplyOutcome['finishReason'] {
  return (CHAT_FINISH_REASONS as readonly string[]).includes(reason)
    ? (reason as TReplyOutcome['finishReason'])
    : 'other';
}

/**
 * The assistant's instructions: answer from the tools, never from memory, cite every figure with its
 * source's ref, and say which data is missing rather than guessing.
 */
function systemPrompt(now: Date, language: TLanguage, context: string | undefined): string {
  return [
    'You are Intrinsic’s valuation assistant for investors and analysts.',
    `Today is ${now.toISOString().slice(0, 10)}. Answer in ${LANGUAGE_NAMES[language]}.`,
    'Answer figures only from the tools (the user’s DCF models, SEC filings, market data, comparables); never from memory.',
    'Every tool result names its sources by ref; cite each figure you use with its ref in square brackets, e.g. "WACC 9.1% [2]".',
    'Amounts are in full units of their currency and rates are decimals (0.091 = 9.1%) unless a field says otherwise.',
    'If a tool refuses or data is missing, say so plainly; do not guess.',
    'Use Markdown; tables for comparisons.',
    'When the user asks to change a model’s assumptions (growth, margins, reinvestment, WACC, terminal growth, a note), read the model with get_data_sheet, then call propose_data_sheet_changes with the changes, using the value ids exactly as listed and only editable items (rates as decimals). The user sees the proposal as a card and accepts or rejects each change: never say the model was changed. If the proposal is refused, read each reason and propose a corrected set, or explain why it cannot be done. Do not propose changes the user did not ask for.',
    CHART_PROMPT,
    ...(context ? ['', context] : []),
  ].join('\n');
}
