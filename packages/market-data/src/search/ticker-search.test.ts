import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TTickerEntry } from '../sec/ticker-list.js';
import { TickerIndex } from './ticker-search.js';

const PACK = new URL('../../../../../shared/data/pack/', import.meta.url);

/** The real SEC list from the data pack, in its own order. */
function secTickers(): TTickerEntry[] {
  const list = JSON.parse(readFileSync(new URL('company_tickers.json', PACK), 'utf8')) as Record<
    string,
    { cik_str: number; ticker: string; title: string }
  >;
  return Object.values(list).map((row) => ({ ticker: row.ticker, name: row.title, cik: row.cik_str, exchange: null }));
}

let index: TickerIndex;
beforeAll(() => {
  index = new TickerIndex(secTickers());
});

const first = (keyword: string) => index.search(keyword, 5)[0];

describe('TickerIndex over the SEC list', () => {
  it('holds the whole list', () => {
    expect(index.size).toBe(9610);
  });

  it.each([
    ['AAPL', 'AAPL'],
    ['aapl', 'AAPL'],
    ['msft', 'MSFT'],
    ['brk.b', 'BRK-B'],
    ['Apple', 'AAPL'],
    ['apple inc.', 'AAPL'],
    ['microsoft', 'MSFT'],
    ['microsft', 'MSFT'],
    ['mircosoft', 'MSFT'],
    ['nvidia', 'NVDA'],
    ['alphabet', 'GOOGL'],
    ['tesla', 'TSLA'],
    ['Taiwan Semiconductor', 'TSM'],
    ['snowflake', 'SNOW'],
    ['marvell', 'MRVL'],
  ])('finds %s first as %s', (keyword, ticker) => {
    expect(first(keyword)?.ticker).toBe(ticker);
  });

  it('ranks an exact ticker above names that merely start with it', () => {
    const hits = index.search('V', 5);
    expect(hits[0]).toMatchObject({ ticker: 'V', match: 'ticker' });
  });

  it('orders prefix matches by the list order (larger companies first)', () => {
    const hits = index.search('micro', 3).map((hit) => hit.ticker);
    expect(hits[0]).toBe('MSFT');
  });

  it('says how each hit matched', () => {
    expect(first('microsft')?.match).toBe('fuzzy');
    expect(first('nvda')?.match).toBe('ticker');
  });

  it('finds nothing for blank or unmatched input', () => {
    expect(index.search('   ')).toEqual([]);
    expect(index.search('zzqxv')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(index.search('a', 7)).toHaveLength(7);
  });
});
