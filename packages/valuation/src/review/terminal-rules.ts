import type { TModelTerminal } from '../model-inputs.js';
import type { Rate } from '../units.js';
import type { TReviewContext, TReviewFinding, TReviewSubject } from './review-types.js';

/**
 * Terminal value's share of enterprise value. Damodaran (Investment Valuation, 3rd ed., ch. 12,
 * "Closure in Valuation: Estimating Terminal Value") notes that the terminal value is usually the
 * larger part of a DCF's value, so its assumptions — not the forecast's — decide the answer; the
 * more of the value it holds, the less the explicit forecast says. A share above three quarters is
 * worth a look (warning), above 85% the forecast is carrying little of the valuation (critical).
 * The two cut-offs are this product's convention set from that advice, not a published standard.
 * @public
 */
export const TERMINAL_SHARE_THRESHOLDS = { warning: 0.75, critical: 0.85 } as const;

/**
 * A long-run nominal GDP growth proxy for the US: 3.8% = the FOMC's longer-run median real GDP
 * growth of 1.8% (Summary of Economic Projections, 2024–2025) plus its 2% inflation objective
 * (Statement on Longer-Run Goals and Monetary Policy Strategy). A perpetuity growing faster than the
 * economy becomes the economy (Damodaran, ch. 12: stable growth cannot exceed the economy's growth;
 * the risk-free rate is his proxy for nominal growth, checked separately).
 * @public
 */
export const LONG_RUN_NOMINAL_GDP_GROWTH = 0.038;

/**
 * The implied return on new invested capital above which the terminal reinvestment is too small for
 * the growth it promises: 3 × WACC. In stable growth excess returns fade toward the cost of capital
 * (Damodaran ch. 12, "the return on capital in stable growth"; Koller, Goedhart & Wessels,
 * Valuation, "continuing value": RONIC near WACC for most companies); three times WACC (e.g. 27% at
 * 9%) leaves room for a lasting moat and flags only growth that is almost free. A convention.
 * @public
 */
export const RONIC_HIGH_MULTIPLE_OF_WACC = 3;

/** The terminal value's share of enterprise value. */
export function terminalShareRule({ model }: TReviewSubject): TReviewFinding[] {
  const share = model.dcf.terminalShareOfEv;
  if (share === null || !Number.isFinite(share) || share <= TERMINAL_SHARE_THRESHOLDS.warning) return [];
  return [
    {
      code: 'terminal_share_high',
      severity: share > TERMINAL_SHARE_THRESHOLDS.critical ? 'critical' : 'warning',
      params: {
        share: { unit: 'rate', value: share },
        threshold: {
          unit: 'rate',
          value:
            share > TERMINAL_SHARE_THRESHOLDS.critical
              ? TERMINAL_SHARE_THRESHOLDS.critical
              : TERMINAL_SHARE_THRESHOLDS.warning,
        },
        terminal_pv: { unit: 'money', value: model.dcf.terminal.presentValue },
        enterprise_value: { unit: 'money', value: model.dcf.enterpriseValue },
      },
      cells: ['dcf.terminal_share_of_ev', terminalCell(model.dcf.terminal.method), 'defaults.years'],
      change: null,
    },
  ];
}

/**
 * Perpetual growth against the risk-free rate (critical at or above it: Damodaran caps stable growth
 * at the risk-free rate) and, below it, against long-run nominal GDP growth (warning).
 */
export function terminalGrowthRule(subject: TReviewSubject, context: TReviewContext): TReviewFinding[] {
  const terminal = subject.input.terminal;
  if (terminal.method !== 'perpetuity') return [];
  const g = terminal.growth;
  const rf = modelRiskFreeRate(subject, context);
  if (rf !== null && g >= rf) {
    const target = Math.min(belowRate(rf), LONG_RUN_NOMINAL_GDP_GROWTH);
    return [
      {
        code: 'terminal_growth_at_or_above_risk_free',
        severity: 'critical',
        params: { growth: { unit: 'rate', value: g }, risk_free_rate: { unit: 'rate', value: rf } },
        cells: ['terminal.growth', 'discountRate.capm.riskFreeRate'],
        change: { terminal: { ...terminal, growth: target as Rate } },
      },
    ];
  }
  if (g > LONG_RUN_NOMINAL_GDP_GROWTH) {
    return [
      {
        code: 'terminal_growth_above_gdp',
        severity: 'warning',
        params: {
          growth: { unit: 'rate', value: g },
          gdp_growth: { unit: 'rate', value: LONG_RUN_NOMINAL_GDP_GROWTH },
        },
        cells: ['terminal.growth'],
        change: { terminal: { ...terminal, growth: LONG_RUN_NOMINAL_GDP_GROWTH as Rate } },
      },
    ];
  }
  return [];
}

/**
 * Reinvestment against growth in the terminal period: g = reinvestment rate × return on new
 * capital (Damodaran's fundamental growth equation). With the forecast's own cash flow carried into
 * the perpetuity (`reinvestment: 'forecast'` or a normalized FCF(N+1)), the reinvestment rate is
 * 1 − FCF(N+1) / NOPAT(N+1) and the implied RONIC = g / that rate: growth with no reinvestment,
 * a RONIC below WACC (growth that destroys value: year N's capex, sized for the forecast's growth,
 * kept forever) or above 3 × WACC (growth almost free) are findings. The fix is the engine's
 * `return_on_capital` rule, which sizes reinvestment as g / RONIC (RONIC = max(ROIC(N), WACC)).
 * The implied sales-to-capital ratio (new revenue per unit reinvested) is given beside it.
 */
