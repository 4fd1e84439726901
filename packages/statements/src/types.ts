/**
 * The statement model shared by every source of financials (SEC XBRL, uploaded documents) and by
 * the valuation engine. Values are plain numbers in full units of the statement's currency (not
 * thousands), shares in shares, per-share values in currency per share.
 */

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
};

/** A value computed from other lines of the same period (e.g. gross profit = revenue − cost of revenue). @public */
export type TDerivedSource = {
  kind: 'derived';
  /** Human-readable formula over standard keys, e.g. `revenue - cost_of_revenue`. */
  formula: string;
  /** The standard keys it was computed from. */
  inputs: string[];
};

/** One line value with its provenance. A line that is neither reported nor derivable is absent. @public */
export type TLineValue = { value: number; source: TReportedSource | TDerivedSource };

export type TFiscalPeriod = 'FY' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'TTM';

/** One period of standardized statements. @public */
export type TStatementPeriod = {
  fiscal_year: number;
  fiscal_period: TFiscalPeriod;
  /** ISO date; start of the duration (income and cash flow). */
  period_start: string;
  /** ISO date; the balance-sheet date and end of the duration. */
  period_end: string;
  currency: string;
  income: Partial<Record<string, TLineValue>>;
  balance: Partial<Record<string, TLineValue>>;
  cash_flow: Partial<Record<string, TLineValue>>;
};
