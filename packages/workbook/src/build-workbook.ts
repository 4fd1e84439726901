import type { TStatementPeriod } from '@app/statements';
import { baseFromHistory, runModel } from '@app/valuation';
import ExcelJS from 'exceljs';
import { breakdownLayout } from './breakdown-layout.js';
import type { THistoricalYear, TWorkbookContext } from './context.js';
import { type TTranslate, translator, UNIT_WORDS } from './labels/translate.js';
import { SHEETS, type TSheetKey, yearColumns } from './layout.js';
import { REPORT_UNIT_SCALE } from './report-unit.js';
import { activeCase } from './scenario-cases.js';
import { buildAssumptions } from './sheets/assumptions.js';
import { buildBalance } from './sheets/balance.js';
import { buildCashFlow } from './sheets/cash-flow.js';
import { buildComparables } from './sheets/comparables.js';
import { buildCover } from './sheets/cover.js';
import { buildDcf } from './sheets/dcf.js';
import { buildIncome } from './sheets/income.js';
import { buildKeyMetrics } from './sheets/key-metrics.js';
import { buildQuarterly } from './sheets/quarterly.js';
import { buildRevenueBreakdown } from './sheets/revenue-breakdown.js';
import { buildScenarios } from './sheets/scenarios.js';
import { buildSchedules } from './sheets/schedules.js';
import { buildSensitivity } from './sheets/sensitivity.js';
import { buildValuations } from './sheets/valuations.js';
import { buildWacc } from './sheets/wacc.js';
import type { TWorkbookInput } from './workbook-input.js';

/** The engine could not value the model, so there is nothing to export. */
export class WorkbookModelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The model as an .xlsx file (no macros). The engine values `modelInput` once; every forecast and
 * valuation cell is written as a live formula over the Assumptions sheet (and, with a revenue
 * breakdown, the Revenue Breakdown sheet's growth per line), carrying the engine's value as its
 * cached result so the file opens with numbers in any reader.
 *
 * @throws WorkbookModelError when the engine refuses the model (e.g. growth ≥ WACC).
 */
export async function buildModelWorkbook(input: TWorkbookInput): Promise<Buffer> {
  const baseModel = runModel(input.modelInput);
  if (!baseModel.ok) throw new WorkbookModelError(baseModel.error.code, baseModel.error.message);
  const scenario = activeCase(input.modelInput, baseModel.value, input.scenarios);
  const model = { value: scenario.model };
  const history = historicalYears(input.modelInput.history, model.value.base.fiscalYear);
  const unit = input.reportUnit ?? 'millions';
  const language = input.language ?? 'en';
  const book = new ExcelJS.Workbook();
  book.creator = 'Intrinsic';
  book.created = input.exportedAt;
  book.modified = input.exportedAt;
  book.calcProperties.fullCalcOnLoad = true;
  const pastYears = history.map((year) => year.period.fiscal_year);
  const breakdown = input.revenueBreakdown ? breakdownLayout(input.revenueBreakdown, baseModel.value, pastYears) : null;
  const context: TWorkbookContext = {
    book,
    input,
    model: model.value,
    active: scenario.active,
    activeCase: scenario.scenarios.active,
    baseModel: baseModel.value,
    history,
    years: yearColumns(pastYears, model.value.forecast.fiscalYears),
    breakdown,
    scale: REPORT_UNIT_SCALE[unit],
    units: UNIT_WORDS[language][unit],
    language,
    t: translator(language, unit, input.company.currency),
  };
  buildCover(context);
  buildAssumptions(context);
  buildScenarios(context, scenario);
  buildRevenueBreakdown(context);
  buildIncome(context);
  buildBalance(context);
  buildCashFlow(context);
  buildSchedules(context);
  buildWacc(context);
  buildDcf(context);
  buildSensitivity(context);
  const implied = input.comps ? buildComparables(context, input.comps) : null;
  buildValuations(context, implied);
  buildKeyMetrics(context);
  buildQuarterly(context);
  useOneTypeface(book);
  nameSheets(book, context.t);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The tabs in the workbook's language. Formulas are written against the English names (`SHEETS`),
 * so each sheet reference in every formula is renamed with its tab: one place decides a sheet's name.
 */
function nameSheets(book: ExcelJS.Workbook, t: TTranslate): void {
  const renames = (Object.keys(SHEETS) as TSheetKey[])
    .map((key) => ({ from: SHEETS[key], to: t(`sheet.${key}`) }))
    .filter(({ from, to }) => from !== to);
  if (renames.length === 0) return;
  const quoted = (name: string) => `'${name.replaceAll("'", "''")}'!`;
  book.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        const value = cell.value;
        if (!value || typeof value !== 'object' || !('formula' in value)) return;
        let formula = String(value.formula);
        for (const { from, to } of renames) formula = formula.replaceAll(quoted(from), quoted(to));
        cell.value = { ...value, formula } as ExcelJS.CellValue;
      });
    });
  });
  for (const { from, to } of renames) {
    const sheet = book.getWorksheet(from);
    if (sheet) sheet.name = to;
  }
}

/** Every cell in one typeface and size (a font without a name falls back to the reader's default, often a serif). */
function useOneTypeface(book: ExcelJS.Workbook): void {
  book.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        cell.font = { name: 'Calibri', size: 10, ...cell.font };
      });
    });
  });
}

/** The fiscal years up to the base year, oldest first, each with its condensed balance sheet. */
function historicalYears(history: readonly TStatementPeriod[], baseYear: number): THistoricalYear[] {
  const byYear = new Map<number, TStatementPeriod>();
  for (const period of history) {
    if (period.fiscal_period === 'FY' && period.fiscal_year <= baseYear) byYear.set(period.fiscal_year, period);
  }
  const periods = [...byYear.values()].sort((a, b) => a.fiscal_year - b.fiscal_year);
  return periods.map((period, index) => {
    const base = baseFromHistory(periods.slice(0, index + 1));
    return { period, base: base.ok ? base.value : null };
  });
}
