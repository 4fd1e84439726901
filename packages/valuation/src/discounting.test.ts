import { describe, expect, it } from 'vitest';
import { discountSchedule, forecastStub, stubFraction } from './discounting.js';
import { rate } from './units.js';

describe('discountSchedule', () => {
  it('puts end-of-year flows at 1, 2, 3 and discounts them at (1 + r)^−t', () => {
    const schedule = discountSchedule(3, rate(0.1), 'end_of_year');
    if (!schedule.ok) throw new Error(schedule.error.message);
    expect(schedule.value.periods).toEqual([1, 2, 3]);
    // 1/1.1 = 0.909091, 1/1.21 = 0.826446, 1/1.331 = 0.751315
    expect(schedule.value.factors[0]).toBeCloseTo(0.9090909091, 10);
    expect(schedule.value.factors[1]).toBeCloseTo(0.826446281, 10);
    expect(schedule.value.factors[2]).toBeCloseTo(0.7513148009, 10);
    expect(schedule.value.terminal.perpetuity.period).toBe(3);
    expect(schedule.value.terminal.exitMultiple.period).toBe(3);
  });

  it('centres mid-year flows at 0.5, 1.5, 2.5; the Gordon value at N − 0.5 and an exit price at N', () => {
    const schedule = discountSchedule(3, rate(0.1), 'mid_year');
    if (!schedule.ok) throw new Error(schedule.error.message);
    expect(schedule.value.periods).toEqual([0.5, 1.5, 2.5]);
    expect(schedule.value.factors[0]).toBeCloseTo(1 / Math.sqrt(1.1), 12); // 0.953463
    expect(schedule.value.terminal.perpetuity.period).toBe(2.5);
    expect(schedule.value.terminal.exitMultiple.period).toBe(3);
    expect(schedule.value.terminal.exitMultiple.factor).toBeCloseTo(1 / 1.331, 12);
  });

  it('shortens the first period to the stub and weights only year 1', () => {
    // Valued with a quarter of year 1 left: s = 0.25.
    const end = discountSchedule(3, rate(0.08), 'end_of_year', 0.25);
    const mid = discountSchedule(3, rate(0.08), 'mid_year', 0.25);
    if (!end.ok || !mid.ok) throw new Error('schedule failed');
    expect(end.value.periods).toEqual([0.25, 1.25, 2.25]);
    expect(mid.value.periods).toEqual([0.125, 0.75, 1.75]);
    expect(end.value.cashFlowWeights).toEqual([0.25, 1, 1]);
    expect(mid.value.terminal.perpetuity.period).toBe(1.75);
    expect(mid.value.terminal.exitMultiple.period).toBe(2.25);
  });

  it('refuses nonsense', () => {
    expect(discountSchedule(0, rate(0.1), 'end_of_year').ok).toBe(false);
    expect(discountSchedule(3, rate(-1), 'end_of_year').ok).toBe(false);
    expect(discountSchedule(3, rate(0.1), 'end_of_year', 0).ok).toBe(false);
    expect(discountSchedule(3, rate(0.1), 'end_of_year', 1.5).ok).toBe(false);
  });
});

describe('stubFraction', () => {
  it('is the share of the fiscal year still ahead, in days', () => {
    // 2024-12-31 → 2025-12-31 has 365 days; from 2025-04-01 there are 274 left.
    const stub = stubFraction('2025-04-01', '2024-12-31', '2025-12-31');
    if (!stub.ok) throw new Error(stub.error.message);
    expect(stub.value).toEqual({
      fraction: 274 / 365,
      daysRemaining: 274,
      daysInYear: 365,
      elapsedYears: 0,
      yearStart: '2024-12-31',
      yearEnd: '2025-12-31',
    });
  });

  it('is 1 on the last balance-sheet date', () => {
    const stub = stubFraction('2024-12-31', '2024-12-31', '2025-12-31');
    expect(stub.ok && stub.value.fraction).toBe(1);
  });

  it('refuses a valuation date outside year 1 or an invalid date', () => {
    const late = stubFraction('2025-12-31', '2024-12-31', '2025-12-31');
    expect(!late.ok && late.error.code).toBe('INVALID_INPUT');
    expect(stubFraction('2024-06-30', '2024-12-31', '2025-12-31').ok).toBe(false);
    expect(stubFraction('2025-02-30', '2024-12-31', '2025-12-31').ok).toBe(false);
  });
});

describe('elapsed forecast years', () => {
  it('counts nothing of the years before the valuation date and discounts the rest from it', () => {
    const schedule = discountSchedule(4, rate(0.1), 'end_of_year', 0.25, 1);
    expect(schedule.ok && schedule.value.cashFlowWeights).toEqual([0, 0.25, 1, 1]);
    expect(schedule.ok && schedule.value.periods).toEqual([0, 0.25, 1.25, 2.25]);
    expect(schedule.ok && schedule.value.terminal.exitMultiple.period).toBeCloseTo(2.25, 12);
  });

  it('places mid-year flows in the middle of what is left of each counted year', () => {
    const schedule = discountSchedule(3, rate(0.1), 'mid_year', 0.5, 1);
    expect(schedule.ok && schedule.value.periods).toEqual([0, 0.25, 1]);
    expect(schedule.ok && schedule.value.terminal.perpetuity.period).toBeCloseTo(1, 12);
  });

  it('refuses a valuation date after the last forecast year', () => {
    expect(discountSchedule(3, rate(0.1), 'end_of_year', 1, 3).ok).toBe(false);
  });

  it('finds the forecast year a valuation date falls in', () => {
    const inYear1 = forecastStub('2025-07-01', '2024-12-31', 5);
    expect(inYear1.ok && inYear1.value.elapsedYears).toBe(0);
    // A 20-F filer a year and a bit after its last annual report: year 1 has ended.
    const inYear2 = forecastStub('2026-02-11', '2024-12-31', 5);
    expect(inYear2.ok && inYear2.value).toEqual({
      fraction: 323 / 365,
      daysRemaining: 323,
      daysInYear: 365,
      elapsedYears: 1,
      yearStart: '2025-12-31',
      yearEnd: '2026-12-31',
    });
    // The first day of year 2 is a whole year ahead.
    const onBoundary = forecastStub('2025-12-31', '2024-12-31', 5);
    expect(onBoundary.ok && onBoundary.value).toMatchObject({ fraction: 1, elapsedYears: 1 });
    expect(forecastStub('2030-01-01', '2024-12-31', 5).ok).toBe(false);
  });
});
