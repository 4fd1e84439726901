/**
 * Where an assumption came from. Every default the engine fills in carries one, so the app can show
 * it next to the number and the user can change it: nothing is a silent default.
 */

/**
 * A per-year default that moves in a straight line from `start` (year 1) to `end` (year N):
 * value_t = start + (end − start) × (t − 1) / (N − 1). `latest_year` is the last fiscal year's own
 * ratio (`fiscalYear`); `mean` the mean of the provenance's `values`; `pooled` its `years` taken
 * together (Σ line ÷ Σ revenue); `target` a stated level; `margin_target` the level at which a
 * loss-making company's operating margin reaches `operatingMargin`.
 * @public
 */
export type TFade = {
  start: { value: number; basis: 'latest_year' | 'mean'; fiscalYear?: number };
  end: { value: number; basis: 'pooled' | 'target' | 'margin_target'; operatingMargin?: number };
  /** The forecast year (1-based) by which `end` is reached. */
  byYear: number;
};

/** @public */
export type TProvenance =
  /**
   * Computed from the historical statements: the formula, the fiscal years used and each year's
   * value; `fade` when the per-year values move from one level to another over the forecast;
   * `period` when the value is a quarter's (the latest balance sheet).
   */
  | {
      kind: 'history';
      formula: string;
      years: number[];
      values: number[];
      note?: string;
      fade?: TFade;
      /** A quarter's statements rather than the fiscal years' (`Q3 2025`). */
      period?: string;
    }
  /** A modelling convention (e.g. new assets depreciate over 10 years; debt held flat). */
  | { kind: 'convention'; note: string }
  /** History could not supply the value; this is the stand-in and why. */
  | { kind: 'fallback'; reason: string }
  /** Supplied by the caller. */
  | { kind: 'input' };

/** A per-year assumption (one value per forecast year) with its provenance. @public */
export type TDriver<T extends number = number> = { values: T[]; provenance: TProvenance };

/** A single-valued assumption with its provenance. @public */
export type TScalarDriver<T> = { value: T; provenance: TProvenance };

/** Where a base-year balance came from. @public */
export type TLineSource =
  /** Read from the statements (the standard keys it sums). */
  | { kind: 'reported'; keys: string[] }
  /** Computed from other reported lines. */
  | { kind: 'derived'; formula: string }
  /** Not in the statements: carried as 0 in its own line; any real amount stays inside an "other" line. */
  | { kind: 'not_reported'; note: string };

/** A base-year amount with its source. @public */
export type TBaseLine = { value: number; source: TLineSource };
