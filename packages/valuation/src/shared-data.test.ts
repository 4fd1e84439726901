/**
 * Every company in `../shared/data` (the data pack's companyfacts: the real SEC responses and the
 * 10-K-derived files, one per company), standardized by the real XBRL standardizer of
 * `@app/market-data`, gives a forecast whose balance sheet balances and whose cash flow statement
 * reconciles cash in every year, whatever lines the company does not report.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCompanyFacts, standardizeCompanyFacts } from '@app/market-data';
import { describe, expect, it } from 'vitest';
import { buildForecast } from './forecast/three-statements.js';
import { defaultDrivers } from './history/driver-defaults.js';

const PACK_FACTS = fileURLToPath(new URL('../../../../shared/data/pack/companyfacts/', import.meta.url));
const FILES = readdirSync(PACK_FACTS)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('forecasts of every company in the shared data', () => {
  it('covers the pack', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(28);
  });

  it.each(FILES)('%s balances and reconciles cash in every forecast year', (file) => {
    const facts = parseCompanyFacts(readFileSync(`${PACK_FACTS}${file}`, 'utf8'), file);
    const { annual } = standardizeCompanyFacts(facts);
    expect(annual.length, `${facts.entityName}: no annual periods`).toBeGreaterThan(0);
    const defaults = defaultDrivers(annual, { years: 10 });
    if (!defaults.ok) throw new Error(`${facts.entityName}: ${defaults.error.message}`);
    const { base, drivers } = defaults.value;
    const forecast = buildForecast(base, drivers);
    if (!forecast.ok) throw new Error(`${facts.entityName}: ${forecast.error.message}`);
    const { balance, cashFlow, checks } = forecast.value;
    expect(checks.isBalanced, facts.entityName).toBe(true);
    for (let t = 0; t < 10; t += 1) {
      const scale = 1e-9 * Math.max(1, Math.abs(balance.totalAssets[t] as number));
      const gap = (balance.totalAssets[t] as number) - (balance.totalLiabilitiesAndEquity[t] as number);
      expect(Math.abs(gap), `${facts.entityName} year ${t + 1}`).toBeLessThanOrEqual(scale);
      const opening = t === 0 ? base.balance.cash.value : (balance.cash[t - 1] as number);
      const change =
        (cashFlow.operatingCashFlow[t] as number) +
        (cashFlow.investingCashFlow[t] as number) +
        (cashFlow.financingCashFlow[t] as number);
      expect(Math.abs((balance.cash[t] as number) - opening - change)).toBeLessThanOrEqual(scale);
    }
    // The base balances too: named lines plus residuals add up to the reported totals.
    const b = base.balance;
    const assets = [
      b.cash,
      b.shortTermInvestments,
      b.receivables,
      b.inventory,
      b.otherAssets,
      b.ppe,
      b.intangibles,
      b.goodwill,
    ];
    expect(assets.reduce((sum, line) => sum + line.value, 0)).toBeCloseTo(b.totalAssets.value, 0);
  });
});
