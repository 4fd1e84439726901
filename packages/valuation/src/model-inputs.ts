import type { TStatementPeriod } from '@app/statements';
import type { TBridgeInput } from './bridge.js';
import type { TDcf } from './dcf.js';
import type { TConvention, TStub } from './discounting.js';
import type { TDriverOverrides, TDrivers } from './forecast/drivers.js';
import type { TForecast } from './forecast/forecast-types.js';
import type { TFreeCashFlow } from './forecast/free-cash-flow.js';
import type { TBase } from './history/base.js';
import type { TDefaultsOptions } from './history/driver-defaults.js';
import type { TScalarDriver } from './provenance.js';
import type { Money, Multiple, PerShare, Rate, ShareCount } from './units.js';
import type { TWacc, TWaccInput } from './wacc.js';

/** The discount rate: given directly, or built by CAPM and market-value weights. @public */
export type TDiscountRateInput = { wacc: Rate } | { capm: TWaccInput };

/**
 * Terminal value of a full model; the exit multiple applies to EBITDA(N). A perpetuity grows
 * FCF(N) (`reinvestment: 'forecast'`, the default) or NOPAT(N) less the reinvestment growth needs
 * at the return on capital of year N (`'return_on_capital'`; see `runDcf`). @public
 */
export type TModelTerminal =
  | { method: 'perpetuity'; growth: Rate; normalizedFcf?: Money; reinvestment?: 'forecast' | 'return_on_capital' }
  | { method: 'exit_multiple'; multiple: Multiple };

/** Everything a full model needs: history, optional driver overrides and the valuation settings. @public */
export type TModelInput = {
  /** Standardized historical statements; the last FY period is the base year. */
  history: readonly TStatementPeriod[];
  /** Forecast length, averaging window and fallbacks for the driver defaults. */
  defaults?: TDefaultsOptions;
  /** The user's assumptions, replacing the defaults. */
  drivers?: TDriverOverrides;
  /** ISO date the value is measured at, in [base year end, end of the last forecast year); forecast years ended by then are not counted. */
  valuationDate: string;
  discountRate: TDiscountRateInput;
  /** Default `end_of_year`. */
  convention?: TConvention;
  terminal: TModelTerminal;
  /** Bridge items replacing the base-year balance sheet's. */
  bridge?: TBridgeInput;
  /** Diluted shares; default the base year's weighted diluted shares. */
  shares?: ShareCount;
  price?: PerShare;
};

/** The bridge items used, each with where it came from. @public */
export type TBridgeAssumptions = { [K in keyof Required<TBridgeInput>]: TScalarDriver<Money> };

/** A full model: base year, drivers, three-statement forecast, FCF, WACC and DCF. @public */
export type TModel = {
  base: TBase;
  drivers: TDrivers;
  forecast: TForecast;
  freeCashFlow: TFreeCashFlow;
  /** The WACC build-up when the rate came from CAPM, else `null`. */
  wacc: TWacc | null;
  discountRate: TScalarDriver<Rate>;
  stub: TStub;
  bridge: TBridgeAssumptions;
  shares: TScalarDriver<ShareCount>;
  dcf: TDcf;
};
