import type { TLanguage, TModelSensitivity } from '@app/contract';
import { rate, type TSensitivityVariable } from '@app/valuation';
import { toModelValues } from './get-model.js';
import { getOwnedModel } from './get-owned-model.js';
import type { ModelDeps } from './model-deps.js';
import { boundedModelInput, valuationRefusal } from './model-valuation.js';

export type TSensitivityRequest = {
  axes: { variable: TSensitivityVariable; steps: number; gap: number }[];
  timeframe?: { from_year: number; to_year: number } | undefined;
};

/**
 * The implied price per share over a grid around the saved model (its assumptions as saved), by
 * the engine's `runSensitivity` in a compute worker (`deps.compute`). Points the engine cannot value are null with their reason; a grid
 * it refuses as a whole (e.g. a timeframe beyond the forecast) is `VALUATION_INVALID_INPUT`, its
 * reason in the reader's language. The grid's size is bounded by the contract (`SENSITIVITY_LIMITS`),
 * the stored model by the limits of a save (`boundedModelInput`).
 */
export async function runModelSensitivity(
  deps: ModelDeps,
  ownerId: string,
  modelId: string,
  request: TSensitivityRequest,
  language: TLanguage,
): Promise<TModelSensitivity> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const model = boundedModelInput(toModelValues(row, language).model_input, language);
  const grid = await deps.compute.sensitivity({
    model,
    axes: request.axes.map((axis) => ({ variable: axis.variable, steps: axis.steps, gap: rate(axis.gap) })),
    ...(request.timeframe
      ? { timeframe: { fromYear: request.timeframe.from_year, toYear: request.timeframe.to_year } }
      : {}),
  });
  if (!grid.ok)
    throw valuationRefusal({ code: grid.error.code, field: String(grid.error.details.field ?? '') }, language);
  const { axes, shape, prices, failures, basePrice, timeframe } = grid.value;
  return {
    model_id: row.id,
    axes: axes.map((axis) => ({
      variable: axis.variable,
      steps: axis.steps,
      gap: axis.gap,
      center: axis.center,
      values: axis.values,
    })),
    shape,
    prices,
    failures,
    base_price: basePrice,
    timeframe: { from_year: timeframe.fromYear, to_year: timeframe.toYear },
  };
}
