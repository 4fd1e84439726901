import { z } from 'zod';
import { ZOkSchema } from '../kb/kb-routes.js';
import { defineRoute } from '../route.js';
import {
  COLLECTION_STATES,
  REPORT_STATES,
  REQUIREMENT_TYPES,
  RESEARCH_LIMITS,
  ZReportLanguageSchema,
  ZReportTypeSchema,
  ZResearchPlanSchema,
  ZResearchSourceSchema,
} from './plan.js';
import {
  FEEDBACK_ACTIONS,
  RESEARCH_PHASES,
  ZFeedbackActionSchema,
  ZFeedbackNoteSchema,
  ZNewResearchSchema,
} from './session.js';

export const ZResearchIdSchema = z.uuid();

/** Sizes of the research area beyond the plan's own. @public */
export const RESEARCH_AREA_LIMITS = {
  /** Research sessions one user keeps. */
  sessionsPerUser: 200,
  /** Knowledge bases a research may retrieve from. */
  knowledgeBases: 10,
  /** Collection events a `research/get` answer carries (the newest). */
  eventsShown: 500,
} as const;

/**
 * `research/new`: the request, the report wanted, whether to break the request into items first,
 * and the knowledge bases `knowledge_base` requirements retrieve from.
 * @public
 */
export const ZNewResearchRequestSchema = ZNewResearchSchema.extend({
  kb_ids: z
    .array(z.uuid({ error: 'research_kb_not_found' }))
    .max(RESEARCH_AREA_LIMITS.knowledgeBases, { error: 'research_kbs_too_many' })
    .default([]),
});
export type TNewResearchRequest = z.input<typeof ZNewResearchRequestSchema>;

/**
 * `research/feedback`: one of the seed's feedback actions. `feedback` is the note of reject,
 * revise_outline, request_revisions, revise_breakdown and revise_research; `plan` the edited plan
 * of `edit`.
 * @public
 */
export const ZResearchFeedbackRequestSchema = z.object({
  research_id: ZResearchIdSchema,
  action: ZFeedbackActionSchema,
  feedback: ZFeedbackNoteSchema.optional(),
  plan: z.unknown().optional(),
});
export type TResearchFeedbackRequest = z.input<typeof ZResearchFeedbackRequestSchema>;

/** One step of the information collection, as it happened. @public */
export const ZResearchEventSchema = z.object({
  seq: z.number().int(),
  state: z.enum(COLLECTION_STATES),
  requirement_id: z.string().nullable(),
  query: z.string().optional(),
  depth: z.number().int().optional(),
  calls_used: z.number().int(),
  call_budget: z.number().int(),
  source_ids: z.array(z.string()).optional(),
  message: z.string().optional(),
  at: z.string(),
});
export type TResearchEvent = z.infer<typeof ZResearchEventSchema>;

/** Why a requirement of the plan cannot run as configured (the plan card says so). @public */
export const PLAN_NOTE_REASONS = [
  'no_web_search_provider',
  'no_knowledge_base',
  'no_valuation_engine',
  'no_comps_engine',
] as const;
export const ZPlanNoteSchema = z.object({
  requirement_id: z.string(),
  type: z.enum(REQUIREMENT_TYPES),
  reason: z.enum(PLAN_NOTE_REASONS),
});
export type TPlanNote = z.infer<typeof ZPlanNoteSchema>;

/** A research session in the list. @public */
export const ZResearchSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  request: z.string(),
  report_type: ZReportTypeSchema,
  language: ZReportLanguageSchema,
  phase: z.enum(RESEARCH_PHASES),
  /** Work (drafting, collecting, writing) is running or queued for it. */
  working: z.boolean(),
  has_report: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TResearchSummary = z.infer<typeof ZResearchSummarySchema>;

