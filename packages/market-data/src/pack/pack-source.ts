/**
 * Reads a `MARKET_DATA_DIR` data pack (format in DESIGN.md, "Market data pack"): the SEC files in the
 * SEC's own formats (parsed by the same functions as the live client) and small CSVs for prices, the
 * S&P 500 and the 10-year Treasury yield. A file the pack does not have is `DATA_NOT_AVAILABLE`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MarketDataError, type TDataSeries } from '../errors.js';
import { parseGicsConstituents } from '../peers/gics-constituents.js';
import { dropMissing } from '../prices/fred-csv.js';
import { cikFileName, isSubmissionsPageName } from '../sec/cik.js';
import {
  parseCompanyFacts,
  parseCompanyTickers,
  parseCompanyTickersExchange,
  parseSubmissions,
  parseSubmissionsPage,
} from '../sec/sec-parse.js';
import { mergeTickerLists, normalizeTicker, type TTickerList } from '../sec/ticker-list.js';
import { inRange, type TMarketDataSource } from '../source/market-data-source.js';
import type { TOrigin, TSourced } from '../types.js';
import { parseIndexCsv, parsePriceCsv, parseRateCsv } from './pack-csv.js';

/**
 * @param dir the pack folder (e.g. `MARKET_DATA_DIR`)
 * @public
 */
export function createPackSource(dir: string): TMarketDataSource {
  const root = resolve(dir);
  let tickerList: Promise<TTickerList> | undefined;

  async function read<T>(
    relative: string,
    series: TDataSeries,
    what: string,
    parse: (text: string, where: string) => T,
  ): Promise<TSourced<T>> {
    const path = join(root, relative);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new MarketDataError('DATA_NOT_AVAILABLE', `The data pack has no ${what} (${relative})`, {
        source: 'pack',
        series,
        resource: what,
        path,
      });
    }
    const origin: TOrigin = { provider: 'pack', location: path, retrievedAt: null };
    return { value: parse(text, path), origin };
  }

  async function loadTickers(): Promise<TTickerList> {
    const [tickers, exchange] = await Promise.all([
      read('company_tickers.json', 'ticker_list', 'SEC ticker list', parseCompanyTickers),
      read('company_tickers_exchange.json', 'ticker_list', 'SEC ticker/exchange list', parseCompanyTickersExchange),
    ]);
    return { entries: mergeTickerLists(tickers.value, exchange.value), origins: [tickers.origin, exchange.origin] };
  }

  return {
    kind: 'pack',
    tickers() {
      tickerList ??= loadTickers();
      tickerList.catch(() => {
        tickerList = undefined;
      });
      return tickerList;
    },
    submissions: (cik) =>
      read(`submissions/${cikFileName(cik)}`, 'submissions', `submissions of CIK ${cik}`, parseSubmissions),
    submissionsPage(name) {
      if (!isSubmissionsPageName(name)) throw new RangeError(`Not a submissions page: ${name}`);
      return read(`submissions/${name}`, 'submissions', `submissions page ${name}`, parseSubmissionsPage);
    },
    companyFacts: (cik) =>
      read(`companyfacts/${cikFileName(cik)}`, 'fundamentals', `companyfacts of CIK ${cik}`, parseCompanyFacts),
    async gicsConstituents() {
      const text = await readFile(join(root, 'reference', 'sp500_constituents.csv'), 'utf8').catch(() => '');
      return parseGicsConstituents(text);
    },
    async companiesWithFacts() {
      const names = await readdir(join(root, 'companyfacts')).catch(() => [] as string[]);
      return names.flatMap((name) => {
        const match = /^CIK(\d{10})\.json$/.exec(name);
        return match ? [Number(match[1])] : [];
      });
    },
    async prices(ticker, range) {
      const symbol = safeSymbol(ticker);
      const { value, origin } = await read(
        `prices/${symbol}.csv`,
        'prices',
        `price series for ${symbol}`,
        parsePriceCsv,
      );
      return { symbol, currency: 'USD', points: inRange(value, range), events: [], origin };
    },
    async sp500(range) {
      const { value, origin } = await read('index/SP500.csv', 'sp500', 'S&P 500 series', parseIndexCsv);
      return { id: 'SP500', unit: 'index', frequency: 'daily', points: inRange(dropMissing(value), range), origin };
    },
    async treasury10y(range) {
      const { value, origin } = await read(
        'rates/GS10.csv',
        'treasury_10y',
        '10-year Treasury series (GS10)',
        parseRateCsv,
      );
      return { id: 'GS10', unit: 'percent', frequency: 'monthly', points: inRange(dropMissing(value), range), origin };
    },
  };
}

/** Only ticker characters reach the file system. */
function safeSymbol(ticker: string): string {
  const symbol = normalizeTicker(ticker);
  if (!/^[A-Z0-9][A-Z0-9-]{0,14}$/.test(symbol)) throw new RangeError(`Not a ticker: ${ticker}`);
  return symbol;
}
