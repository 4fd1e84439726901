import {
  ASSUMPTION_LIMITS,
  type breakdownRoutes,
  type TLanguage,
  type TRouteOutput,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { dcfModels, type TStoredBreakdown } from '../../db/schema.js';
import { toModelValues } from '../get-model.js';
import type { TAssumptions, TModelDefaults } from '../model-defaults.js';
import { composeModelInput, modelResults, type TModelFacts, valuationRefusal, valueModel } from '../model-valuation.js';
import { type BreakdownDeps, breakdownData, breakdownOf, loadBreakdownContext } from './breakdown-context.js';
import { editLineGrowth, type TLineGrowthRefusal } from './line-forecast.js';

export type TCellChange = { breakdownId: string; member: string; fiscalYear: number; growth: number };

/**
 * `breakdown/cell_change`: one line's growth for one forecast year, changed by the user. The lines
 * of that year (and of the years already saved) are pinned at their growth as shown, the model's
 * revenue growth of those years becomes the lines' sum's, saved as the model's `revenueGrowth`
 * driver with the user's other assumptions kept, and the model re-valued by the engine; the
 * breakdown becomes the model's own. Nothing is saved when the engine refuses the result.
 */
export async function updateBreakdownCell(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  change: TCellChange,
  language: TLanguage,
): Promise<TRouteOutput<typeof breakdownRoutes.breakdown_cell_change>> {
  const context = await loadBreakdownContext(deps, ownerId, modelId, language);
  const breakdown = breakdownOf(context, change.breakdownId);
  const current = context.saved?.breakdown_id === breakdown.id ? context.saved : null;
  const { forecast } = breakdownData(context, context.model, breakdown, current);
  const changed = editLineGrowth(
    forecast,
    current,
    { operation: 'set', member: change.member, fiscalYear: change.fiscalYear, growth: change.growth },
    ASSUMPTION_LIMITS.revenueGrowth,
  );
  if (!changed.ok) throw cellRefusal(changed, language);
  const { row } = context;
  const previous = (row.assumptions as TAssumptions | null) ?? {};
  const assumptions = {
    ...previous,
    drivers: { ...(previous.drivers ?? {}), revenueGrowth: changed.modelGrowth },
  } as TAssumptions;
  const facts: TModelFacts = {
    history: context.input.history,
    valuationDate: context.input.valuationDate,
    ...(context.input.price === undefined ? {} : { price: context.input.price }),
  };
  const modelInput = composeModelInput(facts, (row.defaults as TModelDefaults).assumptions, assumptions);
  const valued = valueModel(modelInput);
  if (!valued.ok) throw valuationRefusal(valued, language);
  const saved: TStoredBreakdown = { breakdown_id: breakdown.id, ...changed.saved };
  const currency = (row.results as { currency: string }).currency;
  const [updated] = await deps.db
    .update(dcfModels)
    .set({
      assumptions,
      modelInput,
      results: modelResults(modelInput, valued.model, currency),
      revenueBreakdown: saved,
      updatedAt: deps.now(),
    })
    .where(eq(dcfModels.id, row.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return {
    data: breakdownData({ ...context, row: updated }, valued.model, breakdown, saved),
    model: toModelValues(updated, language),
  };
}

/** A refused cell change as the catalogue's error. */
function cellRefusal(refusal: TLineGrowthRefusal, language: TLanguage): AppError {
  if (refusal.reason === 'forecast_invalid') {
    return new AppError('BREAKDOWN_FORECAST_INVALID', { params: { year: refusal.fiscalYear } });
  }
  if (refusal.reason === 'year_outside_forecast') {
    const message = VALIDATION_MESSAGES.breakdown_year_outside_forecast[language];
    return new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'fiscal_year', message }],
      params: { details: `fiscal_year: ${message}` },
    });
  }
  return new AppError('BREAKDOWN_MEMBER_NOT_FOUND');
}
