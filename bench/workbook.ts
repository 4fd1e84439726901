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
