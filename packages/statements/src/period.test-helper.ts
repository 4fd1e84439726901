import type { TAccountKey } from './keys.js';
import { setLine } from './lines.js';
import type { TStatementPeriod } from './types.js';

/** A FY period whose lines are reported with the given values (test fixture). @internal */
export function reportedPeriod(values: Partial<Record<TAccountKey, number>>): TStatementPeriod {
  const period: TStatementPeriod = {
    fiscal_year: 2024,
    fiscal_period: 'FY',
    period_start: '2024-01-01',
    period_end: '2024-12-31',
    currency: 'USD',
    income: {},
    balance: {},
    cash_flow: {},
  };
  for (const [key, value] of Object.entries(values) as [TAccountKey, number][]) {
    const source = {
      kind: 'reported',
      taxonomy: 'test',
      tag: key,
      form: null,
      accession: null,
      filed: null,
      unit: 'USD',
    } as const;
    setLine(period, key, { value, source });
  }
  return period;
}

/** The context of a period whose source reports exactly the given lines (test fixture). @internal */
export function reportedIn(values: Partial<Record<TAccountKey, number>>): { reportedInSource: Set<TAccountKey> } {
  return { reportedInSource: new Set(Object.keys(values) as TAccountKey[]) };
}
