import {
  RESEARCH_SESSION_LIMITS,
  RESEARCH_STATE_VERSION,
  type TErrorCode,
  type TFeedbackAction,
  type TNewResearch,
  type TResearchPhase,
  type TResearchPlan,
  type TResearchState,
  ZFeedbackNoteSchema,
  ZResearchPlanSchema,
  ZResearchStateSchema,
} from '@app/contract';
import type { z } from 'zod';

/** Work the caller runs next; its outcome comes back through `applyWorkResult`. */
export type TResearchEffect =
  | { kind: 'break_down'; feedback?: string }
  | { kind: 'draft_plan'; feedback?: string }
  | { kind: 'revise_outline'; feedback: string }
  | { kind: 'regenerate_outline' }
  | { kind: 'save_plan' }
  | { kind: 'collect'; resume: boolean; feedback?: string }
  | { kind: 'write_report' }
  | { kind: 'revise_report'; feedback: string }
  | { kind: 'finalize_report' };

/** A refused action or result: a catalogue code, and for a bad payload the zod issues. */
export type TResearchRefusal = {
  ok: false;
  code: Extract<TErrorCode, `RESEARCH_${string}`>;
  issues?: z.core.$ZodIssue[];
};
export type TResearchStep = { ok: true; state: TResearchState; effects: TResearchEffect[] } | TResearchRefusal;

export type TFeedbackPayload = { feedback?: string; plan?: unknown };

export type TWorkResult =
  | { kind: 'breakdown_ready'; items: string[] }
  | { kind: 'plan_ready'; plan: TResearchPlan }
  | { kind: 'collection_ready'; complete: boolean }
  | { kind: 'report_ready'; markdown: string }
  | { kind: 'work_failed'; message: string };

/** Which work phase re-runs which effect when `continue` retries after a failure. */
const RETRY: Partial<Record<TResearchPhase, TResearchEffect>> = {
  breaking_down: { kind: 'break_down' },
  drafting_plan: { kind: 'draft_plan' },
  collecting: { kind: 'collect', resume: true },
  report_drafting: { kind: 'write_report' },
};

/** The actions each phase takes (the table in the README is this one). */
export const ACTIONS_BY_PHASE: Record<TResearchPhase, readonly TFeedbackAction[]> = {
  breaking_down: [],
  breakdown_review: ['continue_item_breakdown', 'revise_breakdown', 'proceed_to_research_planning'],
  drafting_plan: [],
  plan_review: ['accept', 'proceed', 'edit', 'reject', 'revise_outline', 'regenerate_outline'],
  collecting: [],
  collection_review: ['continue', 'proceed', 'revise_research'],
  report_drafting: [],
  report_review: ['accept_final_report', 'request_revisions', 'revise_research'],
  done: [],
  failed: ['continue'],
};

/** A new session and its first work (`breakdown`: the seed's item breakdown first, else the plan at once). */
export function startResearch(input: TNewResearch): { state: TResearchState; effects: TResearchEffect[] } {
  const state: TResearchState = {
    version: RESEARCH_STATE_VERSION,
    phase: input.breakdown ? 'breaking_down' : 'drafting_plan',
    request: input.request,
    report_type: input.report_type,
    language: input.language,
    breakdown_items: [],
    plan: null,
    plan_revision: 0,
    collection_complete: false,
    report_markdown: null,
    report_revision: 0,
    history: [],
    failure: null,
  };
  return { state, effects: [input.breakdown ? { kind: 'break_down' } : { kind: 'draft_plan' }] };
}

const refuse = (code: TResearchRefusal['code'], issues?: z.core.$ZodIssue[]): TResearchRefusal =>
  issues ? { ok: false, code, issues } : { ok: false, code };

function remember(state: TResearchState, action: TFeedbackAction, feedback: string | undefined) {
  const note = feedback ? { action, phase: state.phase, feedback } : { action, phase: state.phase };
  return [...state.history, note].slice(-RESEARCH_SESSION_LIMITS.history);
}

/**
 * The user's feedback as a transition: the next state and the work to run, or a typed refusal when
 * the phase does not take that action or its payload breaks the plan's rules.
 */
