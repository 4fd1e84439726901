/**
 * The statement model shared by every source of financials (SEC XBRL, uploaded documents) and by
 * the valuation engine. Values are plain numbers in full units of the statement's currency (not
 * thousands), shares in shares, per-share values in currency per share. Signs follow the package
 * README: expenses positive as presented, cash-flow lines signed as they affect cash.
 */
import type { TBalanceKey, TCashFlowKey, TIncomeKey } from './keys.js';

/** Where a reported value came from: the filing fact it was read from. @public */
export type TReportedSource = {
  kind: 'reported';
  /** e.g. `us-gaap`, `ifrs-full`, `dei`, or `document` for an uploaded file. */
  taxonomy: string;
  /** The XBRL concept (tag) or, for documents, the account name as printed. */
  tag: string;
  /** 10-K, 10-Q, 20-F, 10-K/A… */
  form: string | null;
  /** SEC accession number, when known. */
  accession: string | null;
  /** ISO date the filing was filed, when known. */
  filed: string | null;
  /** The fact's unit as reported (`USD`, `TWD`, `shares`, `USD/shares`). */
  unit: string;
  /**
   * Set when a share count or per-share value was restated to the latest share basis because of
   * stock splits after this filing; `form`, `filed` and `accession` still name the filing it came from.
   */
  split_adjustment?: TSplitAdjustment;
  /** For an uploaded document (`taxonomy: 'document'`): which one, the page of its table, and whether the user changed or added the value in the audit. */
  document?: TDocumentSource;
};

/** Where in an uploaded document a value was printed, and whether the user's audit changed it. @public */
export type TDocumentSource = {
  document_id: string;
  /** 1-based page (PDF), sheet (spreadsheets) or table order (HTML, DOCX, CSV) of the statement's table. */
  page: number;
  /** `extracted` as read; `edited` read, then changed by the user; `added` typed by the user. */
  origin: 'extracted' | 'edited' | 'added';
};

/**
 * A restatement for stock splits: share counts are the reported value × `ratio`, per-share values
 * the reported value ÷ `ratio`. @public
 */
export type TSplitAdjustment = {
  /** Product of the ratios of the splits applied (40 after a 4-for-1 and a 10-for-1 split). */
  ratio: number;
  /** The value as filed. */
  reported_value: number;
  /** The splits applied, oldest first: date and new shares per old share (0.1 for 1-for-10). */
  splits: { date: string; ratio: number }[];
};

/**
 * A value computed from other values of the same period (e.g. gross profit = revenue − cost of
 * revenue), or from reported facts of other durations (Q4 = FY − 9 months). @public
 */
export type TDerivedSource = {
  kind: 'derived';
  /** Human-readable formula over standard keys, e.g. `revenue - cost_of_revenue`. */
  formula: string;
  /** The standard keys it was computed from. */
  inputs: string[];
  /**
   * Optional terms of the formula left out because the source never reports that line in any
   * period (e.g. `minority_interest` for a company without non-controlling interests).
   */
  omitted?: string[];
  /** The filing facts the value was computed from, when they are not lines of this period. */
  facts?: TReportedSource[];
};

/** One line value with its provenance. A line that is neither reported nor derivable is absent. @public */
export type TLineValue = { value: number; source: TReportedSource | TDerivedSource };

/** @public */
export type TFiscalPeriod = 'FY' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'TTM';

/** Lines of one statement, keyed by standard key; a missing line is absent, never zero. @public */
export type TStatementLines<K extends string> = Partial<Record<K, TLineValue>>;

/** One period of standardized statements. @public */
export type TStatementPeriod = {
  fiscal_year: number;
  fiscal_period: TFiscalPeriod;
  /** ISO date; first day of the duration (income and cash flow). */
  period_start: string;
  /** ISO date; the balance-sheet date and last day of the duration. */
  period_end: string;
  /** ISO 4217 code of every currency value in the period (one currency per period). */
  currency: string;
  income: TStatementLines<TIncomeKey>;
  balance: TStatementLines<TBalanceKey>;
  cash_flow: TStatementLines<TCashFlowKey>;
};
