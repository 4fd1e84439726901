import { z } from 'zod';
import { RESEARCH_LIMITS, ZReportLanguageSchema, ZReportTypeSchema, ZResearchPlanSchema } from './plan.js';

/**
 * The phases of a research session. The `*ing` phases wait for work (an effect) to finish; the
 * `*_review` phases wait for the user's feedback.
 * @public
 */
export const RESEARCH_PHASES = [
  'breaking_down',
  'breakdown_review',
  'drafting_plan',
  'plan_review',
  'collecting',
  'collection_review',
  'report_drafting',
  'report_review',
  'done',
  'failed',
] as const;
/** @public */
export type TResearchPhase = (typeof RESEARCH_PHASES)[number];

/** The seed's feedback actions. @public */
export const FEEDBACK_ACTIONS = [
  'accept',
  'reject',
  'edit',
  'continue',
  'proceed',
  'revise_outline',
  'regenerate_outline',
  'accept_final_report',
  'request_revisions',
  'proceed_to_research_planning',
  'revise_breakdown',
  'continue_item_breakdown',
  'revise_research',
] as const;
/** @public */
export type TFeedbackAction = (typeof FEEDBACK_ACTIONS)[number];
export const ZFeedbackActionSchema = z.enum(FEEDBACK_ACTIONS, { error: 'research_action_invalid' });

export const RESEARCH_SESSION_LIMITS = {
  breakdownItems: 20,
  breakdownItemChars: 500,
  /** Feedback notes kept in the session (older ones are dropped first). */
  history: 50,
  reportChars: 400_000,
  failureChars: 2_000,
} as const;

export const ZFeedbackNoteSchema = z
  .string()
  .trim()
  .max(RESEARCH_LIMITS.feedbackChars, { error: 'research_feedback_too_long' });

/** The stored state of a research session (JSON, versioned). @public */
export const RESEARCH_STATE_VERSION = 1 as const;
export const ZResearchStateSchema = z.object({
  version: z.literal(RESEARCH_STATE_VERSION),
  phase: z.enum(RESEARCH_PHASES),
  request: z.string().max(RESEARCH_LIMITS.requestChars),
  report_type: ZReportTypeSchema,
  language: ZReportLanguageSchema,
  breakdown_items: z
    .array(z.string().max(RESEARCH_SESSION_LIMITS.breakdownItemChars))
    .max(RESEARCH_SESSION_LIMITS.breakdownItems),
  plan: ZResearchPlanSchema.nullable(),
  plan_revision: z.number().int().min(0),
  /** Whether the last collection visited every requirement (false: stopped by its call budget). */
  collection_complete: z.boolean(),
  report_markdown: z.string().max(RESEARCH_SESSION_LIMITS.reportChars).nullable(),
  report_revision: z.number().int().min(0),
  history: z
    .array(
      z.object({
        action: ZFeedbackActionSchema,
        phase: z.enum(RESEARCH_PHASES),
        feedback: z.string().max(RESEARCH_LIMITS.feedbackChars).optional(),
      }),
    )
    .max(RESEARCH_SESSION_LIMITS.history),
  /** Why the session failed, and the phase whose work failed (where `continue` retries). */
  failure: z
    .object({ message: z.string().max(RESEARCH_SESSION_LIMITS.failureChars), during: z.enum(RESEARCH_PHASES) })
    .nullable(),
});
/** @public */
export type TResearchState = z.infer<typeof ZResearchStateSchema>;

/** A new research session: the user's request, the report they want, and whether to break it into items first. @public */
export const ZNewResearchSchema = z.object({
  request: z
    .string({ error: 'research_request_required' })
    .trim()
    .min(1, { error: 'research_request_required' })
    .max(RESEARCH_LIMITS.requestChars, { error: 'research_request_too_long' }),
  report_type: ZReportTypeSchema,
  language: ZReportLanguageSchema,
  breakdown: z.boolean().default(false),
});
/** @public */
export type TNewResearch = z.infer<typeof ZNewResearchSchema>;
