import {
  createIxbrlFilingFolder,
  isMarketDataError,
  type TEdgarFilingArchive,
  type TRevenueBreakdowns,
  type TSourced,
} from '@app/market-data';
import { AppError } from '../../app-error.js';

/** Where a company's revenue breakdowns are read: its latest annual report's inline XBRL. */
export type TBreakdownFilings = {
  /**
   * The breakdowns of the company's latest annual report (on EDGAR: the latest filed on or before
   * `filedBy`, the model's valuation date, so the filing is one the model's figures could know).
   * @throws MarketDataError DATA_NOT_AVAILABLE without a filing, or past the reading limit; the
   *   provider's failures (PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, PROVIDER_BAD_RESPONSE) on EDGAR
   */
  revenueBreakdowns(cik: number, options?: { filedBy?: string | null }): Promise<TSourced<TRevenueBreakdowns>>;
};

/** Breakdowns read are kept for this many companies (a 10-K is parsed in ~60 ms; its result is small). */
const CACHED_COMPANIES = 32;

/**
 * The sources of filings, folders first: the 10-K inline-XBRL HTMLs of `FILINGS_DIR`, read in place
 * and streamed through the scanner on the server's thread — each chunk is parsed between reads, so
 * other requests are answered meanwhile — then, for a company the folders lack, EDGAR's archives
 * (`edgar`; null in `MARKET_DATA_MODE=pack`, offline). Reads are kept per company and date, and a
 * read in flight is shared. Null with neither source.
 */
export function createBreakdownFilings(
  dirs: string[],
  edgar: TEdgarFilingArchive | null = null,
): TBreakdownFilings | null {
  if (dirs.length === 0 && !edgar) return null;
  const folder = dirs.length > 0 ? createIxbrlFilingFolder(dirs) : null;
  const read = async (cik: number, filedBy: string | null): Promise<TSourced<TRevenueBreakdowns>> => {
    if (!folder) return (edgar as TEdgarFilingArchive).revenueBreakdowns(cik, { filedBy });
    try {
      return await folder.revenueBreakdowns(cik);
    } catch (error) {
      // Only "no filing of this company in the folders" goes on to EDGAR; a filing found but
      // unreadable there is the answer.
      const isMissing = isMarketDataError(error) && error.code === 'DATA_NOT_AVAILABLE' && !error.details.reason;
      if (!edgar || !isMissing) throw error;
      return edgar.revenueBreakdowns(cik, { filedBy });
    }
  };
  const cache = new Map<string, Promise<TSourced<TRevenueBreakdowns>>>();
  return {
    revenueBreakdowns(cik, { filedBy = null } = {}) {
      const key = `${cik}|${filedBy ?? ''}`;
      const cached = cache.get(key);
      if (cached) {
        // Most recently used last, so the oldest is the first key.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const reading = read(cik, filedBy);
      cache.set(key, reading);
      reading.catch(() => cache.delete(key));
      if (cache.size > CACHED_COMPANIES) cache.delete(cache.keys().next().value as string);
      return reading;
    },
  };
}

/**
 * A company's breakdowns, the source's failures as catalogue errors naming the company: no source,
 * no filing (none filed by `filedBy`, not in the archives, without inline XBRL), a filing past the
 * reading limit. EDGAR's own failures go on as market-data errors, which the error handler answers
 * as PROVIDER_UNAVAILABLE, BAD_GATEWAY or GATEWAY_TIMEOUT.
 */
export async function readCompanyBreakdowns(
  filings: TBreakdownFilings | null,
  company: { cik: number | null; name: string; filedBy: string | null },
): Promise<TSourced<TRevenueBreakdowns>> {
  if (!filings) throw new AppError('BREAKDOWN_SOURCE_UNAVAILABLE');
  if (company.cik === null) throw new AppError('BREAKDOWN_FILING_NOT_FOUND', { params: { company: company.name } });
  try {
    return await filings.revenueBreakdowns(company.cik, { filedBy: company.filedBy });
  } catch (error) {
    if (isMarketDataError(error) && error.code === 'DATA_NOT_AVAILABLE') {
      const isTooLarge = (error.details as { reason?: unknown }).reason === 'document_too_large';
      throw new AppError(isTooLarge ? 'BREAKDOWN_FILING_UNREADABLE' : 'BREAKDOWN_FILING_NOT_FOUND', {
        params: { company: company.name },
        cause: error,
      });
    }
    throw error;
  }
}
