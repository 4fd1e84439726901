import type { breakdownRoutes, TLanguage, TRouteOutput } from '@app/contract';
import { type BreakdownDeps, loadBreakdownContext } from './breakdown-context.js';
import { filingView, starterOf, summariesOf } from './breakdown-view.js';

/** `breakdown/by`: the breakdowns the company's latest annual report offers, the model's choice and the default. */
export async function findBreakdowns(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TRouteOutput<typeof breakdownRoutes.breakdown_by>> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const breakdowns = summariesOf(context.breakdowns);
  const chosen = context.saved?.breakdown_id ?? null;
  return {
    model_id: context.row.id,
    filing: filingView(context.breakdowns, context.location),
    breakdowns,
    // A saved choice the filing no longer offers (a newer filing in the folders) reads as none.
    chosen_id: breakdowns.some((breakdown) => breakdown.breakdown_id === chosen) ? chosen : null,
    starter_id: starterOf(context.breakdowns).breakdownId,
  };
}
