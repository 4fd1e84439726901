import {
  CHART_OF_ACCOUNTS,
  getAccount,
  getLine,
  type TAccountKey,
  type TStatementKind,
  type TStatementPeriod,
} from '@app/statements';
import { filingKey, type TFactIndex } from './fact-index.js';

/**
 * Each statement's headline lines. The filings a statement's headline comes from are the filings
 * whose presentation of that statement the period follows.
 */
const HEADLINES: Record<TStatementKind, readonly TAccountKey[]> = {
  income: ['revenue', 'net_income'],
  balance: ['total_assets', 'total_liabilities_and_equity'],
  cash_flow: ['operating_cash_flow'],
};

const KEYS_OF: Record<TStatementKind, TAccountKey[]> = {
  income: CHART_OF_ACCOUNTS.filter((account) => account.statement === 'income').map((account) => account.key),
  balance: CHART_OF_ACCOUNTS.filter((account) => account.statement === 'balance').map((account) => account.key),
  cash_flow: CHART_OF_ACCOUNTS.filter((account) => account.statement === 'cash_flow').map((account) => account.key),
};

/**
 * The lines a period's statements show, as its `reportedInSource` for `deriveLines` and
 * `checkPeriod`: for each statement, the lines for which the filings of the statement's headline
 * report a value at the period's end date (the balance at that date; a flow for any duration
 * ending that day, so a Q4 sees the 10-K's full year). XBRL tags every non-blank cell of a
 * statement, so a line those filings do not report at that date is blank on the statement, and an
 * optional formula term for it is left out: Apple's balance sheets have no minority interest,
 * Tesla's 2015 balance sheet no redeemable non-controlling interest (it appears in 2016). A
 * statement without headline lines uses the filings of all its lines.
 * @internal
 */
export function reportedInSourceOf(period: TStatementPeriod, index: TFactIndex): Set<TAccountKey> {
  const shown = new Set<TAccountKey>();
  for (const statement of ['income', 'balance', 'cash_flow'] as const) {
    let filings = filingsOf(period, HEADLINES[statement]);
    if (filings.size === 0) filings = filingsOf(period, KEYS_OF[statement]);
    for (const filing of filings) {
      for (const key of index.linesByFiling.get(filing)?.get(period.period_end) ?? []) {
        if (getAccount(key).statement === statement) shown.add(key);
      }
    }
  }
  return shown;
}

function filingsOf(period: TStatementPeriod, keys: readonly TAccountKey[]): Set<string> {
  const filings = new Set<string>();
  for (const key of keys) {
    const source = getLine(period, key)?.source;
    if (source?.kind === 'reported') filings.add(filingKey(source));
    else for (const fact of source?.facts ?? []) filings.add(filingKey(fact));
  }
  return filings;
}
