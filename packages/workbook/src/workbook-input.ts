import type { TModelInput, TMultipleKind, TMultiplesSubject, TPeer, TScenarioShifts } from '@app/valuation';
import type { TWorkbookLanguage } from './labels/translate.js';
import type { TReportUnit } from './report-unit.js';

/** The company the model values, as the cover shows it. */
export type TWorkbookCompany = {
  name: string;
  ticker: string | null;
  exchange: string | null;
  country: string | null;
  sector: string | null;
  industry: string | null;
  currency: string;
};

/** One peer of the Comparables sheet: its multiples and the inputs behind them (full units). */
export type TWorkbookPeer = TPeer & {
  name: string;
  price: number | null;
  priceDate: string | null;
  marketCap: number | null;
  fiscalYear: number | null;
};

/** Comparables: the peers and the subject's metrics the multiples apply to. */
export type TWorkbookComps = {
  peers: TWorkbookPeer[];
  subject: TMultiplesSubject;
  /** Multiples no source has (forward estimates): listed with the reason, no statistics. */
  unavailable: Partial<Record<TMultipleKind, string>>;
};

/** A variable the Sensitivity sheet's grid can move (`@app/contract` `SENSITIVITY_SETTING_VARIABLES`). */
export type TWorkbookSensitivityVariable = 'wacc' | 'terminal_growth' | 'revenue_growth' | 'gross_margin';

/**
 * The grid of the Sensitivity sheet, as the model's settings save it: 1–3 axes of `steps` points
 * `gap` apart, from `start` or centred on the model's value; the forecast years (1-based) revenue
 * growth and gross margin are moved in (null: all).
 */
export type TWorkbookSensitivity = {
  axes: { variable: TWorkbookSensitivityVariable; steps: number; gap: number; start?: number | undefined }[];
  timeframe: { fromYear: number; toYear: number } | null;
};

/** The three cases of the Scenarios sheet: bear and bull shifts from the base case, and the case the switch starts on. */
export type TWorkbookScenarios = {
  active: 'bear' | 'base' | 'bull';
  bear: TScenarioShifts;
  bull: TScenarioShifts;
};

/** What a revenue breakdown's axis breaks revenue down by (`@app/contract` `BREAKDOWN_KINDS`). */
export type TWorkbookBreakdownKind =
  | 'segment'
  | 'product_or_service'
  | 'geography'
  | 'sales_channel'
  | 'customer'
  | 'other';

/**
 * One line of a revenue breakdown. `member`: an ordinary line; `subtotal`: the sum of other lines
 * (not added again); `elimination`, `corporate`, `reconciling_item`: lines between the segments and
 * the consolidated total, added; `unallocated`: the model's base-year revenue the lines do not reach
 * (forecast only).
 */
export type TWorkbookBreakdownLine = {
  /** The member's QName (`ko:NorthAmericaSegmentMember`), or `unallocated`. */
  member: string;
  /** The caption the filing gives the line ('' for the unallocated line). */
  label: string;
  role: 'member' | 'subtotal' | 'elimination' | 'corporate' | 'reconciling_item' | 'unallocated';
  /** For a subtotal: the members it is the sum of. */
  subtotalOf: string[];
  /** The line's annual values as filed, full units, by fiscal year (counted as the model counts them). */
  reported: { fiscalYear: number; start: string; end: string; value: number }[];
  /**
   * The line's forecast: its base-year value (full units) and its growth per forecast year of the base
   * case (decimals; whether each is the user's). Null for a subtotal (the sum of its parts) and for a
   * line the forecast does not carry (not reported in the year the forecast starts from).
   */
  forecast: { baseValue: number; growth: number[]; isInput: boolean[] } | null;
};

/**
 * The model's revenue breakdown (issue 19): the lines read from the filing's inline XBRL and the
 * growth per line and forecast year whose sum is the model's revenue (`@app/contract`
 * `TBreakdownData`, as the data sheet shows it).
 */
export type TWorkbookBreakdown = {
  kind: TWorkbookBreakdownKind;
  /** The XBRL axis (`us-gaap:StatementBusinessSegmentsAxis`) and the lines' revenue concept. */
  axis: string;
  concept: string;
  filing: { form: string | null; periodEnd: string | null; source: string };
  /**
   * `reported`: the lines start from their values filed for the model's base year; `mix`: the
   * filing does not cover it, so each starts at the model's base-year revenue × its share of
   * `mixFiscalYear`.
   */
  basis: 'reported' | 'mix';
  mixFiscalYear: number | null;
  /** In the filing's order; the unallocated line, if any, anywhere (it is written last). */
  lines: TWorkbookBreakdownLine[];
  /** The revenue reported without a dimension (full units) per fiscal year: what the lines must add up to. */
  totals: { fiscalYear: number; value: number | null; concept: string | null }[];
};

/** Everything the workbook is built from. The engine values `modelInput` again: the sheets are its model. */
export type TWorkbookInput = {
  company: TWorkbookCompany;
  modelInput: TModelInput;
  /** Sentences naming the source of a market input or convention, by item (`risk_free_rate`, `beta`…). */
  sources: Record<string, string>;
  comps: TWorkbookComps | null;
  sensitivity?: TWorkbookSensitivity;
  /** The units money and share counts are written in; default millions. Per-share amounts and rates are as they are. */
  reportUnit?: TReportUnit;
  /** Bear and bull shifts and the active case (`settings.scenarios`); default the contract's default shifts, base active. */
  scenarios?: TWorkbookScenarios;
  /**
   * The model's chosen revenue breakdown: a Revenue Breakdown sheet whose total is the Income
   * Statement's revenue. Left out when its lines do not add up to the engine's revenue.
   */
  revenueBreakdown?: TWorkbookBreakdown | null;
  /** The language of the labels, notes and tab names; default English. */
  language?: TWorkbookLanguage;
  /** When the file was made (the cover says so); the caller's clock. */
  exportedAt: Date;
};
