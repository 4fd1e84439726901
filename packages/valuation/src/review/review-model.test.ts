import { describe, expect, it } from 'vitest';
import { tidyHistory } from '../fixture.test-helper.js';
import { runModel } from '../model.js';
import type { TModel, TModelInput } from '../model-inputs.js';
import { money, rate } from '../units.js';
import { reviewModel } from './review-model.js';
import type { TCapmWacc, TReviewContext, TReviewFinding, TReviewSubject } from './review-types.js';
import { LONG_RUN_NOMINAL_GDP_GROWTH, TERMINAL_SHARE_THRESHOLDS } from './terminal-rules.js';
import { peerDiscountRates } from './wacc-rule.js';

const capm: TCapmWacc = {
  riskFreeRate: rate(0.04),
  beta: 1.1,
  marketRiskPremium: rate(0.05),
  preTaxCostOfDebt: rate(0.05),
  taxRate: rate(0.25),
  equityValue: money(1500),
  debtValue: money(200),
};

/** The tidy company (operating margin 10% every year), valued by CAPM at a 2% perpetuity with the return-on-capital rule. */
const base: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { capm },
  terminal: { method: 'perpetuity', growth: rate(0.02), reinvestment: 'return_on_capital' },
};
const context: TReviewContext = { riskFreeRate: 0.04, peers: [], defaultCapm: null };

function subject(overrides: Partial<TModelInput> = {}): TReviewSubject {
  const input = { ...base, ...overrides };
  const result = runModel(input);
  if (!result.ok) throw new Error(result.error.message);
  return { input, model: result.value };
}

const codes = (findings: TReviewFinding[]) => findings.map((f) => f.code);
const find = (findings: TReviewFinding[], code: TReviewFinding['code']) => findings.find((f) => f.code === code);

/** Applies a finding's change as the update route does (saved keys replaced), and reviews again. */
function applied(s: TReviewSubject, finding: TReviewFinding | undefined, ctx = context): TReviewFinding[] {
  if (!finding?.change) throw new Error('no change');
  return reviewModel(subject({ ...s.input, ...finding.change }), ctx);
}

