/**
 * What the inline-XBRL scanner keeps of a filing: its contexts (period and explicit dimensions), its
 * units, its numeric facts (`ix:nonFraction`, value already scaled and signed) and the cover-page
 * `dei` facts that identify it. Plain data, no methods.
 */

/** One explicit dimension of a context: `axis` and `member` are QNames as written (`srt:ProductOrServiceAxis`). @public */
export type TIxbrlDimension = { axis: string; member: string };

/** @public */
export type TIxbrlContext = {
  id: string;
  /** Duration start and end (ISO dates); `instant` for a point in time. */
  start: string | null;
  end: string | null;
  instant: string | null;
  dimensions: TIxbrlDimension[];
  /** A typed dimension (`xbrldi:typedMember`) is present: such a context is never read as a breakdown. */
  hasTypedDimension: boolean;
};

/** @public */
export type TIxbrlFact = {
  /** Concept QName, e.g. `us-gaap:Revenues`. */
  concept: string;
  contextRef: string;
  /** The measure of a simple unit (`iso4217:USD`), `null` for a divide unit or an unknown `unitRef`. */
  unit: string | null;
  /** Full units: the printed number × 10^scale, negated when `sign="-"`. Null for a nil fact or an unreadable number. */
  value: number | null;
  /** `decimals` as a number; `Infinity` for `INF`; null when absent. */
  decimals: number | null;
  /** The text of the first non-empty cell of the table row holding the fact (before the fact's own cell), if any. */
  rowCaption: string | null;
  /** The number as printed (trimmed), for messages. */
  printed: string;
  /** The `format` attribute (`ixt:num-dot-decimal`, `ixt:fixed-zero`, …) or null. */
  format: string | null;
};

/** The cover page's identification (`dei` facts), each null when not tagged. @public */
export type TIxbrlCover = {
  cik: string | null;
  registrantName: string | null;
  documentType: string | null;
  documentPeriodEndDate: string | null;
  fiscalYearFocus: string | null;
  fiscalPeriodFocus: string | null;
  tradingSymbol: string | null;
};

/** @public */
export type TIxbrlDocument = {
  cover: TIxbrlCover;
  contexts: Map<string, TIxbrlContext>;
  facts: TIxbrlFact[];
  /** Bytes read (UTF-8). */
  bytes: number;
};
