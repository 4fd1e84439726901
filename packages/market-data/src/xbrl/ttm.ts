import {
  CHART_OF_ACCOUNTS,
  deriveLines,
  getLine,
  isAdditive,
  periodLabel,
  setLine,
  type TAccountKey,
  type TLineValue,
  type TReportedSource,
  type TStatementPeriod,
} from '@app/statements';
import { toDay } from './dates.js';
import type { TFactIndex } from './fact-index.js';
import { reportedInSourceOf } from './source-lines.js';

/** @internal */
export type TTtmResult = { ttm: TStatementPeriod } | { ttm: null; reason: string };

/**
 * Trailing twelve months: the last four consecutive quarters. Currency flows are summed (a line
 * is kept only when all four quarters have it); share counts are the latest quarter's weighted
 * averages; per-share values are left out (quarterly EPS do not add up to a yearly EPS); balances
 * are the latest quarter's. Lines the quarters derived from other lines are not summed but derived
 * again on the TTM period.
 * @internal
 */
export function buildTtm(quarterly: readonly TStatementPeriod[], index: TFactIndex): TTtmResult {
  const last4 = quarterly.slice(-4);
  if (last4.length < 4) return { ttm: null, reason: `only ${last4.length} quarters available` };
  for (let i = 1; i < 4; i++) {
    const [previous, current] = [last4[i - 1], last4[i]];
    if (previous && current && toDay(current.period_start) !== toDay(previous.period_end) + 1) {
      return { ttm: null, reason: `${periodLabel(previous)} and ${periodLabel(current)} are not consecutive` };
    }
  }
  const first = last4[0]!;
  const latest = last4[3]!;
  const ttm: TStatementPeriod = {
    fiscal_year: latest.fiscal_year,
    fiscal_period: 'TTM',
    period_start: first.period_start,
    period_end: latest.period_end,
    currency: latest.currency,
    income: {},
    balance: {},
    cash_flow: {},
  };
  const labels = last4.map(periodLabel).join(', ');
  for (const account of CHART_OF_ACCOUNTS) {
    if (isAdditive(account)) {
      const lines = last4.map((quarter) => getLine(quarter, account.key));
      if (lines.every((line): line is TLineValue => line !== undefined && !isDerivedWithinPeriod(line))) {
        setLine(ttm, account.key, sumOf(account.key, lines, labels));
      }
    } else if (account.unit_kind !== 'currency_per_share') {
      const line = getLine(latest, account.key);
      if (line && !isDerivedWithinPeriod(line)) setLine(ttm, account.key, line);
    }
  }
  return { ttm: deriveLines(ttm, { reportedInSource: reportedInSourceOf(ttm, index) }) };
}

/** Derived from other lines of its own period (as opposed to Q4 = FY − 9M, which carries `facts`). */
function isDerivedWithinPeriod(line: TLineValue): boolean {
  return line.source.kind === 'derived' && line.source.facts === undefined;
}

function sumOf(key: TAccountKey, lines: TLineValue[], labels: string): TLineValue {
  const facts: TReportedSource[] = lines.flatMap((line) =>
    line.source.kind === 'reported' ? [line.source] : (line.source.facts ?? []),
  );
  return {
    value: lines.reduce((total, line) => total + line.value, 0),
    source: { kind: 'derived', formula: `sum of ${key} over ${labels}`, inputs: [key], facts },
  };
}
