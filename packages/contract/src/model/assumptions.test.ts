import { describe, expect, it } from 'vitest';
import { ZInputDateSchema } from '../dates.js';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { localizeIssues } from '../errors/translate.js';
import { ZModelAssumptionsInputSchema } from './assumptions.js';
import { DEFAULT_MODEL_OPTIONS, requiresFullAccount } from './model-options.js';
import { modelRoutes } from './routes.js';

/** The defaults a listed company's model stores (`models/model-defaults.ts`), as a save sends them back. */
const STORED_DEFAULTS = {
  defaults: { years: 5, fadeRevenueGrowthTo: 0.025 },
  discountRate: {
    capm: {
      riskFreeRate: 0.0418,
      beta: 1.73,
      marketRiskPremium: 0.05,
      preTaxCostOfDebt: 0.0418,
      taxRate: 0.21,
      equityValue: 4.5e12,
      debtValue: 1.1e10,
    },
  },
  terminal: { method: 'perpetuity', growth: 0.025 },
  convention: 'end_of_year',
};

const refused = (assumptions: unknown) => !ZModelAssumptionsInputSchema.safeParse(assumptions).success;

describe('ZModelAssumptionsInputSchema', () => {
  it('takes what the model stores and what the screens save', () => {
    expect(ZModelAssumptionsInputSchema.parse(STORED_DEFAULTS)).toEqual(STORED_DEFAULTS);
    const edited = {
      ...STORED_DEFAULTS,
      discountRate: { wacc: 0.1 },
      terminal: { method: 'exit_multiple', multiple: 12 },
      drivers: { revenueGrowth: [0.3, 0.2, 0.1, 0.05, 0.03], receivableDays: 45, daysBasis: 'revenue' },
      bridge: { debt: 1e9, cash: 2e9 },
      shares: 2.4e10,
    };
    expect(ZModelAssumptionsInputSchema.parse(edited)).toEqual(edited);
  });

  it('refuses the review’s assumptions: a made-up days basis, a long string, growth of −500%, a WACC of 1e308', () => {
    expect(refused({ drivers: { daysBasis: 'x' } })).toBe(true);
    expect(refused({ convention: 'x'.repeat(1_000_000) })).toBe(true);
    expect(refused({ notes: 'x'.repeat(1_000_000) })).toBe(true);
    expect(refused({ terminal: { method: 'perpetuity', growth: -5 } })).toBe(true);
    expect(refused({ drivers: { revenueGrowth: -5 } })).toBe(true);
    expect(refused({ discountRate: { wacc: 1e308 } })).toBe(true);
    expect(refused({ discountRate: { capm: { ...STORED_DEFAULTS.discountRate.capm, beta: 1e308 } } })).toBe(true);
  });

  it('bounds every size: forecast years, averaging years and per-year lists', () => {
    expect(refused({ defaults: { years: 500 } })).toBe(true);
    expect(refused({ defaults: { years: 11 } })).toBe(true);
    expect(refused({ defaults: { years: 10 } })).toBe(false);
    expect(refused({ defaults: { averagingYears: 1000 } })).toBe(true);
    expect(refused({ drivers: { grossMargin: Array.from({ length: 11 }, () => 0.5) } })).toBe(true);
  });

  it('refuses the model’s facts, unknown keys and values of the wrong type', () => {
    for (const assumptions of [
      { history: [] },
      { price: 1 },
      { valuationDate: '2025-01-01' },
      { discountRate: 'ten percent' },
      { discountRate: { capm: 1 } },
      { terminal: null },
      { drivers: { revenueGrowth: 'abc' } },
      { bridge: { debt: 1, other: 2 } },
    ]) {
      expect(refused(assumptions), JSON.stringify(assumptions)).toBe(true);
    }
  });

  it('says what is wrong in the reader’s language', () => {
    const result = ZModelAssumptionsInputSchema.safeParse({ defaults: { years: 500 } }, { reportInput: true });
    if (result.success) throw new Error('expected a refusal');
    const [es] = localizeIssues(result.error.issues, 'es');
    const [zh] = localizeIssues(result.error.issues, 'zh');
    expect(es).toEqual({ path: 'defaults.years', message: expect.stringMatching(/10/) });
    expect(es?.message).not.toBe(zh?.message);
  });
});

describe('the full-account rule', () => {
  it('holds for anything but the default options', () => {
    expect(requiresFullAccount(DEFAULT_MODEL_OPTIONS)).toBe(false);
    expect(requiresFullAccount({ ...DEFAULT_MODEL_OPTIONS, forecast_years: 10 })).toBe(true);
  });
});

describe('sizes of the model routes', () => {
  const axis = (variable: string, steps: number) => ({ variable, steps, gap: 0.01 });
  const grid = (axes: unknown[], timeframe?: unknown) =>
    modelRoutes.sensitivity.input.safeParse({
      model_id: '00000000-0000-4000-8000-000000000000',
      axes,
      ...(timeframe ? { timeframe } : {}),
    });

  it('refuses a sensitivity grid of more than 441 points, with the product’s message', () => {
    expect(grid([axis('wacc', 21), axis('terminal_growth', 21)]).success).toBe(true);
    const big = grid([axis('wacc', 21), axis('terminal_growth', 21), axis('revenue_growth', 21)]);
    if (big.success) throw new Error('expected a refusal');
    expect(localizeIssues(big.error.issues, 'id')).toEqual([
      { path: 'axes', message: VALIDATION_MESSAGES.sensitivity_too_many_points.id },
    ]);
    expect(grid([axis('wacc', 3)], { from_year: 1, to_year: 500 }).success).toBe(false);
  });

  it('bounds a private model’s forecast years and share count', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(modelRoutes.private.input.safeParse({ document_id: id, forecast_years: 500 }).success).toBe(false);
    expect(modelRoutes.private.input.safeParse({ document_id: id, shares: 1e308 }).success).toBe(false);
  });
});

describe('ZInputDateSchema', () => {
  it('takes real days from 1900 to 2100 only', () => {
    expect(ZInputDateSchema.safeParse('2025-12-31').success).toBe(true);
    for (const date of ['9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01', '2025-02-30', '31/12/2025']) {
      expect(ZInputDateSchema.safeParse(date).success, date).toBe(false);
    }
    const result = ZInputDateSchema.safeParse('9999-12-31');
    if (result.success) throw new Error('expected a refusal');
    expect(localizeIssues(result.error.issues, 'zh-TRADITIONAL')[0]?.message).toBe(
      VALIDATION_MESSAGES.date_out_of_range['zh-TRADITIONAL'],
    );
  });
});