describe('reviewModel', () => {
  it('finds nothing in the tidy company valued by its defaults', () => {
    expect(reviewModel(subject(), context)).toEqual([]);
  });

  describe('terminal value share of EV', () => {
    it('is a warning above 75% and critical above 85%, with the share and the PV of TV', () => {
      const low = subject({
        terminal: { method: 'perpetuity', growth: rate(0.02), reinvestment: 'return_on_capital' },
      });
      expect(low.model.dcf.terminalShareOfEv).toBeLessThan(TERMINAL_SHARE_THRESHOLDS.warning);
      expect(find(reviewModel(low, context), 'terminal_share_high')).toBeUndefined();

      const rich = subject({
        discountRate: { wacc: rate(0.06) },
        terminal: { method: 'perpetuity', growth: rate(0.035) },
      });
      const share = rich.model.dcf.terminalShareOfEv as number;
      const finding = find(reviewModel(rich, context), 'terminal_share_high');
      expect(finding?.severity).toBe(share > 0.85 ? 'critical' : 'warning');
      expect(finding?.params.share).toEqual({ unit: 'rate', value: share });
      expect(finding?.params.terminal_pv).toEqual({ unit: 'money', value: rich.model.dcf.terminal.presentValue });
      expect(finding?.cells).toContain('dcf.terminal_share_of_ev');
      expect(finding?.change).toBeNull();

      const exit = subject({
        discountRate: { wacc: rate(0.09) },
        terminal: { method: 'exit_multiple', multiple: 40 as never },
      });
      const exitFinding = find(reviewModel(exit, context), 'terminal_share_high');
      expect(exit.model.dcf.terminalShareOfEv).toBeGreaterThan(0.85);
      expect(exitFinding).toMatchObject({ severity: 'critical', cells: expect.arrayContaining(['terminal.multiple']) });
    });
  });

  describe('terminal growth', () => {
    it('is critical at or above the risk-free rate, and the fix brings it below', () => {
      const s = subject({ terminal: { method: 'perpetuity', growth: rate(0.04), reinvestment: 'return_on_capital' } });
      const finding = find(reviewModel(s, context), 'terminal_growth_at_or_above_risk_free');
      expect(finding).toMatchObject({
        severity: 'critical',
        params: { growth: { unit: 'rate', value: 0.04 }, risk_free_rate: { unit: 'rate', value: 0.04 } },
        cells: ['terminal.growth', 'discountRate.capm.riskFreeRate'],
        change: { terminal: { method: 'perpetuity', growth: 0.038, reinvestment: 'return_on_capital' } },
      });
      expect(codes(applied(s, finding))).not.toContain('terminal_growth_at_or_above_risk_free');
    });

    it('uses the market’s risk-free rate for a model with a given WACC, and says nothing without one', () => {
      const s = subject({ discountRate: { wacc: rate(0.09) }, terminal: { method: 'perpetuity', growth: rate(0.03) } });
      expect(codes(reviewModel(s, { ...context, riskFreeRate: 0.0413 }))).not.toContain(
        'terminal_growth_at_or_above_risk_free',
      );
      const finding = find(
        reviewModel(s, { ...context, riskFreeRate: 0.025 }),
        'terminal_growth_at_or_above_risk_free',
      );
      expect(finding?.change).toEqual({ terminal: { method: 'perpetuity', growth: 0.024 } });
      expect(codes(reviewModel(s, { ...context, riskFreeRate: null }))).not.toContain(
        'terminal_growth_at_or_above_risk_free',
      );
    });

    it('warns above long-run nominal GDP growth when still below the risk-free rate', () => {
      const highRates = { ...capm, riskFreeRate: rate(0.06) };
      const s = subject({
        discountRate: { capm: highRates },
        terminal: { method: 'perpetuity', growth: rate(0.045), reinvestment: 'return_on_capital' },
      });
      const finding = find(reviewModel(s, context), 'terminal_growth_above_gdp');
      expect(finding).toMatchObject({
        severity: 'warning',
        params: { gdp_growth: { value: LONG_RUN_NOMINAL_GDP_GROWTH } },
      });
      expect(codes(applied(s, finding))).not.toContain('terminal_growth_above_gdp');
      const at = subject({
        discountRate: { capm: highRates },
        terminal: { method: 'perpetuity', growth: rate(0.038) },
      });
      expect(codes(reviewModel(at, context))).not.toContain('terminal_growth_above_gdp');
    });

    it('does not apply to an exit multiple', () => {
      const s = subject({ terminal: { method: 'exit_multiple', multiple: 8 as never } });
      expect(codes(reviewModel(s, { ...context, riskFreeRate: 0 }))).not.toContain(
        'terminal_growth_at_or_above_risk_free',
      );
    });
  });

  describe('reinvestment against growth', () => {
    it('is consistent by construction with the return-on-capital rule', () => {
      expect(codes(reviewModel(subject(), context)).filter((c) => c.startsWith('terminal_return'))).toEqual([]);
    });

    it('flags year N’s capex carried into the perpetuity when it implies a RONIC below WACC, with the fix', () => {
      // Capex at 30% of revenue: FCF(N) is far below NOPAT(N) for a growth of 2%.
      const s = subject({
        terminal: { method: 'perpetuity', growth: rate(0.02) },
        drivers: { capexPctRevenue: 0.08 },
      });
      const finding = find(reviewModel(s, context), 'terminal_return_on_new_capital_below_wacc');
      expect(finding?.severity).toBe('warning');
      const { growth, reinvestment_rate: rr, ronic, wacc } = finding?.params ?? {};
      expect(ronic?.value).toBeCloseTo((growth?.value as number) / (rr?.value as number), 12);
      expect(ronic?.value as number).toBeLessThan(wacc?.value as number);
      expect(finding?.params.sales_to_capital?.unit).toBe('number');
      expect(finding?.change).toEqual({
        terminal: { method: 'perpetuity', growth: 0.02, reinvestment: 'return_on_capital' },
      });
      expect(codes(applied(s, finding))).not.toContain('terminal_return_on_new_capital_below_wacc');
    });

    it('flags growth with no reinvestment, and growth almost free (RONIC above 3 × WACC)', () => {
      const nopat = subject({ terminal: { method: 'perpetuity', growth: rate(0.02) } }).model.freeCashFlow.nopat.at(
        -1,
      ) as number;
      const free = subject({
        terminal: { method: 'perpetuity', growth: rate(0.02), normalizedFcf: money(nopat * 1.02) },
      });
      expect(find(reviewModel(free, context), 'terminal_growth_without_reinvestment')).toMatchObject({
        severity: 'warning',
        change: { terminal: { method: 'perpetuity', growth: 0.02, reinvestment: 'return_on_capital' } },
      });
      const cheap = subject({
        terminal: { method: 'perpetuity', growth: rate(0.02), normalizedFcf: money(nopat * 1.02 * 0.99) },
      });
      expect(find(reviewModel(cheap, context), 'terminal_return_on_new_capital_high')).toMatchObject({
        severity: 'info',
      });
      const fair = subject({
        terminal: { method: 'perpetuity', growth: rate(0.02), normalizedFcf: money(nopat * 1.02 * 0.85) },
      });
      expect(
        codes(reviewModel(fair, context)).filter((c) => c.includes('reinvestment') || c.includes('new_capital')),
      ).toEqual([]);
    });
  });

  describe('margins against history', () => {
    it('flags each forecast year outside the historical range by more than 5 points, and the fix brings them back', () => {
      const s = subject({
        drivers: { sgaPctRevenue: 0.15, grossMargin: [0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.5, 0.55] },
      });
      const finding = find(reviewModel(s, context), 'margin_outside_history');
      const years = s.model.forecast.fiscalYears;
      expect(finding).toMatchObject({
        severity: 'warning',
        params: {
          low: { value: expect.closeTo(0.1, 12) },
          high: { value: expect.closeTo(0.1, 12) },
          year: { value: years[9] },
        },
        cells: [
          `forecast.${years[8]}.operating_margin`,
          `forecast.${years[9]}.operating_margin`,
          'drivers.grossMargin',
        ],
      });
      expect(finding?.params.years).toEqual({ unit: 'text', value: `${years[8]}, ${years[9]}` });
      // The user's other overrides are kept; the years inside the range keep their margins.
      const drivers = finding?.change?.drivers;
      expect(drivers?.sgaPctRevenue).toBe(0.15);
      expect((drivers?.grossMargin as number[] | undefined)?.slice(0, 3)).toEqual([0.4, 0.4, 0.4]);
      const after = applied(s, finding);
      expect(codes(after)).not.toContain('margin_outside_history');
    });

    it('says nothing within the tolerance or with less than two years of history', () => {
      expect(codes(reviewModel(subject({ drivers: { grossMargin: 0.42 } }), context))).not.toContain(
        'margin_outside_history',
      );
      const oneYear = tidyHistory().slice(-1);
      expect(codes(reviewModel(subject({ history: oneYear, drivers: { grossMargin: 0.6 } }), context))).not.toContain(
        'margin_outside_history',
      );
    });
  });

  describe('WACC against the peers', () => {
    const peer = (ticker: string, rawBeta: number) => ({ ticker, rawBeta, marketCap: 1000, debt: 0 });

    it('rates each peer at the model’s capital structure: Blume-adjusted, unlevered, relevered', () => {
      const [rated] = peerDiscountRates(capm, [peer('AAA', 1.3)]);
      const beta = ((2 / 3) * 1.3 + 1 / 3) * (1 + 0.75 * (200 / 1500));
      expect(rated?.beta).toBeCloseTo(beta, 12);
      expect(rated?.wacc).toBeCloseTo((1500 * (0.04 + beta * 0.05) + 200 * 0.0375) / 1700, 12);
    });

    it('warns when the model’s WACC is outside the peers’ range and more than 1 point from their median', () => {
      const s = subject();
      const peers = [peer('AAA', 1.9), peer('BBB', 2.1), peer('CCC', 2.3)];
      const finding = find(reviewModel(s, { ...context, peers }), 'wacc_outside_peers');
      expect(finding).toMatchObject({
        severity: 'warning',
        params: { peers: { value: 'AAA, BBB, CCC' }, beta: { value: 1.1 } },
        cells: ['discountRate.wacc', 'discountRate.capm.beta'],
      });
      const median = peerDiscountRates(capm, peers)[1];
      expect(finding?.params.median?.value).toBeCloseTo(median?.wacc as number, 12);
      expect(finding?.change).toEqual({ discountRate: { capm: { ...capm, beta: median?.beta } } });
      expect(codes(applied(s, finding, { ...context, peers }))).not.toContain('wacc_outside_peers');
    });

    it('says nothing near the peers or without any; a given WACC is compared through the defaults’ CAPM', () => {
      const s = subject();
      expect(codes(reviewModel(s, { ...context, peers: [peer('AAA', 1.1), peer('BBB', 1.3)] }))).not.toContain(
        'wacc_outside_peers',
      );
      const given = subject({ discountRate: { wacc: rate(0.15) } });
      const peers = [peer('AAA', 1.1)];
      expect(codes(reviewModel(given, { ...context, peers }))).not.toContain('wacc_outside_peers');
      const finding = find(reviewModel(given, { ...context, peers, defaultCapm: capm }), 'wacc_outside_peers');
      expect(finding?.cells).toEqual(['discountRate.wacc']);
      expect(finding?.change?.discountRate).toEqual({ wacc: finding?.params.median?.value });
    });
  });

  describe('terminal-year free cash flow', () => {
    it('is critical when negative, fixed by the return-on-capital rule when NOPAT is positive', () => {
      const s = subject({ terminal: { method: 'perpetuity', growth: rate(0.02) }, drivers: { capexPctRevenue: 0.15 } });
      const finding = find(reviewModel(s, context), 'terminal_fcf_negative');
      const year = s.model.forecast.fiscalYears.at(-1);
      expect(finding).toMatchObject({
        severity: 'critical',
        params: { year: { unit: 'year', value: year }, fcf: { value: s.model.dcf.terminal.perpetuity?.fcfNext } },
        cells: expect.arrayContaining([`forecast.${year}.fcff`]),
        change: { terminal: { method: 'perpetuity', growth: 0.02, reinvestment: 'return_on_capital' } },
      });
      expect(codes(applied(s, finding))).not.toContain('terminal_fcf_negative');
      const exit = subject({
        terminal: { method: 'exit_multiple', multiple: 8 as never },
        drivers: { capexPctRevenue: 0.3 },
      });
      expect(find(reviewModel(exit, context), 'terminal_fcf_negative')?.change).toBeNull();
    });
  });

  describe('forecast balance sheet', () => {
    const tampered = (s: TReviewSubject, edit: (model: TModel) => void): TReviewSubject => {
      const model = structuredClone(s.model);
      edit(model);
      return { input: s.input, model };
    };

    it('is critical when assets and liabilities plus equity differ beyond the engine’s tolerance', () => {
      const s = subject();
      expect(codes(reviewModel(s, context))).not.toContain('balance_sheet_unbalanced');
      const broken = tampered(s, (m) => {
        m.forecast.checks.balanceGap[2] = money(5);
      });
      const finding = find(reviewModel(broken, context), 'balance_sheet_unbalanced');
      const year = s.model.forecast.fiscalYears[2];
      expect(finding).toMatchObject({
        severity: 'critical',
        params: { year: { value: year }, gap: { unit: 'money', value: 5 } },
        cells: [`forecast.${year}.balance.totalAssets`, `forecast.${year}.balance.totalLiabilitiesAndEquity`],
        change: null,
      });
      const rounding = tampered(s, (m) => {
        m.forecast.checks.balanceGap[2] = money(1e-12);
      });
      expect(codes(reviewModel(rounding, context))).not.toContain('balance_sheet_unbalanced');
    });

    it('warns on negative cash and negative debt (term debt or revolver), naming the years', () => {
      const s = subject();
      const years = s.model.forecast.fiscalYears;
      const negative = tampered(s, (m) => {
        m.forecast.balance.cash[1] = money(-3);
        m.forecast.balance.cash[3] = money(-1);
        m.forecast.balance.revolver[4] = money(-2);
      });
      const findings = reviewModel(negative, context);
      expect(find(findings, 'cash_negative')).toMatchObject({
        severity: 'warning',
        params: { year: { value: years[1] }, years: { value: `${years[1]}, ${years[3]}` }, amount: { value: -3 } },
        cells: [`forecast.${years[1]}.balance.cash`, `forecast.${years[3]}.balance.cash`],
      });
      expect(find(findings, 'debt_negative')).toMatchObject({ params: { amount: { value: -2 } } });
    });
  });

  it('lists findings most severe first', () => {
    const s = subject({
      discountRate: { wacc: rate(0.06) },
      terminal: { method: 'perpetuity', growth: rate(0.05) },
      drivers: { grossMargin: 0.6 },
    });
    const severities = reviewModel(s, context).map((f) => f.severity);
    expect(severities.length).toBeGreaterThan(1);
    expect(
      [...severities].sort(
        (a, b) => ['critical', 'warning', 'info'].indexOf(a) - ['critical', 'warning', 'info'].indexOf(b),
      ),
    ).toEqual(severities);
  });
});
