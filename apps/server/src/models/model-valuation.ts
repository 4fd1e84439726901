import type { TModelResults } from '@app/contract';
import { runModel, type TModel, type TModelInput } from '@app/valuation';
import { ASSUMPTION_KEYS, type TAssumptions } from './model-defaults.js';

/** The facts of a model that assumptions never change. */
export type TModelFacts = Pick<TModelInput, 'history' | 'valuationDate' | 'price'>;

/** The engine input: the facts, the defaults, and the saved assumptions replacing the same keys. */
export function composeModelInput(facts: TModelFacts, defaults: TAssumptions, saved: TAssumptions | null): TModelInput {
  return { ...defaults, ...(saved ?? {}), ...facts } as TModelInput;
}

/** Assumption keys the engine does not take (or that are facts), which a save refuses. */
export function unknownAssumptionKeys(assumptions: Record<string, unknown>): string[] {
  return Object.keys(assumptions).filter((key) => !(ASSUMPTION_KEYS as readonly string[]).includes(key));
}

/**
 * Values a model input with the engine. Malformed documents (a string where the engine wants a
 * number) can make the engine throw instead of returning a failure; both become a reason. Results
 * that are not finite numbers are refused too, so a saved model always has numbers to show.
 */
export function valueModel(
  input: TModelInput,
): { ok: true; model: TModel } | { ok: false; reason: string; field: string } {
  let model: ReturnType<typeof runModel>;
  try {
    model = runModel(input);
  } catch (error) {
    return { ok: false, reason: `the engine could not read these assumptions (${String(error)})`, field: '' };
  }
  if (!model.ok) return { ok: false, reason: model.error.message, field: String(model.error.details.field ?? '') };
  const { bridge } = model.value.dcf;
  if (![bridge.enterpriseValue, bridge.equityValue, bridge.valuePerShare].every(Number.isFinite)) {
    return { ok: false, reason: 'the valuation is not a finite number', field: '' };
  }
  return { ok: true, model: model.value };
}

/** The headline figures of a valued model. */
export function modelResults(input: TModelInput, model: TModel, currency: string): TModelResults {
  const { bridge } = model.dcf;
  return {
    wacc: model.discountRate.value,
    terminal_growth: input.terminal.method === 'perpetuity' ? input.terminal.growth : null,
    enterprise_value: bridge.enterpriseValue,
    equity_value: bridge.equityValue,
    implied_price_per_share: bridge.valuePerShare,
    current_price: bridge.price,
    upside: bridge.upside,
    currency,
  };
}
