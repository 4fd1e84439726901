/**
 * Reading the standardized statements: annual periods in order, and the few composite lines the
 * model needs (debt, gross profit, D&A), each `undefined` when it cannot be read. Missing is never 0.
 */
import type { TStatementPeriod } from '@app/statements';

/** FY periods, oldest first; a later entry for the same fiscal year replaces an earlier one. @internal */
export function annualPeriods(history: readonly TStatementPeriod[]): TStatementPeriod[] {
  const byYear = new Map<number, TStatementPeriod>();
  for (const period of history) if (period.fiscal_period === 'FY') byYear.set(period.fiscal_year, period);
  return [...byYear.values()].sort((a, b) => a.fiscal_year - b.fiscal_year);
}

type TIncome = TStatementPeriod['income'];
type TBalance = TStatementPeriod['balance'];
type TCashFlow = TStatementPeriod['cash_flow'];

/** @internal */
export const income = (p: TStatementPeriod, key: keyof TIncome & string): number | undefined => p.income[key]?.value;
/** @internal */
export const balance = (p: TStatementPeriod, key: keyof TBalance & string): number | undefined => p.balance[key]?.value;
/** @internal */
export const cashFlow = (p: TStatementPeriod, key: keyof TCashFlow & string): number | undefined =>
  p.cash_flow[key]?.value;

const sum = (...values: (number | undefined)[]): number | undefined =>
  values.some((v) => v !== undefined) ? values.reduce<number>((acc, v) => acc + (v ?? 0), 0) : undefined;

/** Borrowings: short- plus long-term debt (whichever are reported), else total debt. @internal */
export function debtOf(p: TStatementPeriod): { value: number; keys: string[] } | undefined {
  const parts = (['short_term_debt', 'long_term_debt'] as const).filter((key) => balance(p, key) !== undefined);
  if (parts.length > 0) return { value: sum(...parts.map((key) => balance(p, key))) ?? 0, keys: [...parts] };
  for (const key of ['total_debt', 'long_term_debt_including_current'] as const) {
    const value = balance(p, key);
    if (value !== undefined) return { value, keys: [key] };
  }
  return undefined;
}

/** Gross profit: reported, else revenue − cost of revenue. @internal */
export function grossProfitOf(p: TStatementPeriod): number | undefined {
  const reported = income(p, 'gross_profit');
  if (reported !== undefined) return reported;
  const revenue = income(p, 'revenue');
  const cost = income(p, 'cost_of_revenue');
  return revenue !== undefined && cost !== undefined ? revenue - cost : undefined;
}

/** SG&A: reported, else selling and marketing plus general and administrative. @internal */
export function sgaOf(p: TStatementPeriod): number | undefined {
  const reported = income(p, 'selling_general_administrative');
  if (reported !== undefined) return reported;
  const selling = income(p, 'selling_marketing');
  const general = income(p, 'general_administrative');
  return selling !== undefined && general !== undefined ? selling + general : undefined;
}

/** D&A from the cash flow statement: reported, else depreciation plus amortization. @internal */
export function depreciationAmortizationOf(p: TStatementPeriod): number | undefined {
  const reported = cashFlow(p, 'depreciation_amortization');
  if (reported !== undefined) return reported;
  const dep = cashFlow(p, 'depreciation');
  const amort = cashFlow(p, 'amortization');
  return dep !== undefined && amort !== undefined ? dep + amort : undefined;
}

/** Operating lease liabilities: reported, else current plus non-current. @internal */
export function leasesOf(p: TStatementPeriod): number | undefined {
  return (
    balance(p, 'operating_lease_liabilities') ??
    sum(balance(p, 'operating_lease_liabilities_current'), balance(p, 'operating_lease_liabilities_noncurrent'))
  );
}

/** Whether the period's reported facts come from IFRS (leases are then capitalised: IFRS 16). @internal */
export function isIfrs(p: TStatementPeriod): boolean {
  for (const line of [...Object.values(p.income), ...Object.values(p.balance)]) {
    if (line?.source.kind === 'reported') return line.source.taxonomy === 'ifrs-full';
  }
  return false;
}
