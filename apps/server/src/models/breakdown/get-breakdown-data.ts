import type { TBreakdownData, TLanguage } from '@app/contract';
import { AppError } from '../../app-error.js';
import { type BreakdownDeps, breakdownData, breakdownOf, loadBreakdownContext } from './breakdown-context.js';
import { starterOf } from './breakdown-view.js';

/**
 * `breakdown/data`: the breakdown asked for, else the model's saved one (if the filing still
 * offers it), else the starter — its history with the check per year, and its forecast per line
 * (the model's saved growths only for the model's own breakdown).
 */
export async function getBreakdownData(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  breakdownId: string | undefined,
  language: TLanguage,
): Promise<TBreakdownData> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const offered = (id: string | undefined) => context.breakdowns.breakdowns.some((b) => b.id === id);
  const id =
    breakdownId ??
    (offered(context.saved?.breakdown_id) ? context.saved?.breakdown_id : undefined) ??
    starterOf(context.breakdowns).breakdownId;
  if (!id) throw new AppError('BREAKDOWN_NONE');
  return breakdownData(context, context.model, breakdownOf(context, id), context.saved);
}
