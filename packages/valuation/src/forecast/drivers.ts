import type { TDriver, TScalarDriver } from '../provenance.js';
import { invalid, ok, type TResult } from '../result.js';
import type { Days, Money, Rate, Years } from '../units.js';

/** Per-year drivers that are rates (decimals). @public */
export const RATE_DRIVERS = [
  'revenueGrowth',
  'grossMargin',
  'researchPctRevenue',
  'sgaPctRevenue',
  /** Other operating expense as filed: gross profit − R&D − SG&A − operating income (D&A left where filed). */
  'otherOpexPctRevenue',
  /** D&A included in the cost lines above, taken back out (the schedules charge D&A on its own line). */
  'daInCostsPctRevenue',
  'capexPctRevenue',
  /** Purchases of intangible assets (e.g. capitalised software) as % of revenue. */
  'intangiblesPctRevenue',
  'taxRate',
  /** On opening term debt. */
  'interestRateDebt',
  /** On the opening revolver balance. */
  'interestRateRevolver',
  /** On opening cash. */
  'interestRateCash',
  /** Dividends as % of positive net income. */
  'payoutRatio',
  /** Buybacks as % of positive net income. */
  'buybackPctNetIncome',
] as const;
/** Per-year working-capital days. @public */
export const DAYS_DRIVERS = ['receivableDays', 'inventoryDays', 'payableDays'] as const;
/** Per-year money amounts: net term-debt issuance (negative = repayment) and the minimum cash balance. @public */
export const MONEY_DRIVERS = ['debtIssuance', 'minimumCash'] as const;
/** Useful lives in years: remaining life of existing assets, life of new vintages. @public */
export const LIFE_DRIVERS = ['existingPpeLife', 'existingIntangiblesLife', 'newAssetLife'] as const;

/** @public */
export type TRateDriver = (typeof RATE_DRIVERS)[number];
/** @public */
export type TDaysDriver = (typeof DAYS_DRIVERS)[number];
/** @public */
export type TMoneyDriver = (typeof MONEY_DRIVERS)[number];
/** @public */
export type TLifeDriver = (typeof LIFE_DRIVERS)[number];
/** @public */
export type TPerYearDriver = TRateDriver | TDaysDriver | TMoneyDriver;
/** What inventory and payable days are measured against. @public */
export type TDaysBasis = 'cost_of_revenue' | 'revenue';

/** Every assumption of the forecast, one value per forecast year (lives: one value), each with provenance. @public */
export type TDrivers = { [K in TRateDriver]: TDriver<Rate> } & { [K in TDaysDriver]: TDriver<Days> } & {
  [K in TMoneyDriver]: TDriver<Money>;
} & { [K in TLifeDriver]: TScalarDriver<Years> } & { daysBasis: TScalarDriver<TDaysBasis> };

/** Caller overrides: a number applies to every forecast year, an array gives one value per year. @public */
export type TDriverOverrides = Partial<Record<TPerYearDriver, number | readonly number[]>> &
  Partial<Record<TLifeDriver, number>> & { daysBasis?: TDaysBasis };

const PER_YEAR: readonly TPerYearDriver[] = [...RATE_DRIVERS, ...DAYS_DRIVERS, ...MONEY_DRIVERS];

/**
 * Replaces defaults by the caller's values (provenance `input`). Arrays must have one value per
 * forecast year; lives must be ≥ 1 year; tax rates must be below 100%.
 * @public
 */
export function applyOverrides(drivers: TDrivers, overrides: TDriverOverrides, count: number): TResult<TDrivers> {
  const next = { ...drivers } as Record<string, unknown>;
  for (const key of PER_YEAR) {
    const given = overrides[key];
    if (given === undefined) continue;
    const values = typeof given === 'number' ? Array.from({ length: count }, () => given) : [...given];
    if (values.length !== count) return invalid(`drivers.${key}`, `needs ${count} values, one per forecast year`);
    if (values.some((v) => !Number.isFinite(v))) return invalid(`drivers.${key}`, 'every value must be finite');
    if (key === 'taxRate' && values.some((v) => v >= 1)) return invalid('drivers.taxRate', 'must be below 100%');
    next[key] = { values, provenance: { kind: 'input' } };
  }
  for (const key of LIFE_DRIVERS) {
    const given = overrides[key];
    if (given === undefined) continue;
    if (!Number.isFinite(given) || given < 1)
      return invalid(`drivers.${key}`, `must be at least 1 year (got ${given})`);
    next[key] = { value: given, provenance: { kind: 'input' } };
  }
  if (overrides.daysBasis) next.daysBasis = { value: overrides.daysBasis, provenance: { kind: 'input' } };
  return ok(next as TDrivers);
}

/** Checks that every per-year driver has `count` finite values. @internal */
export function checkDrivers(drivers: TDrivers, count: number): TResult<TDrivers> {
  for (const key of PER_YEAR) {
    const values = drivers[key].values;
    if (values.length !== count) return invalid(`drivers.${key}`, `needs ${count} values (got ${values.length})`);
    if (values.some((v) => !Number.isFinite(v))) return invalid(`drivers.${key}`, 'every value must be finite');
  }
  for (const key of LIFE_DRIVERS) {
    const { value } = drivers[key];
    if (!Number.isFinite(value) || value < 1)
      return invalid(`drivers.${key}`, `must be at least 1 year (got ${value})`);
  }
  return ok(drivers);
}