export function reinvestmentRule({ input, model }: TReviewSubject): TReviewFinding[] {
  const terminal = input.terminal;
  const perpetuity = model.dcf.terminal.perpetuity;
  if (terminal.method !== 'perpetuity' || !perpetuity || model.dcf.terminal.reinvestment) return [];
  const n = model.freeCashFlow.nopat.length;
  const g = perpetuity.growth;
  const nopatN = model.freeCashFlow.nopat[n - 1] ?? 0;
  if (g <= 0 || nopatN <= 0) return [];
  const nopatNext = nopatN * (1 + g);
  const reinvestment = nopatNext - perpetuity.fcfNext;
  const reinvestmentRate = reinvestment / nopatNext;
  const wacc = model.discountRate.value;
  const year = model.forecast.fiscalYears[n - 1] ?? 0;
  const revenueN = model.forecast.income.revenue[n - 1] ?? 0;
  const cells = ['terminal.reinvestment', 'terminal.growth', `forecast.${year}.fcff`, `forecast.${year}.nopat`];
  const change = { terminal: withReturnOnCapital(terminal) };
  const base = {
    growth: { unit: 'rate', value: g },
    reinvestment_rate: { unit: 'rate', value: reinvestmentRate },
    wacc: { unit: 'rate', value: wacc },
  } as const;
  if (reinvestmentRate <= 0) {
    return [{ code: 'terminal_growth_without_reinvestment', severity: 'warning', params: base, cells, change }];
  }
  const ronic = g / reinvestmentRate;
  const params = {
    ...base,
    ronic: { unit: 'rate', value: ronic },
    sales_to_capital: { unit: 'number', value: (g * revenueN) / reinvestment },
  } as const;
  if (ronic < wacc) {
    return [{ code: 'terminal_return_on_new_capital_below_wacc', severity: 'warning', params, cells, change }];
  }
  if (ronic > RONIC_HIGH_MULTIPLE_OF_WACC * wacc) {
    return [
      {
        code: 'terminal_return_on_new_capital_high',
        severity: 'info',
        params: { ...params, limit: { unit: 'rate', value: RONIC_HIGH_MULTIPLE_OF_WACC * wacc } },
        cells,
        change,
      },
    ];
  }
  return [];
}

/**
 * A negative free cash flow where the terminal value is built: FCF(N+1) for a perpetuity (a
 * perpetuity of it is a negative terminal value), FCF(N) for an exit multiple (it prices a business
 * still burning cash). With a positive NOPAT(N) the return-on-capital rule gives a positive
 * FCF(N+1) (reinvestment g / RONIC < 1 as RONIC ≥ WACC > g), the obvious fix.
 */
export function terminalFcfRule({ input, model }: TReviewSubject): TReviewFinding[] {
  const n = model.dcf.fcff.length;
  const perpetuity = model.dcf.terminal.perpetuity;
  const fcf = perpetuity ? perpetuity.fcfNext : (model.dcf.fcff[n - 1] ?? 0);
  if (fcf >= 0) return [];
  const year = model.forecast.fiscalYears[n - 1] ?? 0;
  const nopat = model.freeCashFlow.nopat[n - 1] ?? 0;
  const terminal = input.terminal;
  const change =
    terminal.method === 'perpetuity' && terminal.reinvestment !== 'return_on_capital' && nopat > 0
      ? { terminal: withReturnOnCapital(terminal) }
      : null;
  return [
    {
      code: 'terminal_fcf_negative',
      severity: 'critical',
      params: {
        year: { unit: 'year', value: year },
        fcf: { unit: 'money', value: fcf },
        nopat: { unit: 'money', value: nopat },
      },
      cells: [
        `forecast.${year}.fcff`,
        `forecast.${year}.capex`,
        `forecast.${year}.operating_margin`,
        'terminal.reinvestment',
      ],
      change,
    },
  ];
}

/** The perpetuity with the return-on-capital reinvestment rule; a normalized FCF(N+1) would override it, so it goes. */
function withReturnOnCapital(terminal: Extract<TModelTerminal, { method: 'perpetuity' }>): TModelTerminal {
  const { normalizedFcf: _dropped, ...rest } = terminal;
  return { ...rest, reinvestment: 'return_on_capital' };
}

/** The largest tenth of a point strictly below a rate (4.13% → 4.1%, 4.1% → 4.0%). */
function belowRate(rate: number): number {
  return (Math.ceil(Math.round(rate * 1e7) / 1e4) - 1) / 1000;
}

/** The risk-free rate the model's CAPM uses, else the market's at the valuation date. */
export function modelRiskFreeRate({ input }: TReviewSubject, context: TReviewContext): number | null {
  const rate = 'capm' in input.discountRate ? input.discountRate.capm : null;
  return rate && 'riskFreeRate' in rate ? rate.riskFreeRate : context.riskFreeRate;
}

function terminalCell(method: string): string {
  return method === 'perpetuity' ? 'terminal.growth' : 'terminal.multiple';
}
