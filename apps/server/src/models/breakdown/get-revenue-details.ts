import type { breakdownRoutes, TLanguage, TRouteOutput } from '@app/contract';
import { type BreakdownDeps, breakdownOf, loadBreakdownContext } from './breakdown-context.js';
import { filingView, historyOf } from './breakdown-view.js';

/** `breakdown/revenue_details`: one breakdown's lines per fiscal year as filed, and the check per year. */
export async function getRevenueDetails(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  breakdownId: string,
  language: TLanguage,
): Promise<TRouteOutput<typeof breakdownRoutes.breakdown_revenue_details>> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const breakdown = breakdownOf(context, breakdownId);
  return {
    model_id: context.row.id,
    filing: filingView(context.breakdowns, context.location),
    breakdown: historyOf(breakdown, context.breakdowns.totalConcept, context.base),
  };
}
