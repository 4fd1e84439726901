import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';
import { ZDataSheetProposalSchema, ZDataSheetValueSchema, ZDataSourceDefinitionSchema } from './data-sheet.js';

/*
 * The AI review of a model (issue 19): the user's chat model reads the model's data sheet and the
 * rule checks of `model/dcf/review`, writes a narrative review citing the model's cells by value id
 * (`[cell:terminalGrowth@model]`) and the filings by data source id (`[source:…]`), and may propose
 * changes as data-sheet modifications. The answer resolves the citations against the data sheet
 * (an id the sheet does not hold is dropped, never invented) and previews the proposed changes
 * through `data_sheet/preview`; they are applied only when the user accepts them through
 * `data_sheet/apply`.
 */

/** Limits of every size the user controls. @public */
export const REVIEW_NARRATIVE_LIMITS = {
  /** Characters of a follow-up question. */
  questionChars: 2_000,
  /** Earlier turns sent back with a follow-up. */
  historyTurns: 10,
  /** Characters of one earlier turn. */
  turnChars: 4_000,
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
  /** The earlier turns, oldest first: the first review's text, then each question and answer. */
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

/** `model/dcf/review/narrative`. @public */
export const reviewNarrativeRoutes = {
  review_narrative: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/review/narrative',
    summary:
      'A narrative review of a model by the user’s chat model, citing the data sheet’s cells and filings, with its proposed changes previewed (nothing is saved); follow-ups send the earlier turns back',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZReviewNarrativeRequestSchema,
    output: ZReviewNarrativeSchema,
  }),
};
