/**
 * The JSON forms `npm run -s value -- FILE.json` accepts (validated with zod), mapped to the engine,
 * and the JSON it prints. Pure: the shell in `value.ts` reads the file and writes the output.
 */
import { z } from 'zod';
import {
  computeWacc,
  money,
  multiple,
  perShare,
  rate,
  runDcf,
  runResidualEarnings,
  shareCount,
  type TTerminalInput,
  type TWacc,
} from '../src/index.js';

/** "required" for a missing field, "must be …" for a wrong type: clearer than zod's default wording. */
const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : `must be ${what}`),
});
const finite = z.number(expected('a number'));
const numbers = () => z.array(finite, expected('an array of numbers'));
const money0 = finite.min(0, 'must not be negative').optional();
/** Lets a cross-field rule report alongside field errors (zod skips refinements after an issue by default). */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The explicit-cash-flow form. @internal */
export const ZDcfFileSchema = z
  .strictObject({
    fcff: numbers().min(1, 'needs at least one year of unlevered free cash flow'),
    wacc: finite.gt(-1, 'must be above −100%').optional(),
    capm: z
      .strictObject({
        risk_free: finite,
        beta: finite,
        market_risk_premium: finite,
        cost_of_debt: finite,
        tax_rate: finite.min(0, 'must not be negative').lt(1, 'must be below 1'),
        equity_value: finite.min(0, 'must not be negative'),
        debt_value: finite.min(0, 'must not be negative'),
        size_premium: finite.optional(),
        country_premium: finite.optional(),
      })
      .optional(),
    mid_year: z.boolean(expected('true or false')).default(false),
    /** Share of year 1 still ahead at the valuation date (stub period), default 1. */
    stub_fraction: finite.gt(0, 'must be above 0').max(1, 'must be at most 1').optional(),
    terminal: z.discriminatedUnion(
      'method',
      [
        z.strictObject({ method: z.literal('perpetuity'), growth: finite, normalized_fcf: finite.optional() }),
        z.strictObject({ method: z.literal('exit_multiple'), multiple: finite, metric: finite }),
      ],
      expected('{"method": "perpetuity", "growth"} or {"method": "exit_multiple", "multiple", "metric"}'),
    ),
    bridge: z
      .strictObject({
        debt: money0,
        leases: money0,
        cash: money0,
        investments: money0,
        minority_interest: money0,
        preferred: money0,
      })
      .default({}),
    shares: finite.positive('must be positive'),
    price: finite.positive('must be positive').optional(),
  })
  .refine((input) => (input.wacc === undefined) !== (input.capm === undefined), {
    message: 'give either "wacc" or "capm" (exactly one)',
    path: ['wacc'],
    ...always,
  });

/** The residual-earnings form. @internal */
export const ZResidualEarningsFileSchema = z
  .strictObject({
    model: z.literal('residual_earnings'),
    book_value: finite,
    net_income: numbers().min(1, 'needs at least one year').optional(),
    roe: numbers().min(1, 'needs at least one year').optional(),
    cost_of_equity: finite.gt(-1, 'must be above −100%'),
    terminal_growth: finite.optional(),
    payout_ratio: finite.optional(),
    dividends: numbers().min(1, 'needs at least one year').optional(),
    shares: finite.positive('must be positive'),
    price: finite.positive('must be positive').optional(),
  })
  .refine((input) => (input.net_income === undefined) !== (input.roe === undefined), {
    message: 'give either "net_income" or "roe" (exactly one)',
    path: ['net_income'],
    ...always,
  })
  .refine((input) => (input.payout_ratio === undefined) !== (input.dividends === undefined), {
    message: 'give either "payout_ratio" or "dividends" (exactly one)',
    path: ['payout_ratio'],
    ...always,
  });

/** What the CLI prints, or why it refuses (exit code 2: invalid input, 1: no valuation). @internal */
export type TValueOutcome =
  | { ok: true; output: Record<string, unknown> }
  | { ok: false; exitCode: 1 | 2; message: string };

/** Validates a parsed JSON document and values it. @internal */
export function valueDocument(document: unknown): TValueOutcome {
  const isResidual = typeof document === 'object' && document !== null && 'model' in document;
  const parsed = isResidual ? ZResidualEarningsFileSchema.safeParse(document) : ZDcfFileSchema.safeParse(document);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
    return { ok: false, exitCode: 2, message: `invalid input:\n${issues.join('\n')}` };
  }
  return 'model' in parsed.data ? residualEarnings(parsed.data) : dcf(parsed.data as z.infer<typeof ZDcfFileSchema>);
}

