import type { TStatementPeriod } from '@app/statements';
import type { TBaseLine } from '../provenance.js';
import { fail, ok, type TResult } from '../result.js';
import { annualPeriods, balance, debtOf, income, isIfrs, leasesOf } from './periods.js';

/** The base-year balance sheet lines the forecast rolls forward. @public */
export const BASE_BALANCE_KEYS = [
  'cash',
  'shortTermInvestments',
  'receivables',
  'inventory',
  'otherAssets',
  'ppe',
  'intangibles',
  'goodwill',
  'totalAssets',
  'payables',
  'otherLiabilities',
  'debt',
  'leases',
  'totalLiabilities',
  'equity',
  'minorityInterest',
  'otherEquity',
] as const;

/** @public */
export type TBaseBalanceKey = (typeof BASE_BALANCE_KEYS)[number];

/** The last historical year: where the forecast starts. @public */
export type TBase = {
  fiscalYear: number;
  /** Balance-sheet date of the base year: the start of forecast year 1. */
  periodEnd: string;
  currency: string;
  /** IFRS reporters capitalise leases (IFRS 16), which changes the lease default of the bridge. */
  isIfrs: boolean;
  revenue: number;
  /** Every line with its source; lines not reported are 0 and their real amount sits in an "other" line. */
  balance: Record<TBaseBalanceKey, TBaseLine>;
  /** Weighted diluted (else basic) shares of the base year, when reported. */
  dilutedShares: TBaseLine | null;
  /**
   * Long-term marketable securities and investments: inside other assets (held flat, outside the
   * cash flows), and added to equity value with the short-term ones in the bridge.
   */
  longTermInvestments: TBaseLine;
  /**
   * The latest balance sheet filed after the base year (a 10-Q's), when the history has one: the
   * bridge from enterprise to equity value and the share count are read there, the values an
   * analyst would take on the valuation date. `null` when the base year's is the latest.
   */
  latest: TLatestBalance | null;
};

/** A quarter's balance sheet after the base year: the bridge items and the quarter's diluted shares. @public */
export type TLatestBalance = {
  /** `Q3 2025`. */
  label: string;
  fiscalYear: number;
  periodEnd: string;
  balance: Record<
    'cash' | 'shortTermInvestments' | 'longTermInvestments' | 'debt' | 'leases' | 'minorityInterest',
    TBaseLine
  >;
  /** The quarter's weighted diluted (else basic) shares, when reported. */
  dilutedShares: TBaseLine | null;
};

const reported = (value: number, ...keys: string[]): TBaseLine => ({ value, source: { kind: 'reported', keys } });
const derived = (value: number, formula: string): TBaseLine => ({ value, source: { kind: 'derived', formula } });
const notReported = (note: string): TBaseLine => ({ value: 0, source: { kind: 'not_reported', note } });

/**
 * The base year's balance sheet, made to balance by construction with named residual lines:
 *
 *   other assets      = total assets − (cash + short-term investments + receivables + inventory + PP&E + intangibles + goodwill)
 *   other liabilities = total liabilities − (payables + debt + leases)
 *   other equity      = total assets − total liabilities − equity − minority interest   (temporary equity, unreconciled)
 *
 * A named line that is not reported is 0 in its own line and its amount (if any) stays in the
 * residual, held flat in the forecast. Totals are derived when one of the three is missing.
 *
 * @returns `INSUFFICIENT_HISTORY` without an annual period, revenue, or two of the three balance totals.
 * @public
 */
export function baseFromHistory(history: readonly TStatementPeriod[]): TResult<TBase> {
  const base = annualPeriods(history).at(-1);
  if (!base) return fail('INSUFFICIENT_HISTORY', 'No annual (FY) period in the history', { line: 'fiscal_period' });
  const label = `FY ${base.fiscal_year}`;
  const revenue = income(base, 'revenue');
  if (revenue === undefined || !(revenue > 0)) {
    return fail(
      'INSUFFICIENT_HISTORY',
      `${label}: revenue is not reported (or not positive); nothing to forecast from`,
      {
        line: 'revenue',
        fiscalYear: base.fiscal_year,
      },
    );
  }
  const totals = balanceTotals(base);
  if (!totals.ok) return totals;
  const { assets, liabilities, equity } = totals.value;
  const line = (key: TBalanceKey, what: string, where: string) => balanceLine(base, label, key, what, where);
  const inOtherAssets = 'any amount stays in other assets, held flat';
  const inOtherLiabilities = 'any amount stays in other liabilities, held flat';
  const minority = balance(base, 'minority_interest');
  const lines = {
    cash: line('cash_and_equivalents', 'Cash', inOtherAssets),
    shortTermInvestments: line('short_term_investments', 'Short-term investments', inOtherAssets),
    receivables: line('receivables', 'Receivables', inOtherAssets),
    inventory: line('inventory', 'Inventory', inOtherAssets),
    ppe: line('ppe_net', 'PP&E', inOtherAssets),
    intangibles: line('intangibles', 'Intangible assets', inOtherAssets),
    goodwill: line('goodwill', 'Goodwill', inOtherAssets),
    payables: line('accounts_payable', 'Accounts payable', inOtherLiabilities),
    debt: debtLine(base, label, inOtherLiabilities),
    leases: leasesLine(base, label, inOtherLiabilities),
    minorityInterest:
      minority === undefined
        ? notReported(`No non-controlling interest reported in ${label}; any amount stays in other equity`)
        : reported(minority, 'minority_interest'),
  };
  const namedAssets = ['cash', 'shortTermInvestments', 'receivables', 'inventory', 'ppe', 'intangibles', 'goodwill'];
  const namedLiabilities = ['payables', 'debt', 'leases'];
  const total = (keys: string[]) => keys.reduce((acc, key) => acc + lines[key as keyof typeof lines].value, 0);
  return ok({
    fiscalYear: base.fiscal_year,
    periodEnd: base.period_end,
    currency: base.currency,
    isIfrs: isIfrs(base),
    revenue,
    balance: {
      ...lines,
      otherAssets: derived(assets.value - total(namedAssets), 'total_assets − named assets'),
      totalAssets: assets,
      otherLiabilities: derived(
        liabilities.value - total(namedLiabilities),
        'total_liabilities − payables − debt − leases',
      ),
      totalLiabilities: liabilities,
      equity,
      otherEquity: derived(
        assets.value - liabilities.value - equity.value - lines.minorityInterest.value,
        'total_assets − total_liabilities − total_equity − minority_interest (temporary equity, unreconciled)',
      ),
    },
    dilutedShares: sharesOf(base),
    longTermInvestments: line('long_term_investments', 'Long-term investments', 'none added in the bridge'),
    latest: latestBalanceOf(history, base.period_end),
  });
}

