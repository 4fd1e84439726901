import { parseArgs } from 'node:util';
import { createMarketDataSource, isMarketDataError, MemoryResponseCache, readMarketDataConfig } from '@app/market-data';
import { companyReport } from './company-report.js';

const USAGE = 'usage: npm run -s company -- TICKER [--quarterly] [--years N] [--as-of YYYY-MM-DD]';

/**
 * `npm run -s company -- AAPL`: prints a company's profile, standardized statements, checks and
 * market inputs as JSON. Reads `MARKET_DATA_DIR` when set, else the live providers.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      quarterly: { type: 'boolean', default: false },
      years: { type: 'string', default: '5' },
      'as-of': { type: 'string', default: new Date().toISOString().slice(0, 10) },
    },
  });
  const years = Number(values.years);
  const asOf = values['as-of'];
  if (positionals.length !== 1 || !Number.isInteger(years) || years < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    console.error(USAGE);
    return 2;
  }
  const source = createMarketDataSource(readMarketDataConfig(process.env), { cache: new MemoryResponseCache() });
  const report = await companyReport(source, {
    ticker: positionals[0] ?? '',
    quarterly: values.quarterly,
    years,
    asOf,
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (isMarketDataError(error)) console.error(`${error.code}: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
