import { buildModelWorkbook } from '../packages/workbook/src/index.js';
import { recalculateWithLibreOffice } from '../packages/workbook/src/libreoffice.test-helper.js';
import { packModel } from '../packages/workbook/src/pack-models.test-helper.js';

async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return [...samples].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
}

/**
 * Spreadsheet export (goal: under 500 ms): NVIDIA's 10-year model from five fiscal years, annual
 * only and with eight quarters of history; the first export in the process, the warm median and
 * the file size; then one LibreOffice recalculation of the file (what the correctness test runs).
 */
export async function benchWorkbook(): Promise<void> {
  const annual = packModel('NVDA', {}, 0);
  const quarterly = packModel('NVDA', {}, 8);
  let started = performance.now();
  const file = await buildModelWorkbook(annual);
  const first = performance.now() - started;
  const annualMs = await medianMs(15, () => buildModelWorkbook(annual));
  const quarterlyFile = await buildModelWorkbook(quarterly);
  const quarterlyMs = await medianMs(15, () => buildModelWorkbook(quarterly));
  const kb = (buffer: Buffer) => (buffer.length / 1024).toFixed(0);
  console.info(
    `workbook export NVDA 10-year: annual ${annualMs.toFixed(0)} ms (first ${first.toFixed(0)} ms), ${kb(file)} kB; ` +
      `with 8 quarters ${quarterlyMs.toFixed(0)} ms, ${kb(quarterlyFile)} kB`,
  );
  // The same model in Chinese, money in hundred millions, a revenue-growth × WACC grid of 7 × 7 (the
  // engine's values) and the bear case active: every optional part of the export at once.
  const configured = {
    ...quarterly,
    language: 'zh' as const,
    reportUnit: 'hundred_millions' as const,
    sensitivity: {
      axes: [
        { variable: 'revenue_growth' as const, steps: 7, gap: 0.01 },
        { variable: 'wacc' as const, steps: 7, gap: 0.005 },
      ],
      timeframe: null,
    },
    scenarios: {
      active: 'bear' as const,
      bear: { revenueGrowth: -0.03, operatingMargin: -0.02, wacc: 0.01, terminalGrowth: -0.005, exitMultiple: -1 },
      bull: { revenueGrowth: 0.03, operatingMargin: 0.02, wacc: -0.01, terminalGrowth: 0.005, exitMultiple: 1 },
    },
  };
  const configuredFile = await buildModelWorkbook(configured);
  const configuredMs = await medianMs(15, () => buildModelWorkbook(configured));
  console.info(
    `workbook export NVDA in Chinese (亿), 7 × 7 growth × WACC grid, bear case: ${configuredMs.toFixed(0)} ms, ${kb(configuredFile)} kB`,
  );
  try {
    started = performance.now();
    await recalculateWithLibreOffice({ nvda: file });
    console.info(
      `workbook LibreOffice recalculation (start + load + recalc + save): ${(performance.now() - started).toFixed(0)} ms`,
    );
  } catch (error) {
    console.info(`workbook LibreOffice recalculation: skipped (${(error as Error).message})`);
  }
}
