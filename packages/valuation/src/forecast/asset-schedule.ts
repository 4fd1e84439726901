import type { Money } from '../units.js';

/** A roll-forward of one asset class (PP&E or intangibles), with its depreciation waterfall. @public */
export type TAssetSchedule = {
  opening: Money[];
  additions: Money[];
  /** Run-off of the base year's net balance (declining in a straight line). */
  depreciationExisting: Money[];
  /** Sum over the vintages of new additions. */
  depreciationNew: Money[];
  depreciation: Money[];
  closing: Money[];
  /** vintages[v][t]: depreciation in forecast year t + 1 of the additions made in year v + 1 (the waterfall). */
  vintages: Money[][];
};

/**
 * Roll-forward with a straight-line waterfall by vintage. With B₀ the base-year net balance, L_e =
 * B₀ ÷ its annual charge (the base year's D&A), A_v the additions of year v and L the life of new
 * vintages:
 *
 *   existing:  D^old_t = min(B₀ / L_e × max(0, 1 − t / (2 L_e + 1)), what is left of B₀)
 *   vintage v: D_v,t  = min(A_v / L, what is left of A_v)   for t ≥ v (a full year's charge in the year bought)
 *   closing_t = opening_t + A_t − D^old_t − Σ_v D_v,t
 *
 * The base-year balance is many vintages, each ending in its own year, so its charge falls in a
 * straight line to zero over 2 L_e + 1 years (Σ = B₀) instead of stopping at once. For a company
 * that bought the same C every year over a life T, B₀ = C (T − 1) / 2 and the base-year charge is
 * C, so L_e = (T − 1) / 2: the existing charge C (1 − t / T) plus t new vintages of C / T gives C in
 * every year when L = 2 L_e + 1 = T. A fractional run-off ends with a partial charge; nothing
 * depreciates below zero.
 * @public
 */
export function assetSchedule(
  openingBalance: number,
  additions: readonly number[],
  existingLife: number,
  newLife: number,
): TAssetSchedule {
  const n = additions.length;
  const opening = new Array<number>(n);
  const depreciationExisting = new Array<number>(n);
  const depreciationNew = new Array<number>(n);
  const depreciation = new Array<number>(n);
  const closing = new Array<number>(n);
  const vintages: number[][] = [];
  const left = new Array<number>(n).fill(0);
  let existingLeft = Math.max(0, openingBalance);
  const existingCharge = existingLeft / existingLife;
  const runOff = 2 * existingLife + 1;
  let balance = openingBalance;
  for (let t = 0; t < n; t += 1) {
    const added = additions[t] as number;
    left[t] = added;
    vintages.push(new Array<number>(n).fill(0));
    const old = Math.min(existingCharge * Math.max(0, 1 - (t + 1) / runOff), existingLeft);
    existingLeft -= old;
    let fresh = 0;
    for (let v = 0; v <= t; v += 1) {
      const remaining = left[v] as number;
      if (remaining <= 0) continue;
      const charge = Math.min((additions[v] as number) / newLife, remaining);
      left[v] = remaining - charge;
      (vintages[v] as number[])[t] = charge;
      fresh += charge;
    }
    opening[t] = balance;
    depreciationExisting[t] = old;
    depreciationNew[t] = fresh;
    depreciation[t] = old + fresh;
    balance = balance + added - old - fresh;
    closing[t] = balance;
  }
  return {
    opening: opening as Money[],
    additions: [...additions] as Money[],
    depreciationExisting: depreciationExisting as Money[],
    depreciationNew: depreciationNew as Money[],
    depreciation: depreciation as Money[],
    closing: closing as Money[],
    vintages: vintages as Money[][],
  };
}