function dcf(input: z.infer<typeof ZDcfFileSchema>): TValueOutcome {
  let wacc: TWacc | null = null;
  if (input.capm) {
    const c = input.capm;
    const built = computeWacc({
      riskFreeRate: rate(c.risk_free),
      beta: c.beta,
      marketRiskPremium: rate(c.market_risk_premium),
      ...(c.size_premium === undefined ? {} : { sizePremium: rate(c.size_premium) }),
      ...(c.country_premium === undefined ? {} : { countryPremium: rate(c.country_premium) }),
      preTaxCostOfDebt: rate(c.cost_of_debt),
      taxRate: rate(c.tax_rate),
      equityValue: money(c.equity_value),
      debtValue: money(c.debt_value),
    });
    if (!built.ok) return { ok: false, exitCode: 1, message: built.error.message };
    wacc = built.value;
  }
  const discountRate = rate(wacc?.wacc ?? (input.wacc as number));
  const terminal: TTerminalInput =
    input.terminal.method === 'perpetuity'
      ? {
          method: 'perpetuity',
          growth: rate(input.terminal.growth),
          ...(input.terminal.normalized_fcf === undefined
            ? {}
            : { normalizedFcf: money(input.terminal.normalized_fcf) }),
        }
      : { method: 'exit_multiple', multiple: multiple(input.terminal.multiple), metric: money(input.terminal.metric) };
  const b = input.bridge;
  const result = runDcf({
    fcff: input.fcff.map(money),
    discountRate,
    convention: input.mid_year ? 'mid_year' : 'end_of_year',
    ...(input.stub_fraction === undefined ? {} : { stubFraction: input.stub_fraction }),
    terminal,
    bridge: {
      debt: money(b.debt ?? 0),
      leases: money(b.leases ?? 0),
      cash: money(b.cash ?? 0),
      investments: money(b.investments ?? 0),
      minorityInterest: money(b.minority_interest ?? 0),
      preferred: money(b.preferred ?? 0),
    },
    shares: shareCount(input.shares),
    ...(input.price === undefined ? {} : { price: perShare(input.price) }),
  });
  if (!result.ok) return { ok: false, exitCode: 1, message: result.error.message };
  const v = result.value;
  return {
    ok: true,
    output: {
      wacc: discountRate,
      discount_factors: v.discountFactors,
      pv_fcff: v.pvFcff,
      terminal_value: v.terminal.value,
      pv_terminal_value: v.terminal.presentValue,
      enterprise_value: v.enterpriseValue,
      equity_value: v.bridge.equityValue,
      value_per_share: v.bridge.valuePerShare,
      upside: v.bridge.upside,
      discount_periods: v.discountPeriods,
      sum_pv_fcff: v.sumPvFcff,
      terminal_discount_period: v.terminal.discountPeriod,
      terminal_share_of_ev: v.terminalShareOfEv,
      implied_growth: v.terminal.impliedGrowth,
      ...(wacc
        ? {
            capm: {
              cost_of_equity: wacc.costOfEquity,
              after_tax_cost_of_debt: wacc.afterTaxCostOfDebt,
              equity_weight: wacc.equityWeight,
              debt_weight: wacc.debtWeight,
            },
          }
        : {}),
    },
  };
}

function residualEarnings(input: z.infer<typeof ZResidualEarningsFileSchema>): TValueOutcome {
  const result = runResidualEarnings({
    bookValue: money(input.book_value),
    costOfEquity: rate(input.cost_of_equity),
    earnings: input.net_income ? { netIncome: input.net_income.map(money) } : { roe: (input.roe ?? []).map(rate) },
    dividends: input.dividends
      ? { amounts: input.dividends.map(money) }
      : { payoutRatio: rate(input.payout_ratio ?? 0) },
    ...(input.terminal_growth === undefined ? {} : { terminalGrowth: rate(input.terminal_growth) }),
    shares: shareCount(input.shares),
    ...(input.price === undefined ? {} : { price: perShare(input.price) }),
  });
  if (!result.ok) return { ok: false, exitCode: 1, message: result.error.message };
  const v = result.value;
  return {
    ok: true,
    output: {
      value_per_share: v.valuePerShare,
      equity_value: v.equityValue,
      book_value: v.bookValue,
      sum_pv_residual_earnings: v.sumPvResidualEarnings,
      continuing_value: v.continuingValue?.valueAtT ?? null,
      pv_continuing_value: v.continuingValue?.presentValue ?? null,
      opening_book_values: v.openingBook,
      net_income: v.netIncome,
      dividends: v.dividends,
      residual_earnings: v.residualEarnings,
      discount_factors: v.discountFactors,
      pv_residual_earnings: v.pvResidualEarnings,
      upside: v.upside,
    },
  };
}
