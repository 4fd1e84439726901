import { LANGUAGES, REVIEW_MESSAGES, ZModelAssumptionsInputSchema } from '@app/contract';
import {
  money,
  REVIEW_CODES,
  rate,
  reviewModel,
  runModel,
  type TCapmWacc,
  type TModelInput,
  type TReviewFinding,
} from '@app/valuation';
import { tidyHistory } from '@app/valuation/testing';
import { describe, expect, it } from 'vitest';
import { findingView } from './review-model.js';

const capm: TCapmWacc = {
  riskFreeRate: rate(0.04),
  beta: 1.1,
  marketRiskPremium: rate(0.05),
  preTaxCostOfDebt: rate(0.05),
  taxRate: rate(0.25),
  equityValue: money(1500),
  debtValue: money(200),
};
const base: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { capm },
  terminal: { method: 'perpetuity', growth: rate(0.02), reinvestment: 'return_on_capital' },
};
const peers = [1.9, 2.1, 2.3].map((rawBeta, i) => ({ ticker: `P${i}`, rawBeta, marketCap: 1000, debt: 0 }));

function review(overrides: Partial<TModelInput>): TReviewFinding[] {
  const input = { ...base, ...overrides };
  const model = runModel(input);
  if (!model.ok) throw new Error(model.error.message);
  return reviewModel({ input, model: model.value }, { riskFreeRate: 0.04, peers, defaultCapm: capm });
}

describe('review messages', () => {
  it('has every rule’s message in the five languages, naming only the finding’s parameters', () => {
    expect(Object.keys(REVIEW_MESSAGES).sort()).toEqual([...REVIEW_CODES].sort());
    for (const code of REVIEW_CODES) {
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const english = names(REVIEW_MESSAGES[code].en);
      for (const language of LANGUAGES) {
        expect(REVIEW_MESSAGES[code][language].length, `${code}.${language}`).toBeGreaterThan(0);
        expect(names(REVIEW_MESSAGES[code][language]), `${code}.${language}`).toEqual(english);
      }
    }
  });
});

describe('findingView', () => {
  // Crafted models that make every rule with a fix fire (see @app/valuation's review tests).
  const findings = [
    ...review({ terminal: { method: 'perpetuity', growth: rate(0.045) } }),
    ...review({
      discountRate: { capm: { ...capm, riskFreeRate: rate(0.06) } },
      terminal: { method: 'perpetuity', growth: rate(0.045) },
    }),
    ...review({ terminal: { method: 'perpetuity', growth: rate(0.02) }, drivers: { capexPctRevenue: 0.15 } }),
    ...review({ terminal: { method: 'perpetuity', growth: rate(0.02), normalizedFcf: money(1000) } }),
    ...review({ drivers: { sgaPctRevenue: 0.15, grossMargin: 0.55 } }),
    ...review({ discountRate: { wacc: rate(0.2) } }),
  ];

  it('gives every suggested change in the shape model/dcf/update accepts', () => {
    const withChange = findings.filter((f) => f.change);
    expect(new Set(withChange.map((f) => f.code))).toEqual(
      new Set([
        'terminal_growth_at_or_above_risk_free',
        'terminal_growth_above_gdp',
        'terminal_return_on_new_capital_below_wacc',
        'terminal_growth_without_reinvestment',
        'terminal_fcf_negative',
        'margin_outside_history',
        'wacc_outside_peers',
      ]),
    );
    for (const finding of withChange) {
      const parsed = ZModelAssumptionsInputSchema.safeParse(finding.change);
      expect(parsed.success, `${finding.code}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(findingView(finding, 'en', 'USD').suggestion).toEqual({ assumptions: finding.change });
    }
  });

  it('formats the figures for the language and keeps them as numbers', () => {
    const finding = findings.find((f) => f.code === 'terminal_growth_at_or_above_risk_free') as TReviewFinding;
    expect(findingView(finding, 'en', 'USD')).toMatchObject({
      severity: 'critical',
      params: { growth: 0.045, risk_free_rate: 0.04 },
      message:
        'Terminal growth of 4.5% is not below the risk-free rate of 4.0%: no firm can outgrow the economy forever.',
    });
    expect(findingView(finding, 'es', 'USD').message).toContain('4,5');
    const fcf = findings.find((f) => f.code === 'terminal_fcf_negative') as TReviewFinding;
    expect(findingView(fcf, 'en', 'USD').message).toMatch(/-\$|−\$|\(\$/);
  });
});
