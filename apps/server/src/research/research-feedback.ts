import { localizeIssues, type TLanguage, type TResearch, type ZResearchFeedbackRequestSchema } from '@app/contract';
import { applyFeedback } from '@app/research';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import type { ResearchDeps } from './research-deps.js';
import { getOwnedResearch, saveState, stateOf } from './research-store.js';
import { researchView } from './research-view.js';

/**
 * `research/feedback`: one of the seed's actions as a transition of the stored state machine. While
 * the session's work runs no action is taken (`RESEARCH_ACTION_NOT_ALLOWED`); an edited plan that
 * breaks the rules is refused with its fields (`RESEARCH_PLAN_INVALID`), and nothing changes.
 */
export async function researchFeedback(
  deps: ResearchDeps,
  ownerId: string,
  input: z.output<typeof ZResearchFeedbackRequestSchema>,
  language: TLanguage,
): Promise<TResearch> {
  const row = await getOwnedResearch(deps.database.db, ownerId, input.research_id);
  if (row.jobId !== null) throw new AppError('RESEARCH_ACTION_NOT_ALLOWED');
  const step = applyFeedback(stateOf(row), input.action, {
    ...(input.feedback !== undefined && { feedback: input.feedback }),
    ...(input.plan !== undefined && { plan: input.plan }),
  });
  if (!step.ok) {
    if (step.code !== 'RESEARCH_PLAN_INVALID' || !step.issues) throw new AppError(step.code);
    const fields = localizeIssues(step.issues, language).map((field) => ({
      ...field,
      path: field.path ? `plan.${field.path}` : 'plan',
    }));
    throw new AppError('RESEARCH_PLAN_INVALID', { fields });
  }
  // A retry after a failure starts over from the failed step; the user's plan and sources are kept.
  const saved = await saveState(deps, row, step.state, step.effects, {
    ...(input.action === 'continue' && { failureCode: null }),
  });
  return researchView(deps, saved);
}