/**
 * The latest quarter after the base year whose balance sheet has total assets and cash: the bridge
 * reads one balance-sheet date, never lines of two.
 */
function latestBalanceOf(history: readonly TStatementPeriod[], baseEnd: string): TLatestBalance | null {
  const quarter = history
    .filter((p) => p.fiscal_period.startsWith('Q') && p.period_end > baseEnd)
    .filter((p) => balance(p, 'total_assets') !== undefined && balance(p, 'cash_and_equivalents') !== undefined)
    .sort((a, b) => a.period_end.localeCompare(b.period_end))
    .at(-1);
  if (!quarter) return null;
  const label = `${quarter.fiscal_period} ${quarter.fiscal_year}`;
  const line = (key: TBalanceKey, what: string) => balanceLine(quarter, label, key, what);
  return {
    label,
    fiscalYear: quarter.fiscal_year,
    periodEnd: quarter.period_end,
    balance: {
      cash: line('cash_and_equivalents', 'Cash'),
      shortTermInvestments: line('short_term_investments', 'Short-term investments'),
      longTermInvestments: line('long_term_investments', 'Long-term investments'),
      debt: debtLine(quarter, label),
      leases: leasesLine(quarter, label),
      minorityInterest: line('minority_interest', 'Non-controlling interest'),
    },
    dilutedShares: sharesOf(quarter),
  };
}

type TBalanceKey = Parameters<typeof balance>[1];

/** "<what> not reported in <period>", and where any amount stays when that is said. */
const notReportedIn = (what: string, label: string, where?: string) =>
  notReported(`${what} not reported in ${label}${where ? `; ${where}` : ''}`);

/** A period's balance line: reported, or 0 marked not reported. */
function balanceLine(p: TStatementPeriod, label: string, key: TBalanceKey, what: string, where?: string): TBaseLine {
  const value = balance(p, key);
  return value === undefined ? notReportedIn(what, label, where) : reported(value, key);
}

/** Borrowings (`debtOf`): short- plus long-term debt, else total debt. */
function debtLine(p: TStatementPeriod, label: string, where?: string): TBaseLine {
  const debt = debtOf(p);
  return debt ? reported(debt.value, ...debt.keys) : notReportedIn('Debt', label, where);
}

function leasesLine(p: TStatementPeriod, label: string, where?: string): TBaseLine {
  const leases = leasesOf(p);
  return leases === undefined
    ? notReportedIn('Operating lease liabilities', label, where)
    : reported(leases, 'operating_lease_liabilities');
}

type TTotals = { assets: TBaseLine; liabilities: TBaseLine; equity: TBaseLine };

/** Total assets, liabilities and parent equity; one missing total is derived from the other two. */
function balanceTotals(p: TStatementPeriod): TResult<TTotals> {
  const minority = balance(p, 'minority_interest') ?? 0;
  const temporary = balance(p, 'temporary_equity') ?? 0;
  const first = (...keys: Parameters<typeof balance>[1][]): TBaseLine | undefined => {
    for (const key of keys) {
      const value = balance(p, key);
      if (value !== undefined) return reported(value, key);
    }
    return undefined;
  };
  let assets = first('total_assets', 'total_liabilities_and_equity');
  let liabilities = first('total_liabilities');
  let equity = first('total_equity');
  const including = balance(p, 'total_equity_including_minority');
  if (!equity && including !== undefined) {
    equity = derived(including - minority, 'total_equity_including_minority − minority_interest');
  }
  if (!assets && liabilities && equity) {
    assets = derived(
      liabilities.value + equity.value + minority + temporary,
      'total_liabilities + total_equity + minority_interest + temporary_equity',
    );
  }
  if (assets && !liabilities && equity) {
    liabilities = derived(
      assets.value - equity.value - minority - temporary,
      'total_assets − total_equity − minority_interest − temporary_equity',
    );
  }
  if (assets && liabilities && !equity) {
    equity = derived(
      assets.value - liabilities.value - minority - temporary,
      'total_assets − total_liabilities − minority_interest − temporary_equity',
    );
  }
  if (!assets || !liabilities || !equity) {
    return fail(
      'INSUFFICIENT_HISTORY',
      `FY ${p.fiscal_year}: at least two of total assets, total liabilities and total equity are needed`,
      { line: 'total_assets', fiscalYear: p.fiscal_year },
    );
  }
  return ok({ assets, liabilities, equity });
}

function sharesOf(p: TStatementPeriod): TBaseLine | null {
  const diluted = income(p, 'diluted_shares');
  if (diluted !== undefined) return reported(diluted, 'diluted_shares');
  const basic = income(p, 'basic_shares');
  return basic === undefined ? null : reported(basic, 'basic_shares');
}
