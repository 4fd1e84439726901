import { z } from 'zod';

/** Every size of a research plan, whether the model drafted it or the user edited it. @public */
export const RESEARCH_LIMITS = {
  titleChars: 200,
  sections: 12,
  sectionTitleChars: 200,
  sectionPurposeChars: 1_000,
  questionsPerSection: 8,
  questionChars: 500,
  specialInstructionsChars: 4_000,
  requirements: 20,
  requirementIdChars: 64,
  queriesPerRequirement: 8,
  queryChars: 400,
  maxResultsPerQuery: 20,
  tickerChars: 16,
  /** Estimated length of the report, in words. */
  minWords: 300,
  maxWords: 20_000,
  /** The user's request that the plan answers. */
  requestChars: 4_000,
  /** A feedback note sent with revise / reject / request revisions. */
  feedbackChars: 4_000,
} as const;

export const RESEARCH_REPORT_TYPES = ['stock_pitch', 'company_analysis', 'market_research'] as const;
/** @public */
export type TResearchReportType = (typeof RESEARCH_REPORT_TYPES)[number];
export const ZReportTypeSchema = z.enum(RESEARCH_REPORT_TYPES, { error: 'research_report_type_invalid' });

/** A report is written in English or Chinese (the issue's two report languages). */
export const REPORT_LANGUAGES = ['en', 'zh'] as const;
/** @public */
export type TReportLanguage = (typeof REPORT_LANGUAGES)[number];
export const ZReportLanguageSchema = z.enum(REPORT_LANGUAGES, { error: 'research_language_invalid' });

export const REQUIREMENT_TYPES = ['web_search', 'dcf', 'comps', 'knowledge_base'] as const;
/** @public */
export type TRequirementType = (typeof REQUIREMENT_TYPES)[number];

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const ZOutlineSectionSchema = z.object({
  title: text(RESEARCH_LIMITS.sectionTitleChars, 'research_section_title_required', 'research_section_title_too_long'),
  purpose: z
    .string()
    .trim()
    .max(RESEARCH_LIMITS.sectionPurposeChars, { error: 'research_section_purpose_too_long' })
    .default(''),
  key_questions: z
    .array(text(RESEARCH_LIMITS.questionChars, 'research_question_required', 'research_question_too_long'))
    .max(RESEARCH_LIMITS.questionsPerSection, { error: 'research_questions_too_many' })
    .default([]),
});
/** @public */
export type TOutlineSection = z.infer<typeof ZOutlineSectionSchema>;

export const ZDataRequirementSchema = z
  .object({
    requirement_id: z
      .string({ error: 'research_requirement_id_invalid' })
      .trim()
      .regex(/^[A-Za-z0-9_.-]+$/, { error: 'research_requirement_id_invalid' })
      .max(RESEARCH_LIMITS.requirementIdChars, { error: 'research_requirement_id_invalid' }),
    type: z.enum(REQUIREMENT_TYPES, { error: 'research_requirement_type_invalid' }),
    ticker: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9.\-^=]{1,16}$/, { error: 'research_ticker_invalid' })
      .max(RESEARCH_LIMITS.tickerChars, { error: 'research_ticker_invalid' })
      .optional(),
    search_queries: z
      .array(text(RESEARCH_LIMITS.queryChars, 'research_query_required', 'research_query_too_long'))
      .max(RESEARCH_LIMITS.queriesPerRequirement, { error: 'research_queries_too_many' })
      .default([]),
    include_images: z.boolean().default(false),
    max_results_per_query: z
      .number()
      .int({ error: 'research_max_results_invalid' })
      .min(1, { error: 'research_max_results_invalid' })
      .max(RESEARCH_LIMITS.maxResultsPerQuery, { error: 'research_max_results_invalid' })
      .default(5),
  })
  .superRefine((requirement, context) => {
    const needsTicker = requirement.type === 'dcf' || requirement.type === 'comps';
    if (needsTicker && !requirement.ticker) {
      context.addIssue({ code: 'custom', path: ['ticker'], message: 'research_ticker_required' });
    }
    if (!needsTicker && requirement.search_queries.length === 0) {
      context.addIssue({ code: 'custom', path: ['search_queries'], message: 'research_queries_required' });
    }
  });
/** @public */
export type TDataRequirement = z.infer<typeof ZDataRequirementSchema>;

/** The research plan: what the report will say and which data answers it. @public */
export const ZResearchPlanSchema = z
  .object({
    title: text(RESEARCH_LIMITS.titleChars, 'research_title_required', 'research_title_too_long'),
    report_type: ZReportTypeSchema,
    language: ZReportLanguageSchema,
    estimated_length: z
      .number({ error: 'research_length_invalid' })
      .int({ error: 'research_length_invalid' })
      .min(RESEARCH_LIMITS.minWords, { error: 'research_length_invalid' })
      .max(RESEARCH_LIMITS.maxWords, { error: 'research_length_invalid' }),
    outline: z
      .array(ZOutlineSectionSchema)
      .min(1, { error: 'research_sections_required' })
      .max(RESEARCH_LIMITS.sections, { error: 'research_sections_too_many' }),
    special_instructions: z
      .string()
      .trim()
      .max(RESEARCH_LIMITS.specialInstructionsChars, { error: 'research_instructions_too_long' })
      .default(''),
    data_requirements: z
      .array(ZDataRequirementSchema)
      .max(RESEARCH_LIMITS.requirements, { error: 'research_requirements_too_many' })
      .default([]),
  })
  .superRefine((plan, context) => {
    const seen = new Set<string>();
    plan.data_requirements.forEach((requirement, index) => {
      if (seen.has(requirement.requirement_id)) {
        context.addIssue({
          code: 'custom',
          path: ['data_requirements', index, 'requirement_id'],
          message: 'research_requirement_id_duplicate',
        });
      }
      seen.add(requirement.requirement_id);
    });
  });
/** @public */
export type TResearchPlan = z.infer<typeof ZResearchPlanSchema>;

/** Progress states of the information collection (the seed's names), streamed as they happen. @public */
export const COLLECTION_STATES = [
  'in_progress',
  'completed',
  'error',
  'searching',
  'search_complete',
  'search_error',
  'collection_complete',
  'node_error',
  'unknown',
] as const;
/** @public */
export type TCollectionState = (typeof COLLECTION_STATES)[number];

/** The report card's states. @public */
export const REPORT_STATES = ['generating', 'generated'] as const;
/** @public */
export type TReportState = (typeof REPORT_STATES)[number];

/** The plan card's states. @public */
export const PLAN_CARD_STATES = ['view', 'edit', 'saving', 'saved', 'failed'] as const;
/** @public */
export type TPlanCardState = (typeof PLAN_CARD_STATES)[number];

/** Where a sentence of the report comes from; cited as `[^S1]`. @public */
export const SOURCE_KINDS = ['web', 'dcf', 'comps', 'knowledge_base'] as const;
export const ZResearchSourceSchema = z.object({
  id: z.string().regex(/^S[1-9][0-9]{0,4}$/),
  kind: z.enum(SOURCE_KINDS),
  title: z.string().max(500),
  url: z.string().max(2_048).optional(),
  document: z.string().max(500).optional(),
  page: z.number().int().min(1).optional(),
  retrievedAt: z.string().max(40).optional(),
  excerpt: z.string().max(8_000).optional(),
});
/** @public */
export type TResearchSource = z.infer<typeof ZResearchSourceSchema>;
