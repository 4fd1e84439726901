/**
 * Yahoo Finance chart API, `GET /v8/finance/chart/{symbol}?period1=…&period2=…&interval=1d&events=div,split`
 * (host query1.finance.yahoo.com; unofficial, keyless). `timestamp[i]` is the session open in UTC
 * seconds; the trading date is read in the exchange's time zone (`meta.gmtoffset`).
 */
import { z } from 'zod';
import { MarketDataError } from '../errors.js';
import type { TPriceEvent, TPricePoint } from '../types.js';

const ZNullableNumbers = z.array(z.number().nullable());

const ZChartResultSchema = z.object({
  meta: z.looseObject({
    symbol: z.string(),
    currency: z.string().nullable().optional(),
    gmtoffset: z.number().int(),
    exchangeName: z.string().optional(),
  }),
  timestamp: z.array(z.number().int()).optional(),
  events: z
    .object({
      dividends: z.record(z.string(), z.object({ amount: z.number(), date: z.number().int() })).optional(),
      splits: z
        .record(z.string(), z.object({ date: z.number().int(), numerator: z.number(), denominator: z.number() }))
        .optional(),
    })
    .optional(),
  indicators: z.object({
    quote: z.array(z.looseObject({ close: ZNullableNumbers.optional() })),
    adjclose: z.array(z.object({ adjclose: ZNullableNumbers.optional() })).optional(),
  }),
});

/** The chart API envelope: one result, or an error object. @public */
export const ZYahooChartSchema = z.object({
  chart: z.object({
    result: z.array(ZChartResultSchema).nullable(),
    error: z.object({ code: z.string(), description: z.string() }).nullable(),
  }),
});
/** @public */
export type TYahooChart = z.infer<typeof ZYahooChartSchema>;

/** A parsed chart: daily points oldest first, plus dividends and splits. @public */
export type TYahooDaily = { symbol: string; currency: string | null; points: TPricePoint[]; events: TPriceEvent[] };

/**
 * Turns a validated chart payload into daily points. Arrays of different lengths are a bad response.
 * @throws {MarketDataError} PROVIDER_BAD_RESPONSE, NOT_FOUND (an error object such as "No data found")
 * @public
 */
export function readYahooChart(chart: TYahooChart, where: string): TYahooDaily {
  const result = chart.chart.result?.[0];
  if (!result) {
    const error = chart.chart.error;
    throw new MarketDataError('NOT_FOUND', `Yahoo chart: ${error?.description ?? 'no result'}`, {
      provider: 'yahoo',
      url: where,
      providerCode: error?.code ?? null,
    });
  }
  const offset = result.meta.gmtoffset;
  const timestamps = result.timestamp ?? [];
  const closes = result.indicators.quote[0]?.close ?? [];
  const adjCloses = result.indicators.adjclose?.[0]?.adjclose ?? [];
  if (timestamps.length > 0 && (closes.length !== timestamps.length || adjCloses.length !== timestamps.length)) {
    throw new MarketDataError('PROVIDER_BAD_RESPONSE', 'Yahoo chart: price arrays and timestamps differ in length', {
      resource: 'yahoo chart',
      where,
    });
  }
  const points: TPricePoint[] = timestamps.map((seconds, index) => ({
    date: tradingDate(seconds, offset),
    close: closes[index] ?? null,
    adjClose: adjCloses[index] ?? null,
  }));
  const events: TPriceEvent[] = [
    ...Object.values(result.events?.dividends ?? {}).map(
      (d): TPriceEvent => ({ kind: 'dividend', date: tradingDate(d.date, offset), amount: d.amount }),
    ),
    ...Object.values(result.events?.splits ?? {}).map(
      (s): TPriceEvent => ({
        kind: 'split',
        date: tradingDate(s.date, offset),
        numerator: s.numerator,
        denominator: s.denominator,
      }),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { symbol: result.meta.symbol, currency: result.meta.currency ?? null, points, events };
}

/** UTC seconds + the exchange's offset → the local calendar date. @internal */
export function tradingDate(utcSeconds: number, gmtOffsetSeconds: number): string {
  return new Date((utcSeconds + gmtOffsetSeconds) * 1000).toISOString().slice(0, 10);
}
