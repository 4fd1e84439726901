import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompanyTickers, parseCompanyTickersExchange } from '../sec/sec-parse.js';
import { mergeTickerLists } from '../sec/ticker-list.js';
import { TickerIndex } from './ticker-search.js';

const PACK = new URL('../../../../../shared/data/pack/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, PACK), 'utf8');

const entries = mergeTickerLists(
  parseCompanyTickers(read('company_tickers.json'), 'company_tickers.json'),
  parseCompanyTickersExchange(read('company_tickers_exchange.json'), 'company_tickers_exchange.json'),
);
const index = new TickerIndex(entries);

/** Every company the pack has facts or filings for, with the name its own filings give. */
const companies = ['companyfacts', 'submissions']
  .flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, PACK))
      .filter((file) => /^CIK\d{10}\.json$/.test(file))
      .map((file) => {
        const document = JSON.parse(read(`${folder}/${file}`)) as {
          cik: string | number;
          entityName?: string;
          name?: string;
        };
        return { cik: Number(document.cik), name: document.entityName ?? document.name ?? '' };
      }),
  )
  .filter((company, at, all) => all.findIndex((other) => other.cik === company.cik) === at);

/** Companies the SEC's ticker list (2024) does not carry: delisted. */
const NOT_LISTED = new Set([
  1009672, // CARBO Ceramics: delisted after its 2020 bankruptcy
]);

describe('search finds every company of the data pack', () => {
  const listed = companies.filter((company) => !NOT_LISTED.has(company.cik));

  it('knows which pack companies have no ticker', () => {
    const unlisted = companies.filter((company) => !entries.some((entry) => entry.cik === company.cik));
    expect(unlisted.map((company) => company.cik).sort()).toEqual([...NOT_LISTED].sort());
  });

  it.each(listed.map((company) => [company.name, company] as const))(
    'finds %s by ticker and by name',
    (_name, company) => {
      const own = entries.filter((entry) => entry.cik === company.cik);
      const primary = own[0];
      expect(primary).toBeDefined();
      expect(index.search(primary?.ticker ?? '', 1)[0]?.cik).toBe(company.cik);
      const byName = index.search(company.name, 5).map((hit) => hit.cik);
      expect(byName).toContain(company.cik);
    },
  );
});
