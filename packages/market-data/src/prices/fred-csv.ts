/**
 * FRED's keyless CSV download, `https://fred.stlouisfed.org/graph/fredgraph.csv?id=<SERIES>`:
 * header `observation_date,<SERIES>` (`DATE,<SERIES>` before 2024), one row per observation, missing
 * values empty (or `.` in older files). Missing values are dropped from the series, not filled.
 */
import type { TObservation, TObservationSeries } from '../types.js';
import { parseDateValueCsv } from './date-value-csv.js';

/** The FRED series this package reads, with their unit and frequency. @public */
export const FRED_SERIES = {
  SP500: { unit: 'index', frequency: 'daily' },
  GS10: { unit: 'percent', frequency: 'monthly' },
  DGS10: { unit: 'percent', frequency: 'daily' },
} as const satisfies Record<string, Pick<TObservationSeries, 'unit' | 'frequency'>>;

/** @public */
export type TFredSeriesId = keyof typeof FRED_SERIES;

/**
 * @throws {MarketDataError} PROVIDER_BAD_RESPONSE
 * @public
 */
export function parseFredCsv(text: string, seriesId: string, where: string): TObservation[] {
  const rows = parseDateValueCsv(
    text,
    [
      ['observation_date', seriesId],
      ['DATE', seriesId],
    ],
    `FRED ${seriesId}`,
    where,
  );
  return dropMissing(rows);
}

/** @internal */
export function dropMissing(rows: readonly { date: string; value: number | null }[]): TObservation[] {
  const points: TObservation[] = [];
  for (const row of rows) if (row.value !== null) points.push({ date: row.date, value: row.value });
  return points;
}
