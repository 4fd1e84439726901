import type { TStatementPeriod } from '@app/statements';
import type { TBase, TModel, TModelInput } from '@app/valuation';
import type { Workbook } from 'exceljs';
import type { TBreakdownLayout } from './breakdown-layout.js';
import type { TTranslate, TWorkbookLanguage } from './labels/translate.js';
import type { TYearColumns } from './layout.js';
import type { TWorkbookInput } from './workbook-input.js';

/** A historical fiscal year: its statements and, when they give one, its condensed balance sheet. */
export type THistoricalYear = { period: TStatementPeriod; base: TBase | null };

/** What every sheet builder reads: the input, the engine's model and the shared year columns. */
export type TWorkbookContext = {
  book: Workbook;
  input: TWorkbookInput;
  /** The engine's model of the active case (the Scenarios sheet's switch): every formula's cached value. */
  model: TModel;
  /** The engine input of the active case (`input.modelInput` with its shifts applied). */
  active: TModelInput;
  /** The case the workbook opens in (the Scenarios sheet's switch). */
  activeCase: 'bear' | 'base' | 'bull';
  /** The base case's model: the Assumptions' drivers and the WACC build-up are the base case's. */
  baseModel: TModel;
  history: THistoricalYear[];
  years: TYearColumns;
  /** The model's revenue breakdown when it carries the revenue (the Revenue Breakdown sheet), else null. */
  breakdown: TBreakdownLayout | null;
  /** What one money unit of the sheets is worth in full units (1e6: millions). */
  scale: number;
  /** The unit in words, as labels say it (`millions`, 百万). */
  units: string;
  language: TWorkbookLanguage;
  /** A label in the workbook's language. */
  t: TTranslate;
};
