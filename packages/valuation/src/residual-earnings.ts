import { fail, firstNonFinite, invalid, ok, type TResult } from './result.js';
import { pct } from './terminal-value.js';
import type { Money, PerShare, Rate, ShareCount } from './units.js';

/** @public */
export type TResidualEarningsInput = {
  /** Book value of equity at the valuation date, B₀ (total, or per share with shares = 1). */
  bookValue: Money;
  /** r, the cost of equity. */
  costOfEquity: Rate;
  /** Forecast earnings: amounts, or returns on opening book equity (NI_t = ROE_t × B_{t−1}). */
  earnings: { netIncome: readonly Money[] } | { roe: readonly Rate[] };
  /** Dividends (net of share issues): a payout ratio of earnings, or amounts per year. */
  dividends: { payoutRatio: Rate } | { amounts: readonly Money[] };
  /** Growth of residual earnings after year T; omit for no continuing value. */
  terminalGrowth?: Rate;
  shares: ShareCount;
  price?: PerShare;
};

/** @public */
export type TResidualEarnings = {
  costOfEquity: Rate;
  openingBook: number[];
  netIncome: number[];
  /** NI_t / B_{t−1}. */
  roe: number[];
  dividends: number[];
  closingBook: number[];
  residualEarnings: number[];
  discountFactors: number[];
  pvResidualEarnings: number[];
  sumPvResidualEarnings: number;
  continuingValue: {
    growth: Rate;
    residualNext: number;
    valueAtT: number;
    discountFactor: number;
    presentValue: number;
  } | null;
  bookValue: number;
  equityValue: number;
  shares: number;
  valuePerShare: number;
  price: number | null;
  upside: number | null;
};

/**
 * Residual earnings (residual income) valuation on clean-surplus book values:
 *
 *   B_t = B_{t−1} + NI_t − D_t,  RE_t = NI_t − r × B_{t−1}
 *   CV_T = RE_T × (1 + g) / (r − g)   (placed at T and discounted T years)
 *   V₀ = B₀ + Σ_{t=1..T} RE_t / (1 + r)^t + CV_T / (1 + r)^T
 *
 * @returns `GROWTH_NOT_BELOW_DISCOUNT_RATE` when g ≥ r, `NON_POSITIVE_SHARES`, or `INVALID_INPUT`.
 * @example
 * runResidualEarnings({ bookValue: money(50), costOfEquity: rate(0.12), earnings: { roe: [rate(0.15)] },
 *   dividends: { payoutRatio: rate(1 / 3) }, terminalGrowth: rate(0.1), shares: shareCount(1) }).value.valuePerShare; // 125
 * @public
 */
export function runResidualEarnings(input: TResidualEarningsInput): TResult<TResidualEarnings> {
  const r = input.costOfEquity;
  const series = 'netIncome' in input.earnings ? input.earnings.netIncome : input.earnings.roe;
  const count = series.length;
  if (count < 1) return invalid('earnings', 'needs at least one forecast year');
  if (series.some((v) => !Number.isFinite(v))) return invalid('earnings', 'every value must be finite');
  const bad = firstNonFinite({ book_value: input.bookValue, cost_of_equity: r, terminal_growth: input.terminalGrowth });
  if (bad) return bad;
  if (r <= -1) return invalid('cost_of_equity', 'must be above −100%');
  if ('amounts' in input.dividends) {
    if (input.dividends.amounts.length !== count) return invalid('dividends', `needs ${count} values like earnings`);
    if (input.dividends.amounts.some((v) => !Number.isFinite(v))) return invalid('dividends', 'must be finite');
  } else if (!Number.isFinite(input.dividends.payoutRatio)) return invalid('payout_ratio', 'must be finite');
  if (!(input.shares > 0)) return fail('NON_POSITIVE_SHARES', `Shares must be positive (got ${input.shares})`);
  const g = input.terminalGrowth;
  if (g !== undefined && g >= r) {
    return fail(
      'GROWTH_NOT_BELOW_DISCOUNT_RATE',
      `Terminal growth ${pct(g)} must be below the cost of equity ${pct(r)}`,
      { growth: g, discountRate: r },
    );
  }
  const out = {
    openingBook: [] as number[],
    netIncome: [] as number[],
    roe: [] as number[],
    dividends: [] as number[],
  };
  const closingBook: number[] = [];
  const residualEarnings: number[] = [];
  const discountFactors: number[] = [];
  const pvResidualEarnings: number[] = [];
  let book = input.bookValue as number;
  let sumPv = 0;
  for (let t = 0; t < count; t += 1) {
    const netIncome = 'netIncome' in input.earnings ? (series[t] as number) : (series[t] as number) * book;
    const dividends =
      'amounts' in input.dividends ? (input.dividends.amounts[t] as number) : input.dividends.payoutRatio * netIncome;
    const residual = netIncome - r * book;
    const factor = (1 + r) ** -(t + 1);
    out.openingBook.push(book);
    out.netIncome.push(netIncome);
    out.roe.push(book === 0 ? Number.NaN : netIncome / book);
    out.dividends.push(dividends);
    residualEarnings.push(residual);
    discountFactors.push(factor);
    pvResidualEarnings.push(residual * factor);
    sumPv += residual * factor;
    book = book + netIncome - dividends;
    closingBook.push(book);
  }
  let continuingValue: TResidualEarnings['continuingValue'] = null;
  if (g !== undefined) {
    const residualNext = (residualEarnings.at(-1) as number) * (1 + g);
    const valueAtT = residualNext / (r - g);
    const factor = discountFactors.at(-1) as number;
    continuingValue = { growth: g, residualNext, valueAtT, discountFactor: factor, presentValue: valueAtT * factor };
  }
  const equityValue = input.bookValue + sumPv + (continuingValue?.presentValue ?? 0);
  const valuePerShare = equityValue / input.shares;
  return ok({
    costOfEquity: r,
    ...out,
    closingBook,
    residualEarnings,
    discountFactors,
    pvResidualEarnings,
    sumPvResidualEarnings: sumPv,
    continuingValue,
    bookValue: input.bookValue,
    equityValue,
    shares: input.shares,
    valuePerShare,
    price: input.price ?? null,
    upside: input.price === undefined ? null : valuePerShare / input.price - 1,
  });
}
