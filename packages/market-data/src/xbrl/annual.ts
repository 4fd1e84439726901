import { deriveLines, setLine, type TStatementPeriod } from '@app/statements';
import type { TFactIndex } from './fact-index.js';
import type { TFiscalYear } from './fiscal-calendar.js';
import { pickFact, type TLookup } from './select.js';
import { reportedInSourceOf } from './source-lines.js';

/**
 * One annual period per fiscal year: every line from the annual reports (10-K, 20-F and
 * amendments) for the year-long duration ending at the fiscal year end, or the instant at that
 * date for balances; the latest filing wins on restatement; then every derivable line is derived.
 * @internal
 */
export function buildAnnualPeriod(year: TFiscalYear, index: TFactIndex, currency: string): TStatementPeriod {
  const period = emptyPeriod(year.fiscal_year, 'FY', year.start, year.end, currency);
  for (const [key, tiers] of index.lines) {
    const fact = pickFact(tiers, annualOnly(year.end));
    // The index holds only instants for balance lines and only durations for the others.
    if (fact) setLine(period, key, { value: fact.value, source: fact.source });
  }
  return deriveLines(period, { reportedInSource: reportedInSourceOf(period, index) });
}

/** A period with no lines yet. @internal */
export function emptyPeriod(
  fiscal_year: number,
  fiscal_period: TStatementPeriod['fiscal_period'],
  period_start: string,
  period_end: string,
  currency: string,
): TStatementPeriod {
  return { fiscal_year, fiscal_period, period_start, period_end, currency, income: {}, balance: {}, cash_flow: {} };
}

/** Looks a line up in the annual reports at a fiscal year end. @internal */
export function annualOnly(end: string): TLookup {
  return (tag) => tag.annualByEnd.get(end);
}
