import { createIxbrlFilingFolder, isMarketDataError, type TRevenueBreakdowns, type TSourced } from '@app/market-data';
import { AppError } from '../../app-error.js';

/** Where a company's revenue breakdowns are read: its latest annual report's inline XBRL. */
export type TBreakdownFilings = {
  /** @throws MarketDataError DATA_NOT_AVAILABLE without a filing, or past the reading limit */
  revenueBreakdowns(cik: number): Promise<TSourced<TRevenueBreakdowns>>;
};

/** Breakdowns read are kept for this many companies (a 10-K is parsed in ~60 ms; its result is small). */
const CACHED_COMPANIES = 32;

/**
 * The offline source: folders of 10-K inline-XBRL HTMLs (`FILINGS_DIR`), read in place and streamed
 * through the scanner on the server's thread — each 256 KB chunk is parsed between reads, so other
 * requests are answered meanwhile — and kept per company. Null without folders: reading the filing
 * from EDGAR's archives is not built yet (packages/market-data README, "Live path").
 */
export function createBreakdownFilings(dirs: string[]): TBreakdownFilings | null {
  if (dirs.length === 0) return null;
  const folder = createIxbrlFilingFolder(dirs);
  const cache = new Map<number, Promise<TSourced<TRevenueBreakdowns>>>();
  return {
    revenueBreakdowns(cik) {
      const cached = cache.get(cik);
      if (cached) {
        // Most recently used last, so the oldest is the first key.
        cache.delete(cik);
        cache.set(cik, cached);
        return cached;
      }
      const read = folder.revenueBreakdowns(cik);
      cache.set(cik, read);
      read.catch(() => cache.delete(cik));
      if (cache.size > CACHED_COMPANIES) cache.delete(cache.keys().next().value as number);
      return read;
    },
  };
}

/**
 * A company's breakdowns, the source's failures as catalogue errors naming the company: no source,
 * no filing, a filing past the reading limit.
 */
export async function readCompanyBreakdowns(
  filings: TBreakdownFilings | null,
  company: { cik: number | null; name: string },
): Promise<TSourced<TRevenueBreakdowns>> {
  if (!filings) throw new AppError('BREAKDOWN_SOURCE_UNAVAILABLE');
  if (company.cik === null) throw new AppError('BREAKDOWN_FILING_NOT_FOUND', { params: { company: company.name } });
  try {
    return await filings.revenueBreakdowns(company.cik);
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
