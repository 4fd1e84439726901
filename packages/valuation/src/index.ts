/**
 * `@app/valuation`: the pure valuation engine. Three-statement forecast from standardized history,
 * WACC, DCF with stub and mid-year discounting, terminal values, the bridge to equity, sensitivity
 * grids, peer multiples, residual earnings and reverse DCF. No I/O, no clock: runs in Node and the
 * browser. Every function returns a `TResult` (domain failures are values) with every intermediate
 * line. Methodology, formulas and sign conventions: README.md.
 */

// ── Units, results, provenance ──────────────────────────────────────────────────────────────────────

export type { TBaseLine, TDriver, TFade, TLineSource, TProvenance, TScalarDriver } from './provenance.js';
export {
  type TResult,
  type TValuationError,
  type TValuationErrorCode,
  type TValuationErrorDetails,
  VALUATION_ERROR_CODES,
} from './result.js';
export {
  DAYS_PER_YEAR,
  type Days,
  days,
  type Money,
  type Multiple,
  money,
  multiple,
  type PerShare,
  perShare,
  type Rate,
  rate,
  type ShareCount,
  shareCount,
  type Years,
  years,
} from './units.js';

// ── Building blocks: WACC, discounting, terminal value, bridge, DCF ────────────────────────────────

export { BLUME_WEIGHT, blumeAdjustedBeta } from './beta-adjustment.js';
export { releverBeta, type TRelevered } from './beta-relevering.js';
export { equityBridge, type TBridgeInput, type TBridgeLine, type TEquityBridge } from './bridge.js';
export { runDcf, type TDcf, type TDcfInput, type TDcfTerminal, type TTerminalInput } from './dcf.js';
export {
  discountSchedule,
  forecastStub,
  stubFraction,
  type TConvention,
  type TDiscountSchedule,
  type TStub,
} from './discounting.js';
export {
  impliedExitMultiple,
  impliedPerpetuityGrowth,
  perpetuityValue,
  type TPerpetuityValue,
} from './terminal-value.js';
export { computeWacc, costOfEquity, type TCapmInput, type TCostOfEquity, type TWacc, type TWaccInput } from './wacc.js';

// ── History → base year and driver defaults ─────────────────────────────────────────────────────────

export {
  BASE_BALANCE_KEYS,
  baseFromHistory,
  type TBase,
  type TBaseBalanceKey,
  type TLatestBalance,
} from './history/base.js';
export { NEW_ASSET_LIFE_YEARS } from './history/depreciation-defaults.js';
export {
  defaultDrivers,
  type TDefaultsOptions,
  type TDriverDefaults,
  US_STATUTORY_TAX_RATE,
} from './history/driver-defaults.js';
export { LOSS_MAKER_TARGET_MARGIN } from './history/margin-path.js';

// ── Forecast ────────────────────────────────────────────────────────────────────────────────────────

export { assetSchedule, type TAssetSchedule } from './forecast/asset-schedule.js';
export {
  applyOverrides,
  DAYS_DRIVERS,
  LIFE_DRIVERS,
  MONEY_DRIVERS,
  RATE_DRIVERS,
  type TDaysBasis,
  type TDaysDriver,
  type TDriverOverrides,
  type TDrivers,
  type TLifeDriver,
  type TMoneyDriver,
  type TPerYearDriver,
  type TRateDriver,
} from './forecast/drivers.js';
export type {
  TDebtSchedule,
  TForecast,
  TForecastBalance,
  TForecastCashFlow,
  TForecastChecks,
  TForecastIncome,
  TWorkingCapitalSchedule,
} from './forecast/forecast-types.js';
export { freeCashFlow, type TFreeCashFlow } from './forecast/free-cash-flow.js';
export { BALANCE_TOLERANCE, buildForecast } from './forecast/three-statements.js';

// ── Full model, sensitivity, reverse DCF ────────────────────────────────────────────────────────────

export {
  annualHistory,
  BALANCE_ROWS,
  CASH_FLOW_ROWS,
  forecastValue,
  historyLine,
  INCOME_ROWS,
  SHEET_STATEMENTS,
  type TForecastKind,
  type THistoryPeriod,
  type TRowUnit,
  type TSheetRow,
} from './data-sheet/sheet-lines.js';
export { runModel } from './model.js';
export type {
  TBridgeAssumptions,
  TDiscountRateInput,
  TModel,
  TModelInput,
  TModelTerminal,
} from './model-inputs.js';
export { REVERSE_DCF_SCAN_STEPS, reverseDcf, type TReverseDcf, type TReverseDcfInput } from './reverse-dcf.js';
export { findRoot, ROOT_MAX_ITERATIONS, ROOT_TOLERANCE, type TRoot } from './root-finder.js';
export { applyScenario, NO_SCENARIO_SHIFTS, type TScenarioShifts } from './scenario.js';
export {
  runSensitivity,
  SENSITIVITY_VARIABLES,
  sensitivityCentre,
  type TSensitivity,
  type TSensitivityAxis,
  type TSensitivityAxisInput,
  type TSensitivityInput,
  type TSensitivityVariable,
} from './sensitivity.js';

// ── Multiples and residual earnings ─────────────────────────────────────────────────────────────────

export {
  MULTIPLE_KINDS,
  runMultiples,
  type TMultipleKind,
  type TMultipleResult,
  type TMultiplesSubject,
  type TPeer,
  type TStats,
} from './multiples.js';
export {
  QUARTERLY_LINES,
  quarterlyModel,
  SEASONALITY_YEARS,
  type TQuarter,
  type TQuarterlyLine,
  type TQuarterlyModel,
  type TSeasonality,
} from './quarterly-forecast.js';
export {
  runResidualEarnings,
  type TResidualEarnings,
  type TResidualEarningsInput,
} from './residual-earnings.js';

// ── Monte Carlo ─────────────────────────────────────────────────────────────────────────────────────

export { compileValuation, type TCompiledValuation } from './compiled-valuation.js';
export {
  centresOf,
  defaultMonteCarloRanges,
  MONTE_CARLO_DEFAULT_SPREAD,
  MONTE_CARLO_FAILURES,
  MONTE_CARLO_MAX_DRAWS,
  MONTE_CARLO_PERCENTILES,
  MONTE_CARLO_VARIABLES,
  monteCarlo,
  monteCarloOf,
  mulberry32,
  percentileOf,
  type TMonteCarlo,
  type TMonteCarloFailure,
  type TMonteCarloInput,
  type TMonteCarloRange,
  type TMonteCarloVariable,
  triangular,
} from './monte-carlo.js';

// ── Model review (rule checks) ──────────────────────────────────────────────────────────────────────

export { MARGIN_TOLERANCE } from './review/margin-rule.js';
export { reviewModel } from './review/review-model.js';
export {
  REVIEW_CODES,
  REVIEW_SEVERITIES,
  type TCapmWacc,
  type TReviewChange,
  type TReviewCode,
  type TReviewContext,
  type TReviewFinding,
  type TReviewParam,
  type TReviewPeer,
  type TReviewSeverity,
  type TReviewSubject,
} from './review/review-types.js';
export {
  LONG_RUN_NOMINAL_GDP_GROWTH,
  RONIC_HIGH_MULTIPLE_OF_WACC,
  TERMINAL_SHARE_THRESHOLDS,
} from './review/terminal-rules.js';
export { peerDiscountRates, type TPeerDiscountRate, WACC_PEER_GAP } from './review/wacc-rule.js';
