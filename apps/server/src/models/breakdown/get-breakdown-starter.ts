import type { breakdownRoutes, TLanguage, TRouteOutput } from '@app/contract';
import { type BreakdownDeps, loadBreakdownContext } from './breakdown-context.js';
import { starterOf } from './breakdown-view.js';

/**
 * `breakdown/starter`: the default breakdown — the first that adds up on the headline revenue
 * concept, else the first that adds up, else the first — and why it was chosen.
 */
export async function getBreakdownStarter(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TRouteOutput<typeof breakdownRoutes.breakdown_starter>> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const starter = starterOf(context.breakdowns);
  return { model_id: context.row.id, breakdown_id: starter.breakdownId, reason: starter.reason };
}