/** A research session as its screen shows it. @public */
export const ZResearchSchema = ZResearchSummarySchema.extend({
  breakdown_items: z.array(z.string()),
  plan: ZResearchPlanSchema.nullable(),
  plan_revision: z.number().int(),
  /** The plan's requirements that cannot run as configured. */
  plan_notes: z.array(ZPlanNoteSchema),
  kb_ids: z.array(z.string()),
  /** The feedback actions the current phase takes (none while work runs). */
  actions: z.array(z.enum(FEEDBACK_ACTIONS)),
  collection_complete: z.boolean(),
  calls_used: z.number().int(),
  call_budget: z.number().int(),
  events: z.array(ZResearchEventSchema),
  sources: z.array(ZResearchSourceSchema),
  report_state: z.enum(REPORT_STATES).nullable(),
  report_markdown: z.string().nullable(),
  report_revision: z.number().int(),
  failure: z.object({ code: z.string(), message: z.string(), during: z.enum(RESEARCH_PHASES) }).nullable(),
  history: z.array(
    z.object({ action: z.enum(FEEDBACK_ACTIONS), phase: z.enum(RESEARCH_PHASES), feedback: z.string().optional() }),
  ),
});
export type TResearch = z.infer<typeof ZResearchSchema>;

export const RESEARCH_DOWNLOAD_FORMATS = ['md', 'docx'] as const;
export type TResearchDownloadFormat = (typeof RESEARCH_DOWNLOAD_FORMATS)[number];

/**
 * The `research` area: deep research sessions. A session belongs to the user who started it;
 * another user's id is `NOT_FOUND`, exactly like an unknown one.
 * @public
 */
export const researchRoutes = {
  new: defineRoute({
    method: 'POST',
    path: '/v1/research/new',
    summary:
      'Start a research session: the chat model drafts a plan (or first breaks the request into items). Needs a chat model (LLM_NOT_CONFIGURED); at most 200 sessions (RESEARCH_TOO_MANY)',
    access: 'user',
    input: ZNewResearchRequestSchema,
    output: ZResearchSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/research/list',
    summary: 'The user’s research sessions, most recently changed first',
    access: 'user',
    input: z.object({}),
    output: z.array(ZResearchSummarySchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/research/get',
    summary: 'One research session: its phase, plan, the actions it takes now, collection events, sources and report',
    access: 'user',
    input: z.object({ research_id: ZResearchIdSchema }),
    output: ZResearchSchema,
  }),
  feedback: defineRoute({
    method: 'POST',
    path: '/v1/research/feedback',
    summary:
      'One of the seed’s feedback actions on the session (RESEARCH_ACTION_NOT_ALLOWED when its phase does not take it; RESEARCH_PLAN_INVALID for an edited plan that breaks the rules); the work it starts runs in the background',
    access: 'user',
    input: ZResearchFeedbackRequestSchema,
    output: ZResearchSchema,
  }),
  events: defineRoute({
    method: 'GET',
    path: '/v1/research/events',
    summary:
      'Server-Sent Events: the session’s collection events after `after` as they happen, then one `done` event with the session when its work stops',
    access: 'user',
    input: z.object({
      research_id: ZResearchIdSchema,
      after: z.coerce.number().int().min(-1).default(-1),
    }),
    output: z.union([
      z.object({ type: z.literal('event'), event: ZResearchEventSchema }),
      z.object({ type: z.literal('done'), research: ZResearchSchema }),
    ]),
    stream: 'sse',
  }),
  download: defineRoute({
    method: 'GET',
    path: '/v1/research/download',
    summary: 'The report as Markdown (md) or Word (docx); RESEARCH_NO_REPORT before one is written',
    access: 'user',
    input: z.object({ research_id: ZResearchIdSchema, format: z.enum(RESEARCH_DOWNLOAD_FORMATS).default('md') }),
    output: z.unknown(),
    file: { contentType: 'application/octet-stream' },
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/research/rm',
    summary:
      'Delete research sessions with their events (NOT_FOUND, and nothing deleted, when any id is not the user’s)',
    access: 'user',
    input: z.object({
      research_ids: z
        .array(ZResearchIdSchema, { error: 'research_select_first' })
        .min(1, { error: 'research_select_first' })
        .max(RESEARCH_AREA_LIMITS.sessionsPerUser),
    }),
    output: ZOkSchema,
  }),
};

/** A research's title: its plan's, else its request's first line. @public */
export function researchTitle(plan: { title: string } | null, request: string): string {
  const first = request.split('\n')[0]?.trim() ?? '';
  return (
    plan?.title ??
    (first.length > RESEARCH_LIMITS.titleChars ? `${first.slice(0, RESEARCH_LIMITS.titleChars - 1)}…` : first)
  );
}
