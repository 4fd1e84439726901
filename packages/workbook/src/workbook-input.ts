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
  /** The language of the labels, notes and tab names; default English. */
  language?: TWorkbookLanguage;
  /** When the file was made (the cover says so); the caller's clock. */
  exportedAt: Date;
};
