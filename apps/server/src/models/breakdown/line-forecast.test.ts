import type { TBreakdownHistory } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  changeLineGrowth,
  clearLineGrowth,
  editLineGrowth,
  lineForecast,
  type TModelRevenue,
  UNALLOCATED_MEMBER,
} from './line-forecast.js';

const value = (fiscal_year: number, amount: number) => ({
  fiscal_year,
  start: `${fiscal_year}-01-01`,
  end: `${fiscal_year}-12-31`,
  value: amount,
});
const member = (
  name: string,
  amounts: [number, number][],
  role: 'member' | 'subtotal' = 'member',
  of: string[] = [],
) => ({
  member: name,
  label: name,
  label_source: 'qname' as const,
  role,
  subtotal_of: of,
  values: amounts.map(([year, amount]) => value(year, amount)),
});

/** Two segments and their subtotal, 2023–2024: 60 + 40 = 100 in 2024. */
const history: TBreakdownHistory = {
  breakdown_id: 'r|axis|',
  kind: 'segment',
  axis: 'axis',
  concept: 'r',
  qualifier: null,
  member_count: 3,
  status: 'adds_up',
  is_headline: true,
  currency: 'USD',
  members: [
    member('a', [
      [2023, 50],
      [2024, 60],
    ]),
    member('b', [
      [2023, 40],
      [2024, 40],
    ]),
    member(
      'ab',
      [
        [2023, 90],
        [2024, 100],
      ],
      'subtotal',
      ['a', 'b'],
    ),
  ],
  checks: [],
};
const model = (baseRevenue: number, baseFiscalYear = 2024): TModelRevenue => ({
  baseFiscalYear,
  baseRevenue,
  fiscalYears: [baseFiscalYear + 1, baseFiscalYear + 2],
  growth: [0.1, 0.05],
  revenue: [baseRevenue * 1.1, baseRevenue * 1.1 * 1.05],
});

describe('lineForecast', () => {
  it('starts the lines as filed at the model’s growth: the sum is the model’s revenue, a subtotal the sum of its parts', () => {
    const result = lineForecast(history, model(100), null);
    if (!result.ok) throw new Error('refused');
    const { forecast } = result;
    expect(forecast.basis).toBe('reported');
    expect(forecast.lines.map((l) => [l.member, l.base_value])).toEqual([
      ['a', 60],
      ['b', 40],
      ['ab', 100],
    ]);
    expect(forecast.totals[0]).toBeCloseTo(110, 9);
    expect(forecast.totals[1]).toBeCloseTo(115.5, 9);
    expect(forecast.lines[2]?.values[1]).toBeCloseTo(115.5, 9);
    expect(forecast.lines[2]?.growth).toBeNull();
  });

  it('puts the model’s revenue the breakdown does not reach on an unallocated line', () => {
    const result = lineForecast(history, model(104), null);
    if (!result.ok) throw new Error('refused');
    expect(result.forecast.lines.find((l) => l.member === UNALLOCATED_MEMBER)?.base_value).toBe(4);
    expect(result.forecast.totals[0]).toBeCloseTo(104 * 1.1, 9);
  });

  it('applies the latest year’s mix to the model’s base revenue when the filing covers another year', () => {
    const result = lineForecast(history, model(200, 2025), null);
    if (!result.ok) throw new Error('refused');
    expect(result.forecast).toMatchObject({ basis: 'mix', mix_fiscal_year: 2024 });
    expect(result.forecast.lines.slice(0, 2).map((l) => l.base_value)).toEqual([120, 80]);
  });

  it('refuses lines that add up to nothing', () => {
    expect(lineForecast(history, model(0), null)).toEqual({ ok: false, reason: 'not_usable' });
  });
});

describe('changeLineGrowth', () => {
  it('pins the year’s lines, changes one, and gives the model the sum’s growth; the forecast then adds up with no shift', () => {
    const first = lineForecast(history, model(100), null);
    if (!first.ok) throw new Error('refused');
    const changed = changeLineGrowth(first.forecast, null, { member: 'a', t: 0, growth: 0.3 });
    // 60 × 1.3 + 40 × 1.1 = 122: growth 22%; year 2 not pinned keeps the model's 5%.
    expect(changed.modelGrowth[0]).toBeCloseTo(0.22, 12);
    expect(changed.modelGrowth[1]).toBe(0.05);
    expect(changed.saved.growth).toEqual([
      { member: 'a', values: [0.3, null] },
      { member: 'b', values: [0.1, null] },
    ]);
    const saved = { breakdown_id: history.breakdown_id, ...changed.saved };
    const revenue = [122, 122 * 1.05];
    const after = lineForecast(history, { ...model(100), growth: changed.modelGrowth, revenue }, saved);
    if (!after.ok) throw new Error('refused');
    expect(after.forecast.shifts).toEqual([0, 0]);
    expect(after.forecast.totals[0]).toBeCloseTo(122, 9);
    expect(after.forecast.lines[0]?.is_input).toEqual([true, false]);
  });

  it('moves saved lines by the same points when the model’s growth was changed elsewhere', () => {
    const saved = {
      breakdown_id: history.breakdown_id,
      growth: [
        { member: 'a', values: [0.3, null] },
        { member: 'b', values: [0.1, null] },
      ],
    };
    const result = lineForecast(history, model(100), saved);
    if (!result.ok) throw new Error('refused');
    // Model growth 10%: 60 × (1.3 + δ) + 40 × (1.1 + δ) = 110 ⇒ δ = −0.12.
    expect(result.forecast.shifts[0]).toBeCloseTo(-0.12, 12);
    expect(result.forecast.lines[0]?.growth?.[0]).toBeCloseTo(0.18, 12);
    expect(result.forecast.totals[0]).toBeCloseTo(110, 9);
  });
});

