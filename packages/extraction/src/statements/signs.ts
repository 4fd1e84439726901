import type { TAccountKey } from '@app/statements';
import type { TRowLine } from './read-rows.js';

/** Costs the chart keeps positive; some statements print them negative ("Cost of sales (1,234)"). */
const COSTS = new Set<TAccountKey>([
  'cost_of_revenue',
  'research_and_development',
  'selling_marketing',
  'general_administrative',
  'selling_general_administrative',
  'operating_expenses',
  'costs_and_expenses',
  'interest_expense',
]);
/** Cash outflows the chart keeps negative; Chinese statements print them positive under 现金流出. */
const OUTFLOWS = new Set<TAccountKey>(['capital_expenditure', 'acquisitions', 'dividends_paid', 'share_repurchases']);

/**
 * The factor (1 or −1) that turns each printed line into the chart's sign convention: costs
 * printed negative in most periods and outflows printed positive in most periods are flipped.
 * Income tax is flipped only when every period is negative and pre-tax income − printed tax does
 * not give net income, but pre-tax income + printed tax does.
 * @internal
 */
export function chartSigns(keys: readonly (TAccountKey | null)[], lines: readonly TRowLine[]): (1 | -1)[] {
  const lineOf = (key: TAccountKey) => lines[keys.indexOf(key)];
  return keys.map((key, index) => {
    const values = (lines[index]?.values ?? []).filter((value): value is number => value !== null && value !== 0);
    if (!key || values.length === 0) return 1;
    const negative = values.filter((value) => value < 0).length;
    if (COSTS.has(key)) return negative > values.length / 2 ? -1 : 1;
    if (OUTFLOWS.has(key)) return values.length - negative > values.length / 2 ? -1 : 1;
    if (key === 'net_income_minority_interest') {
      // "Net (income) loss attributable to noncontrolling interest (721)": printed as a loss.
      const including = lineOf('net_income_including_minority')?.values ?? [];
      const parent = lineOf('net_income')?.values ?? [];
      const own = lines[index]?.values ?? [];
      let votes = 0;
      own.forEach((value, column) => {
        const whole = including[column];
        const part = parent[column];
        if (value === null || whole === null || whole === undefined || part === null || part === undefined) return;
        votes += Math.abs(whole - part - value) <= Math.abs(whole - part + value) ? 1 : -1;
      });
      return votes < 0 ? -1 : 1;
    }
    if (key === 'income_tax' && negative === values.length) {
      const pretax = lineOf('pretax_income')?.values ?? [];
      const net = (lineOf('net_income_including_minority') ?? lineOf('net_income'))?.values ?? [];
      const tax = lines[index]?.values ?? [];
      const adds = tax.every((value, column) => {
        const p = pretax[column];
        const n = net[column];
        return (
          value === null ||
          p === null ||
          p === undefined ||
          n === null ||
          n === undefined ||
          Math.abs(p + value - n) < Math.abs(p - value - n)
        );
      });
      return adds && pretax.length > 0 ? -1 : 1;
    }
    return 1;
  });
}
