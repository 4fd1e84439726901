/**
 * The pack's market CSVs: `prices/<TICKER>.csv` (`date,adj_close`), `index/SP500.csv` (`date,close`)
 * and `rates/GS10.csv` (`date,percent`). Same row rules as FRED's CSV (shared parser): an empty value is
 * a missing observation and is dropped, never filled.
 */
import { parseDateValueCsv, type TDateValueRow } from '../prices/date-value-csv.js';
import type { TPricePoint } from '../types.js';

/** Adjusted closes only: `close` (unadjusted) is null, never derived. @internal */
export function parsePriceCsv(text: string, where: string): TPricePoint[] {
  const points: TPricePoint[] = [];
  for (const row of parseDateValueCsv(text, [['date', 'adj_close']], 'pack price series', where)) {
    if (row.value !== null) points.push({ date: row.date, close: null, adjClose: row.value });
  }
  return points;
}

/** @internal */
export function parseIndexCsv(text: string, where: string): TDateValueRow[] {
  return parseDateValueCsv(text, [['date', 'close']], 'pack index series', where);
}

/** @internal */
export function parseRateCsv(text: string, where: string): TDateValueRow[] {
  return parseDateValueCsv(text, [['date', 'percent']], 'pack rate series', where);
}
