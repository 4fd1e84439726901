import { runModel, type TModelInput } from '@app/valuation';

const MAX_ROUNDS = 100;
const TOLERANCE = 1e-9;

/**
 * The equity weight of the WACC when the source has no share price: the model's own equity value,
 * solved together with the WACC (the weights give a WACC, the WACC an equity value, which gives the
 * weights again) instead of book equity, which can be a sliver of the market's value after years
 * of buy-backs and would leave the WACC near the cost of debt. Higher equity weighs the dearer
 * capital more and lowers the value, so the rounds close in on one answer.
 *
 * @returns the equity value to weigh, or `null` when the model's equity value is not positive or
 * the rounds do not settle (book equity then stays, with its sentence).
 */
export function impliedEquityWeight(input: TModelInput): number | null {
  if (!('capm' in input.discountRate)) return null;
  const capm = input.discountRate.capm;
  let equity = capm.equityValue as number;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const model = runModel({ ...input, discountRate: { capm: { ...capm, equityValue: equity as never } } });
    if (!model.ok) return null;
    const next = model.value.dcf.bridge.equityValue as number;
    if (!(next > 0) || !Number.isFinite(next)) return null;
    if (Math.abs(next - equity) <= TOLERANCE * next) return next;
    equity = next;
  }
  return null;
}
