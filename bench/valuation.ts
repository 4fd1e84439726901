import { readFileSync } from 'node:fs';
import { parseCompanyFacts, standardizeCompanyFacts } from '../packages/market-data/src/index.js';
import {
  perShare,
  rate,
  reverseDcf,
  runModel,
  runSensitivity,
  type TModelInput,
  type TSensitivityAxisInput,
} from '../packages/valuation/src/index.js';

const APPLE = new URL('../../shared/data/pack/companyfacts/CIK0000320193.json', import.meta.url);

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(runs: number, work: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * Valuation engine speed on Apple's standardized history: a full model (driver defaults from 19
 * years of history, 10-year three-statement forecast, FCFF, DCF and bridge) and 11 × 11 × 11
 * sensitivity grids. Medians after warm-up.
 */
export function benchValuation(): void {
  const { annual } = standardizeCompanyFacts(parseCompanyFacts(readFileSync(APPLE, 'utf8'), 'CIK0000320193.json'));
  const base = annual.at(-1);
  const model: TModelInput = {
    history: annual,
    valuationDate: base?.period_end ?? '2025-09-27',
    discountRate: { wacc: rate(0.09) },
    convention: 'mid_year',
    terminal: { method: 'perpetuity', growth: rate(0.025) },
  };
  const check = runModel(model);
  if (!check.ok) throw new Error(check.error.message);
  for (let i = 0; i < 200; i += 1) runModel(model);
  const fullModel = time(2000, () => runModel(model));
  const grid = (axes: TSensitivityAxisInput[]) => {
    runSensitivity({ model, axes });
    return time(15, () => {
      const result = runSensitivity({ model, axes });
      if (!result.ok || result.value.prices.length !== 1331) throw new Error('sensitivity failed');
    });
  };
  const rates = grid([
    { variable: 'wacc', steps: 11, gap: rate(0.0025) },
    { variable: 'terminal_growth', steps: 11, gap: rate(0.0025) },
    { variable: 'revenue_growth', steps: 11, gap: rate(0.005) },
  ]);
  const operating = grid([
    { variable: 'revenue_growth', steps: 11, gap: rate(0.005) },
    { variable: 'gross_margin', steps: 11, gap: rate(0.005) },
    { variable: 'wacc', steps: 11, gap: rate(0.0025) },
  ]);
  const reverse = (solveFor: 'revenue_growth' | 'terminal_growth') =>
    time(21, () => {
      const result = reverseDcf({ model, price: perShare(check.value.dcf.bridge.valuePerShare * 1.5), solveFor });
      if (!result.ok) throw new Error(result.error.message);
    });
  console.info(
    `valuation: reverse DCF (the price 1.5 × the model's value) implied revenue growth median ${reverse('revenue_growth').toFixed(1)} ms, ` +
      `implied terminal growth median ${reverse('terminal_growth').toFixed(1)} ms`,
  );
  console.info(
    `valuation: full model (defaults from ${annual.length} years, 10-year three-statement forecast, DCF) ` +
      `median ${fullModel.toFixed(3)} ms; sensitivity 11×11×11 (WACC × growth × revenue growth) ` +
      `median ${rates.toFixed(1)} ms, (revenue growth × gross margin × WACC) median ${operating.toFixed(1)} ms`,
  );
}
