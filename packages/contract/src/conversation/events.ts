import { z } from 'zod';

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
});
export type TChatToolCall = z.infer<typeof ZChatToolCallSchema>;

export const ZChatUsageSchema = z.object({ input_tokens: z.number().int(), output_tokens: z.number().int() });

/** How an assistant reply ended. `aborted`: the user stopped it; `error`: the provider failed. @public */
export const CHAT_FINISH_REASONS = ['stop', 'length', 'tool-calls', 'max-steps', 'aborted', 'error', 'other'] as const;

/**
 * The events of `conversation/completion` and `conversation/ask`, one JSON object per Server-Sent
 * Event (`data: {...}\n\n`), in this order: `start`, then any of `delta`, `reasoning`, `tool_call`
 * (the model asked for a tool), `tool_result` (its outcome with sources), then `usage` and `done`;
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
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEventSchema>;
