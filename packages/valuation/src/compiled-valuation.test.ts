/**
 * The fast path is `runModel`: for random moves of revenue growth, gross margin, WACC and the
 * terminal parameter, `compileValuation(...).valuePerShare` equals `runModel` on the equivalently
 * modified input to 1e-9 relative (or fails with the same code), over stubs, elapsed forecast
 * years, both conventions, both terminal methods, the terminal reinvestment rule and real companies.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCompanyFacts, standardizeCompanyFacts } from '@app/market-data';
import { describe, expect, it } from 'vitest';
import { compileValuation, type TCompiledValuation } from './compiled-valuation.js';
import { tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { createPrng } from './prng.test-helper.js';
import { money, multiple, perShare, rate, shareCount } from './units.js';

const TIDY: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.025) },
};

const CAPM = {
  capm: {
    riskFreeRate: rate(0.04),
    beta: 1.1,
    marketRiskPremium: rate(0.05),
    preTaxCostOfDebt: rate(0.05),
    taxRate: rate(0.21),
    equityValue: money(3000),
    debtValue: money(200),
  },
};

/** Each case moves one thing the fast path precomputes. */
const CASES: [string, TModelInput][] = [
  ['end of year, no stub, forecast FCF grown', TIDY],
  [
    'mid-year with a stub (valuation date inside year 1), reinvestment at the return on capital',
    {
      ...TIDY,
      valuationDate: '2025-05-17',
      convention: 'mid_year',
      terminal: { method: 'perpetuity', growth: rate(0.025), reinvestment: 'return_on_capital' },
      price: perShare(40),
    },
  ],
  [
    'two forecast years elapsed (valuation date in year 3), mid-year, CAPM, 10 years',
    {
      ...TIDY,
      defaults: { years: 10, fadeRevenueGrowthTo: rate(0.02) },
      valuationDate: '2027-03-01',
      convention: 'mid_year',
      discountRate: CAPM,
      terminal: { method: 'perpetuity', growth: rate(0.02), reinvestment: 'return_on_capital' },
    },
  ],
  [
    'exit multiple, end of year with a stub and an elapsed year',
    {
      ...TIDY,
      valuationDate: '2026-02-10',
      terminal: { method: 'exit_multiple', multiple: multiple(11) },
      bridge: { leases: money(30), preferred: money(12), minorityInterest: money(5) },
      shares: shareCount(97),
    },
  ],
  [
    'exit multiple, mid-year',
    {
      ...TIDY,
      valuationDate: '2025-08-01',
      convention: 'mid_year',
      terminal: { method: 'exit_multiple', multiple: multiple(9.5) },
    },
  ],
  [
    'a normalized FCF(N+1) (ignores the reinvestment rule), one forecast year',
    {
      ...TIDY,
      defaults: { years: 1 },
      valuationDate: '2025-06-30',
      convention: 'mid_year',
      terminal: {
        method: 'perpetuity',
        growth: rate(0.02),
        normalizedFcf: money(150),
        reinvestment: 'return_on_capital',
      },
    },
  ],
  [
    'overridden drivers: intangibles bought, days on revenue, a debt repayment, short asset lives',
    {
      ...TIDY,
      defaults: { years: 5 },
      valuationDate: '2025-03-31',
      drivers: {
        intangiblesPctRevenue: [0.01, 0.02, 0.015, 0.01, 0.01],
        daysBasis: 'revenue',
        debtIssuance: -20,
        newAssetLife: 3,
        existingPpeLife: 2.5,
        existingIntangiblesLife: 1,
        revenueGrowth: [0.3, 0.2, 0.1, 0.05, 0.0],
      },
      terminal: { method: 'perpetuity', growth: rate(0.03), reinvestment: 'return_on_capital' },
    },
  ],
];

function compile(input: TModelInput): TCompiledValuation {
  const compiled = compileValuation(input);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value;
}

/** `runModel` on the input the fast path's arguments stand for. */
function movedInput(
  input: TModelInput,
  compiled: TCompiledValuation,
  growthShift: number,
  marginShift: number,
  wacc: number,
  terminal: number,
): TModelInput {
  return {
    ...input,
    drivers: {
      ...input.drivers,
      revenueGrowth: compiled.model.revenueGrowth.map((g) => g + growthShift),
      grossMargin: compiled.model.grossMargin.map((m) => m + marginShift),
    },
    discountRate: { wacc: rate(wacc) },
    terminal:
      input.terminal.method === 'perpetuity'
        ? { ...input.terminal, growth: rate(terminal) }
        : { method: 'exit_multiple', multiple: multiple(terminal) },
  };
}

