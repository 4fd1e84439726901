import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCompanyFacts, standardizeCompanyFacts } from '@app/market-data';
import { money, perShare, rate, type TModelInput } from '@app/valuation';
import type { TWorkbookInput } from './workbook-input.js';

const PACK = fileURLToPath(new URL('../../../../shared/data/pack/', import.meta.url));

type TTicker = { cik_str: number; ticker: string; title: string };

/**
 * A model of a pack company as the app would make it: the last five fiscal years of its real SEC
 * facts (and its last `quarters` quarters), a valuation date 40 days after the base year, a CAPM
 * WACC and a price. Test support only.
 */
export function packModel(ticker: string, overrides: Partial<TModelInput> = {}, quarters = 4): TWorkbookInput {
  const tickers = Object.values(
    JSON.parse(readFileSync(`${PACK}company_tickers.json`, 'utf8')) as Record<string, TTicker>,
  );
  const entry = tickers.find((t) => t.ticker === ticker);
  if (!entry) throw new Error(`${ticker} is not in the pack`);
  const cik = String(entry.cik_str).padStart(10, '0');
  const facts = parseCompanyFacts(readFileSync(`${PACK}companyfacts/CIK${cik}.json`, 'utf8'), ticker);
  const { annual, quarterly, currency } = standardizeCompanyFacts(facts);
  const history = [...annual.slice(-5), ...(quarters > 0 ? quarterly.slice(-quarters) : [])];
  const baseEnd = annual.at(-1)?.period_end as string;
  const valuationDate = new Date(Date.parse(`${baseEnd}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
  const modelInput: TModelInput = {
    history,
    valuationDate,
    discountRate: {
      capm: {
        riskFreeRate: rate(0.0425),
        beta: 1.15,
        marketRiskPremium: rate(0.05),
        preTaxCostOfDebt: rate(0.05),
        taxRate: rate(0.21),
        equityValue: money(500e9),
        debtValue: money(20e9),
      },
    },
    terminal: { method: 'perpetuity', growth: rate(0.025) },
    defaults: { years: 10, fadeRevenueGrowthTo: rate(0.025) },
    price: perShare(100),
    ...overrides,
  };
  return {
    company: {
      name: facts.entityName,
      ticker,
      exchange: 'Nasdaq',
      country: 'US',
      sector: null,
      industry: null,
      currency: currency ?? 'USD',
    },
    modelInput,
    sources: { risk_free_rate: '10-year US Treasury (test)', beta: '5-year monthly regression (test)' },
    comps: null,
    exportedAt: new Date('2026-11-22T08:00:00Z'),
  };
}
