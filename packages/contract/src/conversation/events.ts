import { z } from 'zod';
import { ZChatProposalSchema } from './proposal.js';

/** Characters of a passage's content kept with a reply (the chunk itself is in its knowledge base). @public */
export const PASSAGE_EXCERPT_CHARS = 2_000;

/**
 * A passage of a knowledge base an assistant's reply was given: `ref` is its number n in the prompt,
 * which the reply cites as `[ID:n]`. `pages` are 1-based (empty when its document has no pages).
 * @public
 */
export const ZChatPassageSchema = z.object({
  kind: z.literal('passage'),
  ref: z.string(),
  chunk_id: z.string(),
  document_id: z.string(),
  document_name: z.string(),
  kb_id: z.string(),
  pages: z.array(z.number().int()),
  /** The passage's text (at most `PASSAGE_EXCERPT_CHARS`). */
  content: z.string(),
  similarity: z.number(),
  /** Whether the reply cites it. */
  is_cited: z.boolean(),
});
export type TChatPassage = z.infer<typeof ZChatPassageSchema>;

/**
 * How a reply's citations were found: the model's `[ID:n]` markers, sentence similarity (the model
 * wrote none), an extractive answer (no chat model: the passages quoted), or none at all.
 * @public
 */
export const CITATION_METHODS = ['marker', 'similarity', 'extractive', 'none'] as const;

/**
 * Where a figure in a tool's result came from, shown as a card under the answer. `ref` is unique
 * within one assistant message ("1", "2", …); the assistant cites figures as `[1]`, and the web
 * links each citation to its card.
 * @public
 */
export const ZChatSourceSchema = z.discriminatedUnion('kind', [
  /** An SEC filing a statement line was read from. */
  z.object({
    kind: z.literal('filing'),
    ref: z.string(),
    ticker: z.string().nullable(),
    cik: z.number().int().nullable(),
    form: z.string().nullable(),
    accession: z.string().nullable(),
    filed: z.string().nullable(),
    /** The fiscal periods whose lines came from this filing, e.g. `FY 2025`. */
    periods: z.array(z.string()),
    /** The filing index on EDGAR, when the accession is known. */
    url: z.string().nullable(),
  }),
  /** One of the user's DCF models (its values as saved). */
  z.object({
    kind: z.literal('model'),
    ref: z.string(),
    model_id: z.string(),
    name: z.string(),
    ticker: z.string(),
    updated_at: z.string(),
  }),
  /** A market data series: a price, a beta regression, the Treasury yield, the ticker list, peers. */
  z.object({
    kind: z.literal('series'),
    ref: z.string(),
    /** e.g. `price`, `beta`, `risk_free_rate`, `company_profile`, `ticker_list`, `peers`. */
    series: z.string(),
    ticker: z.string().nullable(),
    as_of: z.string().nullable(),
    provider: z.string().nullable(),
    /** A provider URL or a data-pack file. */
    location: z.string().nullable(),
  }),
  ZChatPassageSchema,
]);
export type TChatSource = z.infer<typeof ZChatSourceSchema>;

/** A tool the assistant called in a message, with its input, outcome and sources. @public */
export const ZChatToolCallSchema = z.object({
  tool_call_id: z.string(),
  name: z.string(),
  input: z.unknown(),
  /** The result as the model read it (figures in full units of their currency, rates as decimals). */
  output: z.unknown(),
  /** False when the tool refused (unknown ticker, model not found): `error` is the catalogue code. */
  ok: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  sources: z.array(ZChatSourceSchema),
  /** `propose_data_sheet_changes`: the changes previewed (or refused) and the user's decision; absent on other tools. */
  proposal: ZChatProposalSchema.optional(),
});
export type TChatToolCall = z.infer<typeof ZChatToolCallSchema>;

export const ZChatUsageSchema = z.object({ input_tokens: z.number().int(), output_tokens: z.number().int() });

/** How an assistant reply ended. `aborted`: the user stopped it; `error`: the provider failed. @public */
export const CHAT_FINISH_REASONS = ['stop', 'length', 'tool-calls', 'max-steps', 'aborted', 'error', 'other'] as const;

/**
 * The events of `conversation/completion` and `conversation/ask`, one JSON object per Server-Sent
 * Event (`data: {...}\n\n`), in this order: `start`, then (an assistant over knowledge bases) `reference`, then any of `delta`, `reasoning`, `tool_call`
 * (the model asked for a tool), `tool_result` (its outcome with sources), then `usage`, (an assistant over knowledge bases) `citations`, and `done`;
 * or `error` last (a provider failure after the stream began, as a catalogue code and its message
 * in the user's language). Failures before the stream begins (validation, no model configured,
 * a reply still streaming) are the usual JSON error envelope with their HTTP status.
 * @public
 */
export const ZChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    /** Null for `ask`, which is not saved. */
    conversation_id: z.string().nullable(),
    user_message_id: z.string().nullable(),
    message_id: z.string().nullable(),
    /** `name@factory` of the model answering. */
    model: z.string(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reasoning'), text: z.string() }),
  z.object({ type: z.literal('tool_call'), tool_call_id: z.string(), name: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('tool_result'), ...ZChatToolCallSchema.shape }),
  z.object({ type: z.literal('usage'), ...ZChatUsageSchema.shape }),
  z.object({ type: z.literal('done'), message_id: z.string().nullable(), finish_reason: z.enum(CHAT_FINISH_REASONS) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  /** An assistant over knowledge bases: the passages retrieved for the question, before the answer. */
  z.object({ type: z.literal('reference'), passages: z.array(ZChatPassageSchema) }),
  /**
   * An assistant over knowledge bases, after the answer and before `done`: the answer as saved (markers
   * written `[ID:n]`, invented ones removed, similarity's added) and the passages it cites.
   */
  z.object({
    type: z.literal('citations'),
    content: z.string(),
    method: z.enum(CITATION_METHODS),
    citations: z.array(ZChatPassageSchema),
  }),
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEventSchema>;
