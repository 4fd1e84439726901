import type { TChatEventData, TChatSourceData, TChatToolCallData } from '../../../api/conversation';

/** A tool the assistant called while replying: its result arrives after the call. */
export type TDraftToolCall = {
  toolCallId: string;
  name: string;
  input: unknown;
  /** Null while the tool runs. */
  result: TChatToolCallData | null;
};

type TFinishReason = Extract<TChatEventData, { type: 'done' }>['finishReason'];

/** A passage of a knowledge base an assistant's reply was given (cited as `[ID:n]`, `n` its `ref`). */
export type TChatPassageData = Extract<TChatSourceData, { kind: 'passage' }>;

/** An assistant reply as it streams in, built from the events in order. */
export type TReplyDraft = {
  conversationId: string | null;
  userMessageId: string | null;
  messageId: string | null;
  model: string | null;
  text: string;
  reasoning: string;
  toolCalls: TDraftToolCall[];
  usage: { inputTokens: number; outputTokens: number } | null;
  /** Null until `done`. */
  finishReason: TFinishReason | null;
  /** A provider failure after the stream began. */
  error: { code: string; message: string } | null;
  /** An assistant over knowledge bases: the passages retrieved, marked cited once the citations come. */
  passages: TChatPassageData[];
};

export const EMPTY_DRAFT: TReplyDraft = {
  conversationId: null,
  userMessageId: null,
  messageId: null,
  model: null,
  text: '',
  reasoning: '',
  toolCalls: [],
  usage: null,
  finishReason: null,
  error: null,
  passages: [],
};

/** The draft after one more event. Pure: the draft given is not changed. */
export function applyChatEvent(draft: TReplyDraft, event: TChatEventData): TReplyDraft {
  switch (event.type) {
    case 'start':
      return {
        ...draft,
        conversationId: event.conversationId,
        userMessageId: event.userMessageId,
        messageId: event.messageId,
        model: event.model,
      };
    case 'delta':
      return { ...draft, text: draft.text + event.text };
    case 'reasoning':
      return { ...draft, reasoning: draft.reasoning + event.text };
    case 'tool_call':
      return {
        ...draft,
        toolCalls: [
          ...draft.toolCalls,
          { toolCallId: event.toolCallId, name: event.name, input: event.input, result: null },
        ],
      };
    case 'tool_result': {
      const { type: _type, ...result } = event;
      const isKnown = draft.toolCalls.some((call) => call.toolCallId === result.toolCallId);
      const toolCalls = isKnown
        ? draft.toolCalls.map((call) => (call.toolCallId === result.toolCallId ? { ...call, result } : call))
        : [...draft.toolCalls, { toolCallId: result.toolCallId, name: result.name, input: result.input, result }];
      return { ...draft, toolCalls };
    }
    case 'usage':
      return { ...draft, usage: { inputTokens: event.inputTokens, outputTokens: event.outputTokens } };
    case 'done':
      return { ...draft, messageId: event.messageId ?? draft.messageId, finishReason: event.finishReason };
    case 'error':
      return { ...draft, error: { code: event.code, message: event.message } };
    case 'reference':
      return { ...draft, passages: event.passages };
    case 'citations': {
      // The answer as saved: markers normalised, invented ones removed, similarity's added.
      const cited = new Set(event.citations.map((citation) => citation.ref));
      const passages = draft.passages.map((passage) => ({ ...passage, isCited: cited.has(passage.ref) }));
      return { ...draft, text: event.content, passages };
    }
  }
}

/** The sources of every tool result in a draft, in the order they came. */
export function draftSources(draft: TReplyDraft): TChatSourceData[] {
  return draft.toolCalls.flatMap((call) => call.result?.sources ?? []);
}
