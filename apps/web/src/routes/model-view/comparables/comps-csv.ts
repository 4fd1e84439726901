import type { TCompsData } from '../../../api/comps';

/** The multiples in the order of the tab, app spelling. */
export const COMPS_MULTIPLE_KEYS = [
  'peLyr',
  'peTtm',
  'peForward',
  'pbLyr',
  'psLyr',
  'psTtm',
  'psForward',
  'evEbitdaLyr',
] as const;
export type TCompsMultipleKey = (typeof COMPS_MULTIPLE_KEYS)[number];

/** Wire kind (`pe_lyr`) → app key (`peLyr`). */
export function multipleKeyOf(kind: string): TCompsMultipleKey {
  return kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as TCompsMultipleKey;
}

const PEER_COLUMNS = [
  'ticker',
  'name',
  'rule',
  'price',
  'price_date',
  'market_cap',
  'fiscal_year',
  'eps_lyr',
  'eps_ttm',
  'book_value',
  'revenue_lyr',
  'revenue_ttm',
  'ebitda_lyr',
  'enterprise_value',
  ...COMPS_MULTIPLE_KEYS.flatMap((key) => [snake(key), `${snake(key)}_reason`]),
];
const SUMMARY_COLUMNS = [
  'multiple',
  'peers',
  'mean',
  'median',
  'low',
  'high',
  'implied_price_mean',
  'implied_price_median',
  'implied_price_low',
  'implied_price_high',
  'reason',
];

/**
 * The peer table and the summary as CSV (RFC 4180 quoting), with the API's column names. A value
 * the data does not give is an empty cell with its reason in the next column; money in full units of
 * the currency; every figure as of the model's valuation date.
 */
export function compsCsv(comps: TCompsData): string {
  const rows: (string | number | null)[][] = [['as_of', comps.asOf], PEER_COLUMNS];
  for (const peer of comps.peers) {
    const i = peer.inputs;
    rows.push([
      peer.ticker,
      peer.name,
      peer.rule,
      i.price,
      i.priceDate,
      i.marketCap,
      i.fiscalYear,
      i.epsLyr,
      i.epsTtm,
      i.bookValue,
      i.revenueLyr,
      i.revenueTtm,
      i.ebitdaLyr,
      i.enterpriseValue,
      ...COMPS_MULTIPLE_KEYS.flatMap((key) => [
        peer.multiples[key]?.value ?? null,
        peer.multiples[key]?.reason ?? null,
      ]),
    ]);
  }
  rows.push([], SUMMARY_COLUMNS);
  for (const row of comps.summary) {
    rows.push([
      row.kind,
      row.count,
      row.stats?.mean ?? null,
      row.stats?.median ?? null,
      row.stats?.low ?? null,
      row.stats?.high ?? null,
      row.impliedPrice?.mean ?? null,
      row.impliedPrice?.median ?? null,
      row.impliedPrice?.low ?? null,
      row.impliedPrice?.high ?? null,
      row.reason,
    ]);
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * What makes a spreadsheet opening the CSV take a cell as a formula: `=`, `+`, `-`, `@`, a leading
 * tab or line break, and their full-width forms (Excel in Chinese and Japanese input modes).
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV cell. Text (a peer's name or ticker comes from filings) that starts like a formula gets a
 * leading apostrophe, so no spreadsheet evaluates it; numbers stay numbers (a negative one is not
 * a formula).
 */
export function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_TRIGGER.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
