/**
 * Plain data shared by the providers, the pack reader and the market-input functions. Dates are ISO
 * `YYYY-MM-DD` strings (exchange-local trading dates); they compare correctly as strings.
 */

/** Where a payload or series came from, so every figure can be traced back. @public */
export type TOrigin = {
  /** `sec`, `yahoo` and `fred` are live providers; `pack` is a `MARKET_DATA_DIR` folder. */
  provider: 'sec' | 'yahoo' | 'fred' | 'pack';
  /** The URL fetched, or the file path read. */
  location: string;
  /** ISO timestamp of the fetch (from the cache when served from it); null for pack files. */
  retrievedAt: string | null;
};

/** A value together with its origin. @public */
export type TSourced<T> = { value: T; origin: TOrigin };

/**
 * One trading day. `close` is the unadjusted close; `adjClose` is split- and dividend-adjusted as of the
 * download. Either may be null when the source does not provide it (the pack has adjusted closes only).
 * @public
 */
export type TPricePoint = { date: string; close: number | null; adjClose: number | null };

/** A dividend or split reported by the price source (Yahoo `events`). @public */
export type TPriceEvent =
  | { kind: 'dividend'; date: string; amount: number }
  | { kind: 'split'; date: string; numerator: number; denominator: number };

/** Daily prices of one listed security, oldest first. @public */
export type TPriceSeries = {
  symbol: string;
  /** Trading currency as reported by the source; null when the source does not say. */
  currency: string | null;
  points: TPricePoint[];
  events: TPriceEvent[];
  origin: TOrigin;
};

/** One dated observation of an index level or a rate. @public */
export type TObservation = { date: string; value: number };

/** A FRED-style series (S&P 500 level, 10-year Treasury yield), oldest first, missing values dropped. @public */
export type TObservationSeries = {
  /** FRED series id, e.g. `SP500`, `GS10`, `DGS10`. */
  id: string;
  /** `index` for a level, `percent` for a yield. */
  unit: 'index' | 'percent';
  /** `monthly` observations are dated the first day of the month they average (FRED convention). */
  frequency: 'daily' | 'monthly';
  points: TObservation[];
  origin: TOrigin;
};