describe('clearLineGrowth', () => {
  /** The forecast after `a` was set to 30% in year 1 (the model's growth then 22%). */
  function changed() {
    const first = lineForecast(history, model(100), null);
    if (!first.ok) throw new Error('refused');
    const change = changeLineGrowth(first.forecast, null, { member: 'a', t: 0, growth: 0.3 });
    const saved = { breakdown_id: history.breakdown_id, ...change.saved };
    const revenue = [122, 122 * 1.05];
    const after = lineForecast(history, { ...model(100), growth: change.modelGrowth, revenue }, saved);
    if (!after.ok) throw new Error('refused');
    return { forecast: after.forecast, saved };
  }

  it('takes a line back to the model’s default growth: the year unpinned when the others are at the default', () => {
    const { forecast, saved } = changed();
    const cleared = clearLineGrowth(forecast, saved, { member: 'a', t: 0, defaultGrowth: 0.1 });
    expect(cleared).toEqual({ saved: { growth: [] }, modelGrowth: [0.1, 0.05] });
  });

  it('lets the line follow the others’ weighted growth when they differ from the default (no shift)', () => {
    const { forecast, saved } = changed();
    // The default growth of year 1 is now 4%: b (pinned at 10%) differs from it and stays pinned.
    const cleared = clearLineGrowth(forecast, saved, { member: 'a', t: 0, defaultGrowth: 0.04 });
    if (!cleared) throw new Error('refused');
    expect(cleared.saved.growth).toEqual([
      { member: 'a', values: [null, null] },
      { member: 'b', values: [0.1, null] },
    ]);
    expect(cleared.modelGrowth[0]).toBeCloseTo(0.1, 12);
    const revenue = [110, 110 * 1.05];
    const after = lineForecast(
      history,
      { ...model(100), growth: cleared.modelGrowth, revenue },
      {
        breakdown_id: history.breakdown_id,
        ...cleared.saved,
      },
    );
    if (!after.ok) throw new Error('refused');
    expect(after.forecast.shifts).toEqual([0, 0]);
    expect(after.forecast.lines[0]?.is_input).toEqual([false, false]);
    expect(after.forecast.lines[0]?.growth?.[0]).toBeCloseTo(0.1, 12);
  });

  it('is null for a line the user did not set', () => {
    const { forecast, saved } = changed();
    expect(clearLineGrowth(forecast, saved, { member: 'a', t: 1, defaultGrowth: 0.05 })).toBeNull();
  });
});

describe('editLineGrowth', () => {
  const limits = { min: -1, max: 100 };
  const first = lineForecast(history, model(100), null);
  if (!first.ok) throw new Error('refused');
  const { forecast } = first;

  it('refuses a year outside the forecast, a subtotal, a clear of a default and a growth the model cannot take', () => {
    const set = (member: string, fiscalYear: number, growth: number) =>
      editLineGrowth(forecast, null, { operation: 'set', member, fiscalYear, growth }, limits);
    expect(set('a', 2024, 0.1)).toEqual({ ok: false, reason: 'year_outside_forecast' });
    expect(set('ab', 2025, 0.1)).toEqual({ ok: false, reason: 'member_not_found' });
    expect(set('a', 2025, -5)).toEqual({ ok: false, reason: 'forecast_invalid', fiscalYear: 2025 });
    const clear = { operation: 'clear' as const, member: 'a', fiscalYear: 2025, defaultGrowth: 0.1 };
    expect(editLineGrowth(forecast, null, clear, limits)).toEqual({ ok: false, reason: 'not_set' });
  });

  it('sets a growth as changeLineGrowth does', () => {
    const edited = editLineGrowth(
      forecast,
      null,
      { operation: 'set', member: 'a', fiscalYear: 2025, growth: 0.3 },
      limits,
    );
    expect(edited).toEqual({ ok: true, ...changeLineGrowth(forecast, null, { member: 'a', t: 0, growth: 0.3 }) });
  });
});
