import { isMarketDataError, type MarketDataError } from '@app/market-data';
import { JobFailure } from '../jobs/job-queue.js';

/** Reading market data inside a model job: dates of series, and failures as job failures. */

/** The last date of a series, or null when the source does not have it; outages are thrown. */
export async function lastDate(read: () => Promise<readonly { date: string }[]>): Promise<string | null> {
  try {
    return (await read()).at(-1)?.date ?? null;
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    throw toJobFailure(error);
  }
}

/** Runs a market-data read; its typed failures become job failures the user can read. */
export async function market<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toJobFailure(error);
  }
}

/**
 * Known refusals end the job at once; provider outages may pass, so they are retried. For
 * `DATA_NOT_AVAILABLE` the message is the missing series' key (see `DATA_SERIES_LABELS`), which
 * the status route names in the user's language.
 */
export function toJobFailure(error: unknown): unknown {
  if (!isMarketDataError(error)) return error;
  const e = error as MarketDataError;
  switch (e.code) {
    case 'TICKER_NOT_FOUND':
    case 'FINANCIAL_COMPANY_UNSUPPORTED':
    case 'NOT_FOUND':
      return new JobFailure(e.code === 'NOT_FOUND' ? 'TICKER_NOT_FOUND' : e.code, e.message);
    case 'DATA_NOT_AVAILABLE':
      return new JobFailure('DATA_NOT_AVAILABLE', String(e.details.series ?? e.message));
    case 'PROVIDER_UNAVAILABLE':
      return new JobFailure('PROVIDER_UNAVAILABLE', e.message, true);
    case 'PROVIDER_TIMEOUT':
      return new JobFailure('GATEWAY_TIMEOUT', e.message, true);
    case 'PROVIDER_BAD_RESPONSE':
      return new JobFailure('BAD_GATEWAY', e.message, true);
  }
}

/** The same day `count` months later (earlier when negative), the month's last day when it has fewer. */
export function addMonths(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + count + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + count, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

export function addDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

export function addYears(date: string, count: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + count);
  return d.toISOString().slice(0, 10);
}
