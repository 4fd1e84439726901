import type { TModelValues } from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import { quarterlyModel, runModel, type TModelInput } from '@app/valuation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

/** Models valued on a date between a company's reports: what was filed by then, and nothing later. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let accounts = 0;
async function modelOn(day: string, ticker: string, options?: Record<string, unknown>) {
  t.clock.advance(Date.parse(`${day}T12:00:00Z`) - t.clock.now().getTime());
  // Options other than the defaults need a full account.
  accounts += 1;
  const { token } = options ? await signUp(t, `quarterly${accounts}@example.com`) : await signInAsTemp(t);
  const id = await createModelAndWait(t, token, ticker, options);
  const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
  const input = values.data.model_input as unknown as TModelInput;
  const model = runModel(input);
  if (!model.ok) throw new Error(model.error.message);
  return { values: values.data, input, model: model.value };
}

const filedDates = (period: TStatementPeriod) =>
  [period.income, period.balance, period.cash_flow].flatMap((statement) =>
    Object.values(statement).flatMap((line) =>
      line?.source.kind === 'reported'
        ? [line.source.filed]
        : line?.source.kind === 'derived'
          ? (line.source.facts ?? []).map((fact) => fact.filed)
          : [],
    ),
  );

describe('a valuation date between reports', () => {
  it('values a December company in January from its last 10-K and the 10-Qs since', async () => {
    const { input, model } = await modelOn('2025-01-15', 'GOOGL');
    expect(input.valuationDate).toBe('2025-01-15'); // the day's close in the pack
    expect(model.base).toMatchObject({ fiscalYear: 2023, periodEnd: '2023-12-31' });
    const since = input.history.filter((period) => period.period_end > '2023-12-31');
    expect(since.map((period) => `${period.fiscal_period} ${period.fiscal_year}`)).toEqual([
      'Q1 2024',
      'Q2 2024',
      'Q3 2024',
    ]);
    // Nothing filed after the valuation date: not the FY2024 10-K, not its restatements.
    for (const period of input.history) {
      for (const filed of filedDates(period)) expect(filed === null || filed <= '2025-01-15').toBe(true);
    }
    const q3 = since.at(-1) as TStatementPeriod;
    expect(model.base.latest).toMatchObject({ label: 'Q3 2024', periodEnd: '2024-09-30' });
    expect(model.bridge.cash).toMatchObject({
      value: q3.balance.cash_and_equivalents?.value,
      provenance: { kind: 'history', period: 'Q3 2024' },
    });
    expect(model.shares.value).toBe(q3.income.diluted_shares?.value);
    // FY2024 ended before the valuation date: forecast, not counted.
    expect(model.stub).toMatchObject({ elapsedYears: 1, yearStart: '2024-12-31', yearEnd: '2025-12-31' });
    expect(model.dcf.countedFcff[0]).toBe(0);
  });

  it('values an annual report a year old from within forecast year 2', async () => {
    // The pack's KO facts are its 10-Ks only; the last ends 2024-12-31 and its prices end 2025-12-31.
    const { input, model } = await modelOn('2026-01-05', 'KO');
    expect(input.valuationDate).toBe('2025-12-31');
    expect(model.base.periodEnd).toBe('2024-12-31');
    expect(model.base.latest).toBeNull();
    expect(model.stub).toMatchObject({ elapsedYears: 1, fraction: 1 });
    expect(model.dcf.discountPeriods.slice(0, 3)).toEqual([0, 1, 2]);
    expect(model.bridge.cash.provenance).toMatchObject({ kind: 'history', years: [2024] });
  });
});

describe('filers the old rules refused', () => {
  it('values a loss-maker on a path to a positive operating margin', async () => {
    const { values, model } = await modelOn('2026-02-12', 'SNOW');
    const margin = (t: number) =>
      (model.forecast.income.ebit[t] as number) / (model.forecast.income.revenue[t] as number);
    const base = model.base;
    expect(base.fiscalYear).toBe(2025); // the year to January 2025; FY2026's 10-K was not filed by then
    expect(margin(0)).toBeLessThan(0);
    expect(margin(model.forecast.income.ebit.length - 1)).toBeGreaterThan(0.05);
    expect(model.drivers.sgaPctRevenue.provenance).toMatchObject({ fade: { end: { basis: 'margin_target' } } });
    expect(values.results.implied_price_per_share).toBeGreaterThan(0);
  });

  it('values an IFRS 20-F filer in its reporting currency', async () => {
    const { values, model } = await modelOn('2026-02-12', 'TSM');
    expect(values.results.currency).toBe('TWD');
    expect(model.base).toMatchObject({ currency: 'TWD', isIfrs: true, periodEnd: '2024-12-31' });
    // Its next 20-F was not out by the valuation date: FY2025 is forecast, not counted.
    expect(model.stub.elapsedYears).toBe(1);
    expect(model.bridge.leases.value).toBeGreaterThan(0); // IFRS 16 leases are debt-like
  });

  it('makes a quarterly model: quarters in the history, forecast quarters that add up to each year', async () => {
    const { input, model, values } = await modelOn('2025-11-20', 'GOOGL', {
      period: 'quarterly',
      quarterly_periods: 12,
    });
    expect(values.options).toMatchObject({ period: 'quarterly', quarterly_periods: 12 });
    const quarters = input.history.filter((period) => period.fiscal_period.startsWith('Q'));
    expect(quarters.length).toBe(12);
    expect(quarters.at(-1)).toMatchObject({ fiscal_year: 2025, fiscal_period: 'Q3' });
    const quarterly = quarterlyModel(input.history, model);
    expect(quarterly.seasonality.fiscalYears.length).toBeGreaterThanOrEqual(2);
    const year1 = quarterly.forecast.slice(0, 4).reduce((sum, quarter) => sum + (quarter.values.revenue as number), 0);
    expect(year1).toBeCloseTo(model.forecast.income.revenue[0] as number, 0);
  });
});
