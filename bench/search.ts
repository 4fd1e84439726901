import { readFileSync } from 'node:fs';
import { TickerIndex } from '../packages/market-data/src/search/ticker-search.js';

const TICKERS = new URL('../../shared/data/pack/company_tickers.json', import.meta.url);

/** Tickers, names, prefixes and typos, as people type them into the search box. */
const QUERIES = [
  'AAPL',
  'msft',
  'nvda',
  'brk.b',
  'a',
  'mi',
  'micro',
  'apple',
  'alphabet',
  'tesla motors',
  'microsft',
  'mircosoft',
  'nvidai',
  'snowflak',
  'taiwan semiconductor',
  'johnson & johnson',
  'coca cola',
  'procter',
  'berkshire',
  'visa',
  'marvell tech',
  'amazon com',
  'home depot',
  'unitedhealth',
  'zzqxv',
  'salesforc',
];

/** Ticker search latency over the full SEC list: p50 and p95 of single queries after warm-up. */
export function benchSearch(): void {
  const list = JSON.parse(readFileSync(TICKERS, 'utf8')) as Record<
    string,
    { cik_str: number; ticker: string; title: string }
  >;
  const built = performance.now();
  const index = new TickerIndex(
    Object.values(list).map((row) => ({ ticker: row.ticker, name: row.title, cik: row.cik_str, exchange: null })),
  );
  const buildMs = performance.now() - built;
  for (const query of QUERIES) index.search(query);
  const timings: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      index.search(query);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => (timings[Math.floor(q * (timings.length - 1))] ?? 0).toFixed(2);
  console.info(
    `ticker search over ${index.size} tickers: index built in ${buildMs.toFixed(1)} ms; ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${timings.length} queries)`,
  );
}
