import {
  RESEARCH_AREA_LIMITS,
  researchTitle,
  type TFeedbackAction,
  type TPlanNote,
  type TResearch,
  type TResearchEvent,
  type TResearchSummary,
} from '@app/contract';
import { ACTIONS_BY_PHASE, planNotes } from '@app/research';
import { webSearchFor } from '../llm/web-search-provider.js';
import type { ResearchDeps } from './research-deps.js';
import { checkpointOf, stateOf, type TResearchRow } from './research-store.js';

/** Phases whose work writes the report: the report card shows "generating". */
const REPORT_WORK = new Set(['report_drafting']);

/** A session in the list. */
export function researchSummary(row: TResearchRow): TResearchSummary {
  const state = stateOf(row);
  return {
    id: row.id,
    title: researchTitle(state.plan, state.request),
    request: state.request,
    report_type: state.report_type,
    language: state.language,
    phase: state.phase,
    working: row.jobId !== null,
    has_report: state.report_markdown !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A session as its screen shows it: the actions it takes now, what cannot run, the collection so far. */
export async function researchView(deps: Pick<ResearchDeps, 'llm'>, row: TResearchRow): Promise<TResearch> {
  const state = stateOf(row);
  const checkpoint = checkpointOf(row);
  const notes: TPlanNote[] = state.plan
    ? planNotes(state.plan, {
        web_search: await hasWebSearch(deps, row.ownerId),
        knowledge_base: row.kbIds.length > 0,
        dcf: true,
        comps: true,
      })
    : [];
  const actions: TFeedbackAction[] = row.jobId === null ? [...ACTIONS_BY_PHASE[state.phase]] : [];
  const events = (checkpoint?.events ?? []) as TResearchEvent[];
  return {
    ...researchSummary(row),
    breakdown_items: state.breakdown_items,
    plan: state.plan,
    plan_revision: state.plan_revision,
    plan_notes: notes,
    kb_ids: row.kbIds,
    actions,
    collection_complete: state.collection_complete,
    calls_used: checkpoint?.calls_used ?? 0,
    call_budget: checkpoint?.call_budget ?? 0,
    events: events.slice(-RESEARCH_AREA_LIMITS.eventsShown),
    sources: checkpoint?.sources ?? [],
    report_state: REPORT_WORK.has(state.phase) ? 'generating' : state.report_markdown !== null ? 'generated' : null,
    report_markdown: state.report_markdown,
    report_revision: state.report_revision,
    failure: state.failure
      ? {
          code: row.failureCode ?? 'RESEARCH_WORK_FAILED',
          message: state.failure.message,
          during: state.failure.during,
        }
      : null,
    history: state.history,
  };
}

/** Whether the user has a web-search provider that can be used (a key sealed under another server key cannot). */
async function hasWebSearch(deps: Pick<ResearchDeps, 'llm'>, ownerId: string): Promise<boolean> {
  try {
    return (await webSearchFor(deps.llm, ownerId)) !== null;
  } catch {
    return false;
  }
}
