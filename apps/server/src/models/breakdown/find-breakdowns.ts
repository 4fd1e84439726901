import type { breakdownRoutes, TLanguage, TRouteOutput } from '@app/contract';
import { getOwnedModel } from '../get-owned-model.js';
import { type BreakdownDeps, loadBreakdownContext } from './breakdown-context.js';
import { filingView, starterOf, summariesOf } from './breakdown-view.js';

/** `breakdown/by`: the breakdowns the company's latest annual report offers, the model's choice and the default. */
export async function findBreakdowns(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TRouteOutput<typeof breakdownRoutes.breakdown_by>> {
  if (!deps.filings) {
    // The model must still be the user's: another user's id is NOT_FOUND, as everywhere.
    const row = await getOwnedModel(deps.db, ownerId, modelId);
    return { model_id: row.id, is_available: false, filing: null, breakdowns: [], chosen_id: null, starter_id: null };
  }
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const breakdowns = summariesOf(context.breakdowns);
  const chosen = context.saved?.breakdown_id ?? null;
  return {
    model_id: context.row.id,
    is_available: true,
    filing: filingView(context.breakdowns, context.location),
    breakdowns,
    // A saved choice the filing no longer offers (a newer filing in the folders) reads as none.
    chosen_id: breakdowns.some((breakdown) => breakdown.breakdown_id === chosen) ? chosen : null,
    starter_id: starterOf(context.breakdowns).breakdownId,
  };
}
