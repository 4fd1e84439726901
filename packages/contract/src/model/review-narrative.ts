import { z } from 'zod';
import { ZChatProposalDecisionSchema } from '../conversation/proposal.js';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';
import {
  DATA_SHEET_LIMITS,
  ZDataSheetProposalSchema,
  ZDataSheetValueSchema,
  ZDataSourceDefinitionSchema,
} from './data-sheet.js';

/*
 * The AI review of a model (issue 19): the user's chat model reads the model's data sheet and the
 * rule checks of `model/dcf/review`, writes a narrative review citing the model's cells by value id
 * (`[cell:terminalGrowth@model]`) and the filings by data source id (`[source:…]`), and may propose
 * changes as data-sheet modifications. The answer resolves the citations against the data sheet
 * (an id the sheet does not hold is dropped, never invented) and previews the proposed changes
 * through `data_sheet/preview`; they are applied only when the user accepts them through
 * `data_sheet/apply`.
 *
 * The conversation is kept with the model (one per model, its owner's only; deleted with it): each
 * exchange (the first review, then each follow-up question and its answer, with its proposal and the
 * user's decision on it) is appended as it is written, read back by `review/narrative/history`,
 * decided once by `review/narrative/decide_proposal` and cleared by `review/narrative/clear`.
 */

/** Limits of every size the user controls. @public */
export const REVIEW_NARRATIVE_LIMITS = {
  /** Characters of a follow-up question. */
  questionChars: 2_000,
  /** Earlier turns sent back with a follow-up. */
  historyTurns: 10,
  /** Characters of one earlier turn. */
  turnChars: 4_000,
  /** Exchanges (the first review and each follow-up answer) a model's stored review keeps. */
  storedExchanges: 20,
  /** Characters of the questions and answers a model's stored review keeps. */
  storedChars: 100_000,
} as const;

export const ZReviewTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(REVIEW_NARRATIVE_LIMITS.turnChars, 'review_turn_too_long' satisfies TValidationMessageKey),
});
export type TReviewTurn = z.infer<typeof ZReviewTurnSchema>;

export const ZReviewNarrativeRequestSchema = z.object({
  model_id: z.uuid(),
  /** A follow-up question; absent (or blank) for the first review. */
  question: z
    .string()
    .trim()
    .max(REVIEW_NARRATIVE_LIMITS.questionChars, 'review_question_too_long' satisfies TValidationMessageKey)
    .optional(),
  /**
   * Ignored since the conversation is kept with the model: the stored exchanges are the history
   * (kept so that older clients' requests still parse).
   * @deprecated
   */
  history: z
    .array(ZReviewTurnSchema)
    .max(REVIEW_NARRATIVE_LIMITS.historyTurns, 'review_history_too_long' satisfies TValidationMessageKey)
    .optional(),
});

/** The changes the reviewer proposed, previewed or refused (`ZDataSheetProposalSchema`). */
export const ZReviewProposalSchema = ZDataSheetProposalSchema;
export type TReviewProposal = z.infer<typeof ZReviewProposalSchema>;

export const ZReviewNarrativeSchema = z.object({
  model_id: z.string(),
  /** The chat model that wrote it, `name@factory`. */
  model_name: z.string(),
  /** Markdown with `[cell:<value id>]` and `[source:<data source id>]` markers (a proposed JSON block removed). */
  text: z.string(),
  /** The cited cells the data sheet holds, in the order first cited; a marker of any other id is left unlinked. */
  cells: z.array(ZDataSheetValueSchema),
  /** The cited data sources the data sheet holds (filings by accession). */
  sources: z.array(ZDataSourceDefinitionSchema),
  /** Null when the reviewer proposed no change. */
  proposal: ZReviewProposalSchema.nullable(),
  disclaimer: z.string(),
});
export type TReviewNarrative = z.infer<typeof ZReviewNarrativeSchema>;

/** `review/narrative`'s answer: the narrative, stored as the conversation's newest exchange. */
export const ZReviewNarrativeAnswerSchema = ZReviewNarrativeSchema.extend({
  /** The stored exchange's id, to decide its proposal by. */
  exchange_id: z.string(),
});

/** What the user decided about an exchange's previewed proposal (as the chat records it). */
export const ZReviewProposalDecisionSchema = ZChatProposalDecisionSchema;
export type TReviewProposalDecision = z.infer<typeof ZReviewProposalDecisionSchema>;

/** One stored exchange: the question (null for the first review), the answer, the decision on its proposal. */
export const ZReviewExchangeSchema = z.object({
  id: z.string(),
  question: z.string().nullable(),
  /** As written, with the disclaimer in the reader's language. */
  narrative: ZReviewNarrativeSchema,
  /** Null until the user accepts or rejects the proposal (always null without a previewed one). */
  decision: ZReviewProposalDecisionSchema.nullable(),
  created_at: z.string(),
});
export type TReviewExchange = z.infer<typeof ZReviewExchangeSchema>;

/** A model's stored AI review, oldest exchange first; empty before the first review or after a clear. */
export const ZReviewConversationSchema = z.object({
  model_id: z.string(),
  exchanges: z.array(ZReviewExchangeSchema),
  /** True when no follow-up fits any more (`REVIEW_CONVERSATION_FULL`): the user starts over. */
  is_full: z.boolean(),
});
export type TReviewConversation = z.infer<typeof ZReviewConversationSchema>;

export const ZReviewModelRequestSchema = z.object({ model_id: z.uuid() });

/** `review/narrative/decide_proposal`'s input: accepted (the changes applied, the revision they gave) or rejected. */
export const ZDecideReviewProposalRequestSchema = z.discriminatedUnion('decision', [
  z.object({
    model_id: z.uuid(),
    exchange_id: z.uuid(),
    decision: z.literal('accepted'),
    accepted: z.array(z.number().int().min(0)).min(1).max(DATA_SHEET_LIMITS.maxModifications),
    model_updated_at: z.string().min(1).max(40),
  }),
  z.object({ model_id: z.uuid(), exchange_id: z.uuid(), decision: z.literal('rejected') }),
]);

/** `model/dcf/review/narrative`. @public */
export const reviewNarrativeRoutes = {
  review_narrative: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/review/narrative',
    summary:
      'A narrative review of a model by the user’s chat model, citing the data sheet’s cells and filings, with its proposed changes previewed (not applied); kept with the model: without a question it starts the stored review anew, a follow-up question is answered with the stored exchanges as history and appended (REVIEW_CONVERSATION_FULL once the review is as long as it can be)',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZReviewNarrativeRequestSchema,
    output: ZReviewNarrativeAnswerSchema,
  }),
  review_narrative_history: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/review/narrative/history',
    summary:
      'The model’s stored AI review: each exchange with its proposal and the decision on it (empty before the first review)',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZReviewModelRequestSchema,
    output: ZReviewConversationSchema,
  }),
  review_narrative_decide_proposal: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/review/narrative/decide_proposal',
    summary:
      'Records the user’s decision on an exchange’s previewed proposal (the accepted changes were applied through data_sheet/apply); once only: CHAT_PROPOSAL_DECIDED',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZDecideReviewProposalRequestSchema,
    output: ZReviewConversationSchema,
  }),
  review_narrative_clear: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/review/narrative/clear',
    summary: 'Starts the model’s AI review over: the stored exchanges are deleted',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZReviewModelRequestSchema,
    output: ZReviewConversationSchema,
  }),
};
