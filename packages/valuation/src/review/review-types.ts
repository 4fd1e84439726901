import type { TModel, TModelInput } from '../model-inputs.js';
import type { Money, Rate } from '../units.js';
import type { TCapmInput } from '../wacc.js';

/** How much a finding matters: `critical` makes the value indefensible as it stands. @public */
export const REVIEW_SEVERITIES = ['critical', 'warning', 'info'] as const;
/** @public */
export type TReviewSeverity = (typeof REVIEW_SEVERITIES)[number];

/** Every message code a review can give; the contract holds their text in five languages. @public */
export const REVIEW_CODES = [
  'terminal_share_high',
  'terminal_growth_at_or_above_risk_free',
  'terminal_growth_above_gdp',
  'terminal_growth_without_reinvestment',
  'terminal_return_on_new_capital_below_wacc',
  'terminal_return_on_new_capital_high',
  'margin_outside_history',
  'wacc_outside_peers',
  'terminal_fcf_negative',
  'balance_sheet_unbalanced',
  'cash_negative',
  'debt_negative',
] as const;
/** @public */
export type TReviewCode = (typeof REVIEW_CODES)[number];

/**
 * A number a finding is about, with what it measures so the reader's language can format it:
 * `rate` is a decimal (0.05 = 5%), `money` in full units of the model's currency.
 * @public
 */
export type TReviewParam =
  | { unit: 'rate'; value: number }
  | { unit: 'money'; value: number }
  | { unit: 'number'; value: number }
  | { unit: 'year'; value: number }
  | { unit: 'text'; value: string };

/**
 * The assumptions a suggestion replaces, in the shape `model/dcf/update` saves (the contract's
 * `ZModelAssumptionsInputSchema`): each key is complete, with the user's other values inside it
 * kept (a margin fix carries the other driver overrides), so applying it is
 * `{ ...saved assumptions, ...change }`, re-valued through the normal save path.
 * @public
 */
export type TReviewChange = Partial<Pick<TModelInput, 'discountRate' | 'terminal' | 'drivers'>>;

/** One rule's finding. @public */
export type TReviewFinding = {
  code: TReviewCode;
  severity: TReviewSeverity;
  params: Record<string, TReviewParam>;
  /**
   * The cells it concerns: assumption paths of the engine input (`terminal.growth`,
   * `discountRate.wacc`, `discountRate.capm.beta`, `drivers.grossMargin`), and forecast cells as
   * `forecast.<fiscal year>.<line>` (`forecast.2029.operating_margin`, `forecast.2029.fcff`,
   * `forecast.2029.balance.cash`) or DCF lines (`dcf.terminal_share_of_ev`).
   */
  cells: string[];
  /** The obvious fix, when there is one. */
  change: TReviewChange | null;
};

/** A listed peer's beta and capital structure at the valuation date, as the data source gives them. @public */
export type TReviewPeer = {
  ticker: string;
  /** 5-year monthly regression beta (raw; Blume-adjusted here as the model's own beta is). */
  rawBeta: number;
  /** Market capitalisation and book debt, for unlevering. */
  marketCap: number;
  debt: number;
};

/** What the rules need besides the model: facts of the market at the valuation date. @public */
export type TReviewContext = {
  /** The 10-year Treasury yield at the valuation date (decimal), when known. */
  riskFreeRate: number | null;
  /** The model's comparable companies with a beta (none: the WACC rule says nothing). */
  peers: readonly TReviewPeer[];
  /**
   * The CAPM build-up of the model's defaults, to rate the peers when the model's own discount
   * rate is a given WACC or cost of equity; null without one.
   */
  defaultCapm: TCapmWacc | null;
};

/** A WACC built by CAPM: risk-free rate, beta and premiums, the cost of debt and the weights. @public */
export type TCapmWacc = TCapmInput & { preTaxCostOfDebt: Rate; taxRate: Rate; equityValue: Money; debtValue: Money };

/** The engine's input and result of one model, as the server stores and re-values it. @public */
export type TReviewSubject = { input: TModelInput; model: TModel };
