import { checkPeriod, periodLabel, type TCheckReport, type TCheckResult, type TStatementPeriod } from '@app/statements';
import { buildAnnualPeriod } from './annual.js';
import type { TXbrlCompanyFacts } from './companyfacts-schema.js';
import { buildFactIndex } from './fact-index.js';
import { findFiscalYears, type TFiscalYear } from './fiscal-calendar.js';
import { buildQuarterlyPeriods } from './quarterly.js';
import { countCurrencies, mostFrequent, pickTaxonomy } from './reporting-basis.js';
import { reportedInSourceOf } from './source-lines.js';
import { restateForSplits } from './split-restatement.js';
import { detectStockSplits, type TStockSplit } from './stock-splits.js';
import { TAG_MAPS, type TSupportedTaxonomy } from './tag-map.js';
import { buildTtm } from './ttm.js';

/** @public */
export type TStandardizeOptions = {
  /** Read this taxonomy instead of the one with the most mapped concepts. */
  taxonomy?: TSupportedTaxonomy;
  /** Use this currency instead of the most frequent one in the annual reports. */
  currency?: string;
};

/** @public */
export type TStandardizeIssueCode =
  | 'no_supported_taxonomy'
  | 'no_currency'
  | 'other_currency_ignored'
  | 'fiscal_year_labels_inconsistent'
  | 'fiscal_year_overlap'
  | 'ttm_unavailable'
  | 'check_failed';

/** Something the caller should know: data left out, or a check that found a gap. @public */
export type TStandardizeIssue = {
  code: TStandardizeIssueCode;
  message: string;
  /** `FY 2024`, `Q3 2025`, `TTM 2025`, when the issue concerns one period. */
  period?: string;
  /** The failed check, for `check_failed`. */
  check?: TCheckResult;
};

/** The checks of one period (`FY 2024`, `Q3 2025`, `TTM 2025`). @public */
export type TPeriodChecks = TCheckReport & { period: string };

/** @public */
export type TStandardizedFinancials = {
  taxonomy: TSupportedTaxonomy | null;
  /** The reporting currency of every period (ISO 4217), or `null` when nothing could be read. */
  currency: string | null;
  /** One period per fiscal year, oldest first. */
  annual: TStatementPeriod[];
  /** Q1–Q4 of every fiscal year with 10-Q data, oldest first. */
  quarterly: TStatementPeriod[];
  /** The last four consecutive quarters, or `null`. */
  ttm: TStatementPeriod | null;
  /**
   * The stock splits found in the facts, oldest first. Share counts and per-share values of every
   * period are on the share basis after the last one (see `source.split_adjustment`).
   */
  splits: TStockSplit[];
  /** Every check of every period, passed, failed or skipped (failures are also in `issues`). */
  checks: TPeriodChecks[];
  issues: TStandardizeIssue[];
};

/**
 * Standardizes a company's SEC companyfacts into the chart of accounts: annual periods from the
 * annual reports, quarterly periods from the 10-Qs (Q4 = FY − 9M), and the trailing twelve months.
 * Share counts and per-share values are put on the latest share basis: stock splits are found in
 * the facts (`splits`) and values filed before a split are restated (`source.split_adjustment`).
 * Every value keeps its source fact; lines that are neither reported nor derivable are missing;
 * every period is checked (`checkPeriod`) and each failed check is listed in `issues`.
 *
 * @param facts - a companyfacts body, validated with `ZCompanyFactsSchema` (`parseCompanyFacts`)
 * @param options - force a taxonomy or a currency
 * @example
 * const { annual } = standardizeCompanyFacts(parseCompanyFacts(body, url));
 * annual.at(-1)?.income.revenue?.value; // 416_161_000_000 for Apple's FY2025
 * @public
 */
export function standardizeCompanyFacts(
  facts: TXbrlCompanyFacts,
  options: TStandardizeOptions = {},
): TStandardizedFinancials {
  const issues: TStandardizeIssue[] = [];
  const taxonomy = options.taxonomy ?? pickTaxonomy(facts);
  if (!taxonomy) {
    issues.push({ code: 'no_supported_taxonomy', message: 'no us-gaap or ifrs-full facts' });
    return { taxonomy: null, currency: null, annual: [], quarterly: [], ttm: null, splits: [], checks: [], issues };
  }
  const counts = countCurrencies(facts, taxonomy);
  const currency = options.currency ?? mostFrequent(counts);
  if (!currency) {
    issues.push({ code: 'no_currency', message: `no monetary ${taxonomy} facts in annual or quarterly reports` });
    return { taxonomy, currency: null, annual: [], quarterly: [], ttm: null, splits: [], checks: [], issues };
  }
  for (const [unit, count] of counts) {
    if (unit !== currency) {
      issues.push({
        code: 'other_currency_ignored',
        message: `${count} facts in ${unit} ignored; periods are in ${currency}`,
      });
    }
  }
  const splits = detectStockSplits(facts, taxonomy, TAG_MAPS[taxonomy]);
  const index = restateForSplits(buildFactIndex(facts, taxonomy, TAG_MAPS[taxonomy], currency), splits);
  const calendar = findFiscalYears(index);
  if (calendar.offsets.size > 1) {
    const seen = [...calendar.offsets].map(([offset, count]) => `${offset} (${count} filings)`).join(', ');
    issues.push({
      code: 'fiscal_year_labels_inconsistent',
      message: `filings disagree on how fiscal years are named (fy − year offsets ${seen}); the most common is used`,
    });
  }
  const years = dropOverlaps(calendar.years, issues);
  const annual = years.map((year) => buildAnnualPeriod(year, index, currency));
  const quarterly = buildQuarterlyPeriods(years, index, currency);
  const ttmResult = buildTtm(quarterly, index);
  if (!ttmResult.ttm) issues.push({ code: 'ttm_unavailable', message: ttmResult.reason });
  const ttm = ttmResult.ttm;
  const checks: TPeriodChecks[] = [];
  for (const period of [...annual, ...quarterly, ...(ttm ? [ttm] : [])]) {
    const report = checkPeriod(period, { reportedInSource: reportedInSourceOf(period, index) });
    checks.push({ period: periodLabel(period), ...report });
    for (const check of report.results) {
      if (check.ok) continue;
      const message = `${check.check}: expected ${check.expected}, got ${check.actual} (${check.gap_pct.toFixed(2)}%)`;
      issues.push({ code: 'check_failed', message, period: periodLabel(period), check });
    }
  }
  return { taxonomy, currency, annual, quarterly, ttm, splits, checks, issues };
}

/**
 * Fiscal years must not overlap or share a label (a change of fiscal year end can produce both);
 * the later year is kept and the other reported.
 */
function dropOverlaps(years: readonly TFiscalYear[], issues: TStandardizeIssue[]): TFiscalYear[] {
  const kept: TFiscalYear[] = [];
  for (const year of years) {
    const previous = kept.at(-1);
    if (previous && (previous.end >= year.start || previous.fiscal_year >= year.fiscal_year)) {
      issues.push({
        code: 'fiscal_year_overlap',
        message: `fiscal year ${previous.start}..${previous.end} overlaps ${year.start}..${year.end}; the later is kept`,
        period: `FY ${previous.fiscal_year}`,
      });
      kept.pop();
    }
    kept.push(year);
  }
  return kept;
}