function expectSame(input: TModelInput, compiled: TCompiledValuation, args: [number, number, number, number]): void {
  const fast = compiled.valuePerShare(...args);
  const full = runModel(movedInput(input, compiled, ...args));
  if (!full.ok) {
    expect(fast, `${args}: ${full.error.message}`).toBeNaN();
    expect(compiled.failure).toBe(full.error.code);
    return;
  }
  const exact = full.value.dcf.bridge.valuePerShare;
  expect(compiled.failure).toBeNull();
  expect(Math.abs(fast - exact), `${args}: ${fast} vs ${exact}`).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(exact)),
  );
}

describe('compileValuation', () => {
  it.each(CASES)('equals runModel for 300 random moves: %s', (_name, input) => {
    const compiled = compile(input);
    const random = createPrng(20_260_214);
    const isPerpetuity = input.terminal.method === 'perpetuity';
    for (let i = 0; i < 300; i += 1) {
      const wacc = random.between(0.04, 0.16);
      const terminal = isPerpetuity ? random.between(-0.02, 0.05) : random.between(2, 25);
      expectSame(input, compiled, [random.between(-0.15, 0.15), random.between(-0.2, 0.2), wacc, terminal]);
    }
  });

  it('reproduces the model itself with no move', () => {
    for (const [, input] of CASES) {
      const compiled = compile(input);
      const own = runModel(input);
      if (!own.ok) throw new Error(own.error.message);
      const { discountRate, terminalParameter } = compiled.model;
      expect(compiled.valuePerShare(0, 0, discountRate, terminalParameter)).toBe(own.value.dcf.bridge.valuePerShare);
      expect(compiled.model.valuePerShare).toBe(own.value.dcf.bridge.valuePerShare);
    }
  });

  it('fails as runModel does: terminal growth at or above WACC, a discount rate at or below −100%', () => {
    const input = CASES[1]?.[1] as TModelInput;
    const compiled = compile(input);
    expectSame(input, compiled, [0, 0, 0.05, 0.05]);
    expect(compiled.failure).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
    expectSame(input, compiled, [0, 0, 0.04, 0.06]);
    expectSame(input, compiled, [0, 0, -1, 0.02]);
    expect(compiled.failure).toBe('INVALID_INPUT');
    // A valued call after a failure clears it.
    expectSame(input, compiled, [0, 0, 0.09, 0.02]);
  });

  it('uses the forecast FCF(N) when NOPAT(N) is not positive under the reinvestment rule', () => {
    const input = CASES[1]?.[1] as TModelInput;
    const compiled = compile(input);
    // Forty points less margin: a loss in year N, so the rule does not apply.
    expectSame(input, compiled, [0, -0.4, 0.09, 0.02]);
    expect(compiled.valuePerShare(0, -0.4, 0.09, 0.02)).toBeLessThan(0);
  });

  it('refuses what runModel refuses, once', () => {
    const refused = compileValuation({ ...TIDY, drivers: { debtIssuance: -1e6 } });
    expect(!refused.ok && refused.error.code).toBe('INVALID_INPUT');
    expect(compileValuation({ ...TIDY, valuationDate: '2040-01-01' }).ok).toBe(false);
  });
});

const PACK_FACTS = fileURLToPath(new URL('../../../../shared/data/pack/companyfacts/', import.meta.url));
/** Apple, NVIDIA, Coca-Cola, Walmart: different margins, growth, asset lives and working capital. */
const PACK_FILES = ['CIK0000320193.json', 'CIK0001045810.json', 'CIK0000021344.json', 'CIK0000104169.json'];

describe('compileValuation on real companies of the data pack', () => {
  it.each(PACK_FILES)('%s equals runModel for 100 random moves (mid-year, stub, return on capital)', (file) => {
    const facts = parseCompanyFacts(readFileSync(`${PACK_FACTS}${file}`, 'utf8'), file);
    const { annual } = standardizeCompanyFacts(facts);
    const end = annual.at(-1)?.period_end as string;
    // Inside year 1 (a stub) or, for a January year end, year 2 (one elapsed year).
    const valuationDate = `${Number(end.slice(0, 4)) + 1}-03-15`;
    const input: TModelInput = {
      history: annual,
      defaults: { years: 10, fadeRevenueGrowthTo: rate(0.025) },
      valuationDate,
      discountRate: { wacc: rate(0.09) },
      convention: 'mid_year',
      terminal: { method: 'perpetuity', growth: rate(0.025), reinvestment: 'return_on_capital' },
    };
    const compiled = compile(input);
    const random = createPrng(7);
    for (let i = 0; i < 100; i += 1) {
      expectSame(input, compiled, [
        random.between(-0.1, 0.1),
        random.between(-0.1, 0.1),
        random.between(0.06, 0.14),
        random.between(0, 0.04),
      ]);
    }
  });
});
