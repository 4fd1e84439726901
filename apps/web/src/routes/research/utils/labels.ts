import type {
  PLAN_NOTE_REASONS,
  REQUIREMENT_TYPES,
  SOURCE_KINDS,
  TCollectionState,
  TFeedbackAction,
  TReportLanguage,
  TResearchPhase,
  TResearchReportType,
} from '@app/contract';

/** The report types' names. */
export const REPORT_TYPE_LABELS = {
  stock_pitch: 'research:reportTypes.stock_pitch',
  company_analysis: 'research:reportTypes.company_analysis',
  market_research: 'research:reportTypes.market_research',
} as const satisfies Record<TResearchReportType, string>;

/** The report languages' names. */
export const REPORT_LANGUAGE_LABELS = {
  en: 'research:languages.en',
  zh: 'research:languages.zh',
} as const satisfies Record<TReportLanguage, string>;

/** A session's phase as its status badge says it. */
export const PHASE_LABELS = {
  breaking_down: 'research:phases.breaking_down',
  breakdown_review: 'research:phases.breakdown_review',
  drafting_plan: 'research:phases.drafting_plan',
  plan_review: 'research:phases.plan_review',
  collecting: 'research:phases.collecting',
  collection_review: 'research:phases.collection_review',
  report_drafting: 'research:phases.report_drafting',
  report_review: 'research:phases.report_review',
  done: 'research:phases.done',
  failed: 'research:phases.failed',
} as const satisfies Record<TResearchPhase, string>;

/** The seed's feedback actions as buttons. */
export const ACTION_LABELS = {
  accept: 'research:actions.accept',
  reject: 'research:actions.reject',
  edit: 'research:actions.edit',
  continue: 'research:actions.continue',
  proceed: 'research:actions.proceed',
  revise_outline: 'research:actions.revise_outline',
  regenerate_outline: 'research:actions.regenerate_outline',
  accept_final_report: 'research:actions.accept_final_report',
  request_revisions: 'research:actions.request_revisions',
  proceed_to_research_planning: 'research:actions.proceed_to_research_planning',
  revise_breakdown: 'research:actions.revise_breakdown',
  continue_item_breakdown: 'research:actions.continue_item_breakdown',
  revise_research: 'research:actions.revise_research',
} as const satisfies Record<TFeedbackAction, string>;

/** The actions whose feedback note says what to change: they open a note box first. */
export const ACTIONS_WITH_NOTE: ReadonlySet<TFeedbackAction> = new Set([
  'reject',
  'revise_outline',
  'request_revisions',
  'revise_breakdown',
  'revise_research',
]);

/** The collection's states (the seed's names) as badges. */
export const COLLECTION_STATE_LABELS = {
  in_progress: 'research:states.in_progress',
  completed: 'research:states.completed',
  error: 'research:states.error',
  searching: 'research:states.searching',
  search_complete: 'research:states.search_complete',
  search_error: 'research:states.search_error',
  collection_complete: 'research:states.collection_complete',
  node_error: 'research:states.node_error',
  unknown: 'research:states.unknown',
} as const satisfies Record<TCollectionState, string>;

/** The requirement types' names. */
export const REQUIREMENT_TYPE_LABELS = {
  web_search: 'research:requirementTypes.web_search',
  dcf: 'research:requirementTypes.dcf',
  comps: 'research:requirementTypes.comps',
  knowledge_base: 'research:requirementTypes.knowledge_base',
} as const satisfies Record<(typeof REQUIREMENT_TYPES)[number], string>;

/** Why a requirement of the plan cannot run as configured. */
export const PLAN_NOTE_LABELS = {
  no_web_search_provider: 'research:planNotes.no_web_search_provider',
  no_knowledge_base: 'research:planNotes.no_knowledge_base',
  no_valuation_engine: 'research:planNotes.no_valuation_engine',
  no_comps_engine: 'research:planNotes.no_comps_engine',
} as const satisfies Record<(typeof PLAN_NOTE_REASONS)[number], string>;

/** Where a source comes from. */
export const SOURCE_KIND_LABELS = {
  web: 'research:sources.kinds.web',
  dcf: 'research:sources.kinds.dcf',
  comps: 'research:sources.kinds.comps',
  knowledge_base: 'research:sources.kinds.knowledge_base',
} as const satisfies Record<(typeof SOURCE_KINDS)[number], string>;

/** The collection's own event messages (other messages are an error's text, shown as is). */
export const EVENT_MESSAGE_LABELS: Readonly<
  Record<string, 'research:eventMessages.budget_exhausted' | 'research:eventMessages.resumed'>
> = {
  budget_exhausted: 'research:eventMessages.budget_exhausted',
  resumed: 'research:eventMessages.resumed',
};
