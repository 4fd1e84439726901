/**
 * `@app/workbook`: the model as an .xlsx workbook — cover, assumptions, the revenue breakdown, the
 * three statements, schedules, WACC, DCF, sensitivity, comparables and key metrics — whose forecast and valuation
 * cells are live formulas over the Assumptions sheet. Layout and conventions: README.md.
 */
export { buildModelWorkbook, WorkbookModelError } from './build-workbook.js';
export {
  LABELS,
  type TLabelKey,
  type TWorkbookLanguage,
  WORKBOOK_LANGUAGES,
  workbookText,
} from './labels/translate.js';
export { SHEETS } from './layout.js';
export { REPORT_UNIT_SCALE, type TReportUnit } from './report-unit.js';
export type {
  TWorkbookBreakdown,
  TWorkbookBreakdownKind,
  TWorkbookBreakdownLine,
  TWorkbookCompany,
  TWorkbookComps,
  TWorkbookInput,
  TWorkbookPeer,
  TWorkbookScenarios,
  TWorkbookSensitivity,
  TWorkbookSensitivityVariable,
} from './workbook-input.js';