export function applyFeedback(
  state: TResearchState,
  action: TFeedbackAction,
  payload: TFeedbackPayload = {},
): TResearchStep {
  if (!ACTIONS_BY_PHASE[state.phase].includes(action)) return refuse('RESEARCH_ACTION_NOT_ALLOWED');
  const note = ZFeedbackNoteSchema.optional().safeParse(payload.feedback);
  if (!note.success) return refuse('RESEARCH_PLAN_INVALID', note.error.issues);
  const feedback = note.data || undefined;
  const next = (phase: TResearchPhase, changes: Partial<TResearchState> = {}): TResearchState => ({
    ...state,
    ...changes,
    phase,
    history: remember(state, action, feedback),
  });
  const step = (
    phase: TResearchPhase,
    effects: TResearchEffect[],
    changes?: Partial<TResearchState>,
  ): TResearchStep => ({
    ok: true,
    state: next(phase, changes),
    effects,
  });
  const withFeedback = <T extends TResearchEffect>(effect: T): T => (feedback ? { ...effect, feedback } : effect);

  switch (action) {
    case 'continue_item_breakdown':
      return step('breaking_down', [{ kind: 'break_down' }]);
    case 'revise_breakdown':
      return step('breaking_down', [withFeedback({ kind: 'break_down' })]);
    case 'proceed_to_research_planning':
      return step('drafting_plan', [{ kind: 'draft_plan' }]);
    case 'accept':
      return step('collecting', [{ kind: 'collect', resume: false }], { collection_complete: false });
    case 'edit': {
      const plan = ZResearchPlanSchema.safeParse(payload.plan);
      if (!plan.success) return refuse('RESEARCH_PLAN_INVALID', plan.error.issues);
      return step('plan_review', [{ kind: 'save_plan' }], { plan: plan.data, plan_revision: state.plan_revision + 1 });
    }
    case 'reject':
      return step('drafting_plan', [withFeedback({ kind: 'draft_plan' })]);
    case 'revise_outline':
      return step('drafting_plan', [{ kind: 'revise_outline', feedback: feedback ?? '' }]);
    case 'regenerate_outline':
      return step('drafting_plan', [{ kind: 'regenerate_outline' }]);
    case 'proceed':
      // From the plan, proceed starts collecting; after a collection, it goes on to the report.
      return state.phase === 'plan_review'
        ? step('collecting', [{ kind: 'collect', resume: false }], { collection_complete: false })
        : step('report_drafting', [{ kind: 'write_report' }]);
    case 'continue':
      if (state.phase === 'failed') {
        const during = state.failure?.during ?? 'drafting_plan';
        return step(during, [RETRY[during] ?? { kind: 'draft_plan' }], { failure: null });
      }
      return step('collecting', [{ kind: 'collect', resume: true }]);
    case 'revise_research':
      return step('collecting', [withFeedback({ kind: 'collect', resume: false })], { collection_complete: false });
    case 'request_revisions':
      return step('report_drafting', [{ kind: 'revise_report', feedback: feedback ?? '' }]);
    case 'accept_final_report':
      return step('done', [{ kind: 'finalize_report' }]);
  }
}

/** The outcome of an effect's work, applied to the phase that waits for it. */
export function applyWorkResult(state: TResearchState, result: TWorkResult): TResearchStep {
  const ok = (phase: TResearchPhase, changes: Partial<TResearchState>): TResearchStep => ({
    ok: true,
    state: { ...state, ...changes, phase },
    effects: [],
  });
  if (result.kind === 'work_failed') {
    if (!RETRY[state.phase]) return refuse('RESEARCH_RESULT_OUTDATED');
    const message = result.message.slice(0, RESEARCH_SESSION_LIMITS.failureChars);
    return ok('failed', { failure: { message, during: state.phase } });
  }
  switch (result.kind) {
    case 'breakdown_ready': {
      if (state.phase !== 'breaking_down') return refuse('RESEARCH_RESULT_OUTDATED');
      const items = result.items
        .map((item) => item.trim().slice(0, RESEARCH_SESSION_LIMITS.breakdownItemChars))
        .filter(Boolean)
        .slice(0, RESEARCH_SESSION_LIMITS.breakdownItems);
      return ok('breakdown_review', { breakdown_items: items });
    }
    case 'plan_ready': {
      if (state.phase !== 'drafting_plan') return refuse('RESEARCH_RESULT_OUTDATED');
      const plan = ZResearchPlanSchema.safeParse(result.plan);
      if (!plan.success) return refuse('RESEARCH_PLAN_INVALID', plan.error.issues);
      return ok('plan_review', { plan: plan.data, plan_revision: state.plan_revision + 1 });
    }
    case 'collection_ready':
      if (state.phase !== 'collecting') return refuse('RESEARCH_RESULT_OUTDATED');
      return ok('collection_review', { collection_complete: result.complete });
    case 'report_ready':
      if (state.phase !== 'report_drafting') return refuse('RESEARCH_RESULT_OUTDATED');
      return ok('report_review', {
        report_markdown: result.markdown.slice(0, RESEARCH_SESSION_LIMITS.reportChars),
        report_revision: state.report_revision + 1,
      });
  }
}

/** A stored state read back: validated, so a row from an older or broken version is refused, not trusted. */
export function parseResearchState(json: string): TResearchState | null {
  try {
    const parsed = ZResearchStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const serializeResearchState = (state: TResearchState): string => JSON.stringify(state);
