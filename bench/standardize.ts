import { readFileSync } from 'node:fs';
import { ZCompanyFactsSchema } from '../packages/market-data/src/sec/sec-schemas.js';
import { standardizeCompanyFacts } from '../packages/market-data/src/xbrl/standardize.js';

const COMPANY_FACTS = new URL('../../shared/data/pack/companyfacts/', import.meta.url);
const COMPANIES = [
  { ticker: 'NVDA', file: 'CIK0001045810.json' },
  { ticker: 'AAPL', file: 'CIK0000320193.json' },
  { ticker: 'GOOGL', file: 'CIK0001652044.json' },
];
const RUNS = 9;

/**
 * Parse + validate + standardize one company's companyfacts, from the JSON text: the first run of
 * the process (cold: nothing compiled yet), then the median of further runs, each on a freshly
 * parsed document (no state carried over but the JIT's). Goal: under 150 ms.
 */
export function benchStandardize(): void {
  for (const { ticker, file } of COMPANIES) {
    const text = readFileSync(new URL(file, COMPANY_FACTS), 'utf8');
    const runs = Array.from({ length: RUNS }, () => timeOnce(text));
    const [first, ...rest] = runs;
    const median = (pick: (run: TRun) => number) =>
      rest.map(pick).sort((a, b) => a - b)[Math.floor(rest.length / 2)] ?? 0;
    const size = (text.length / 1e6).toFixed(1);
    console.info(
      `standardize ${ticker.padEnd(5)} ${size} MB  first ${ms(first?.total)} ms (${parts(first)})` +
        `  median ${ms(median((r) => r.total))} ms (${parts({ parse: median((r) => r.parse), validate: median((r) => r.validate), standardize: median((r) => r.standardize) })})`,
    );
  }
}

type TRun = { parse: number; validate: number; standardize: number; total: number };

function timeOnce(text: string): TRun {
  const start = performance.now();
  const json: unknown = JSON.parse(text);
  const parsed = performance.now();
  const facts = ZCompanyFactsSchema.parse(json);
  const validated = performance.now();
  standardizeCompanyFacts(facts);
  const done = performance.now();
  return { parse: parsed - start, validate: validated - parsed, standardize: done - validated, total: done - start };
}

const ms = (value: number | undefined) => (value ?? 0).toFixed(1).padStart(6);
const parts = (run: Omit<TRun, 'total'> | undefined) =>
  `JSON.parse ${ms(run?.parse).trim()} + zod ${ms(run?.validate).trim()} + standardize ${ms(run?.standardize).trim()}`;
