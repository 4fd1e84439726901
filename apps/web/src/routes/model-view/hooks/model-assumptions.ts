import type { TModelInput } from '@app/valuation';

/**
 * The parts of the engine input a user can change and `model/dcf/update` saves as `assumptions`:
 * driver overrides, the discount rate (WACC or its CAPM build-up), the terminal value, the
 * discounting convention and bridge overrides. History, valuation date, shares and price stay as the
 * model was created.
 */
export const ASSUMPTION_KEYS = ['drivers', 'discountRate', 'terminal', 'convention', 'bridge'] as const;
export type TAssumptionKey = (typeof ASSUMPTION_KEYS)[number];
export type TModelAssumptions = Partial<Pick<TModelInput, TAssumptionKey>>;

/** The engine input stored with a model (a document the API client passes through untouched). */
export function modelInputOf(document: Record<string, unknown>): TModelInput {
  return document as unknown as TModelInput;
}

/** The model's input with the user's unsaved assumptions laid over it. */
export function withAssumptions(input: TModelInput, assumptions: TModelAssumptions | null): TModelInput {
  return assumptions ? { ...input, ...assumptions } : input;
}

/** The assumptions of an input, as `model/dcf/update` saves them. */
export function assumptionsOf(input: TModelInput): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of ASSUMPTION_KEYS) if (input[key] !== undefined) result[key] = input[key];
  return result;
}
