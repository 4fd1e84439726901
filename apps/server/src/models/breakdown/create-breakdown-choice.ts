import type { TBreakdownData, TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { dcfModels, type TStoredBreakdown } from '../../db/schema.js';
import { type BreakdownDeps, breakdownData, breakdownOf, loadBreakdownContext } from './breakdown-context.js';

/**
 * `breakdown/revenue_details/add`: the model uses this breakdown for its revenue. Its lines start at
 * the model's revenue growth, so the value does not change; choosing the breakdown already chosen
 * keeps its saved growths.
 */
export async function createBreakdownChoice(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  breakdownId: string,
  language: TLanguage,
): Promise<TBreakdownData> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const breakdown = breakdownOf(context, breakdownId);
  const saved: TStoredBreakdown =
    context.saved?.breakdown_id === breakdown.id ? context.saved : { breakdown_id: breakdown.id, growth: [] };
  // Checked before it is saved: a breakdown whose lines cannot carry revenue is refused.
  const data = breakdownData(context, context.model, breakdown, saved);
  await deps.db
    .update(dcfModels)
    .set({ revenueBreakdown: saved, updatedAt: deps.now() })
    .where(eq(dcfModels.id, context.row.id));
  return data;
}
