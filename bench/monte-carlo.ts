import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signInAsTemp, startTestApp, type TestApp } from '../apps/server/src/test/test-app.js';
import type { TModelStatus, TModelValues } from '../packages/contract/src/index.js';
import { createPackSource } from '../packages/market-data/src/index.js';
import {
  compileValuation,
  defaultMonteCarloRanges,
  monteCarlo,
  monteCarloOf,
  runModel,
  type TModelInput,
} from '../packages/valuation/src/index.js';

const PACK = resolve(process.env.MARKET_DATA_DIR ?? new URL('../../shared/data/pack', import.meta.url).pathname);
/** Pack companies with prices: different margins, growth and asset bases; Apple also over 10 years. */
const MODELS = [
  { ticker: 'AAPL', years: 5 },
  { ticker: 'AAPL', years: 10 },
  { ticker: 'NVDA', years: 5 },
  { ticker: 'KO', years: 5 },
  { ticker: 'AMZN', years: 5 },
  { ticker: 'GOOGL', years: 5 },
  { ticker: 'WMT', years: 5 },
];
const DRAWS = 10_000;
const RUNS = 7;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Monte Carlo of each company's default model, made as a user makes it (`POST model/dcf/base` over
 * the pack, 5 forecast years, and Apple's over 10): 10,000 draws of the default ranges (revenue growth ± 5 pts, operating margin ± 3 pts,
 * WACC ± 1 pt, terminal growth ± 0.5 pt), the whole run (compile + draws + statistics) and the draws
 * alone on a compiled model, medians of 7 runs after a warm-up; beside it, what 10,000 `runModel`
 * calls take (1,000 timed, times 10).
 */
export async function benchMonteCarlo(): Promise<void> {
  const t = await startTestApp({ marketData: createPackSource(PACK) });
  try {
    const { token } = await signInAsTemp(t);
    for (const { ticker, years } of MODELS) {
      const input = await defaultModelInput(t, token, ticker, years);
      if (!input) continue;
      const compiled = compileValuation(input);
      if (!compiled.ok) {
        console.info(`monte carlo ${ticker}: ${compiled.error.message}`);
        continue;
      }
      const ranges = defaultMonteCarloRanges(compiled.value);
      const options = { ranges, draws: DRAWS, seed: 1 };
      monteCarlo({ model: input, ...options });
      const whole: number[] = [];
      const drawsOnly: number[] = [];
      let summary = '';
      for (let run = 0; run < RUNS; run += 1) {
        let started = performance.now();
        const result = monteCarlo({ model: input, ...options, seed: run + 1 });
        whole.push(performance.now() - started);
        started = performance.now();
        monteCarloOf(compiled.value, { ...options, seed: run + 1 });
        drawsOnly.push(performance.now() - started);
        if (run === 0 && result.ok) {
          const p = (k: number) => result.value.percentiles.find((q) => q.percentile === k)?.value.toFixed(2);
          summary =
            `P5 ${p(5)} · P50 ${p(50)} · P95 ${p(95)} (model ${result.value.modelValue.toFixed(2)}, ` +
            `price ${result.value.price?.toFixed(2) ?? '—'}), valued ${result.value.valued} of ${DRAWS}`;
        }
      }
      const started = performance.now();
      for (let i = 0; i < 1000; i += 1) runModel(input);
      const full = (performance.now() - started) * 10;
      console.info(
        `monte carlo ${ticker.padEnd(5)} ${compiled.value.years} years: ${DRAWS} draws median ${median(whole).toFixed(1)} ms ` +
          `(draws on the compiled model ${median(drawsOnly).toFixed(1)} ms); ${DRAWS} runModel calls ≈ ${full.toFixed(0)} ms; ${summary}`,
      );
    }
  } finally {
    await t.close();
  }
}

/** The default model's input, over `years` forecast years (as a full account's longer forecast is made). */
async function defaultModelInput(
  t: TestApp,
  token: string,
  ticker: string,
  years: number,
): Promise<TModelInput | null> {
  const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', { token, body: { ticker } });
  if (created.code !== 0) {
    console.info(`monte carlo ${ticker}: ${created.message}`);
    return null;
  }
  const id = created.data.model_id;
  for (;;) {
    const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${id}`, { token });
    if (status.data.status === 'success') break;
    if (status.data.status !== 'starting' && status.data.status !== 'processing') {
      console.info(`monte carlo ${ticker}: ${status.data.error?.message ?? status.data.status}`);
      return null;
    }
    await new Promise((done) => setTimeout(done, 5));
  }
  const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
  if (values.code !== 0) return null;
  const input = values.data.model_input as unknown as TModelInput;
  return { ...input, defaults: { ...input.defaults, years } };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMonteCarlo();
