import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { monthlyBeta } from './beta.js';
import { monthEndValues } from './month-end.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

/**
 * A separate, deliberately plain implementation: month-end closes by keeping the latest date per
 * `YYYY-MM` key of the raw CSV, returns over the 61 month-ends Dec 2020 … Dec 2025, and β, SE and r²
 * from one-pass sums (β = (nΣxy − ΣxΣy)/(nΣx² − (Σx)²), SE = √((1 − r²)/(n − 2)) · s_y/s_x).
 */
async function independentBeta(ticker: string) {
  const monthEnds = async (path: string) => {
    const byMonth = new Map<string, [string, number]>();
    for (const line of (await readFile(path, 'utf8')).trim().split('\n').slice(1)) {
      const [date = '', value = ''] = line.split(',');
      const kept = byMonth.get(date.slice(0, 7));
      if (value !== '' && (!kept || kept[0] < date)) byMonth.set(date.slice(0, 7), [date, Number(value)]);
    }
    return byMonth;
  };
  const stock = await monthEnds(`${PACK_DIR}prices/${ticker}.csv`);
  const index = await monthEnds(`${PACK_DIR}index/SP500.csv`);
  // Dec 2020 … Dec 2025: 61 month-ends.
  const months = Array.from({ length: 61 }, (_, k) => {
    const total = 2020 * 12 + 11 + k;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
  const xs: number[] = [];
  const ys: number[] = [];
  for (let k = 1; k < months.length; k++) {
    const at = (map: Map<string, [string, number]>, month: string) => (map.get(month) as [string, number])[1];
    xs.push(at(index, months[k] as string) / at(index, months[k - 1] as string) - 1);
    ys.push(at(stock, months[k] as string) / at(stock, months[k - 1] as string) - 1);
  }
  const n = xs.length;
  const sx = xs.reduce((a, b) => a + b, 0);
  const sy = ys.reduce((a, b) => a + b, 0);
  const sxy = xs.reduce((a, x, i) => a + x * (ys[i] as number), 0);
  const sxx = xs.reduce((a, x) => a + x * x, 0);
  const syy = ys.reduce((a, y) => a + y * y, 0);
  const beta = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const r = (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
  const se = Math.sqrt((1 - r * r) / (n - 2)) * Math.sqrt((n * syy - sy * sy) / (n * sxx - sx * sx));
  return { n, beta, se, r2: r * r, alpha: sy / n - beta * (sx / n) };
}

describe('5-year monthly beta', () => {
  it('AAPL to 2025-12-31 matches an independent computation', async () => {
    const result = monthlyBeta(await pack.prices('AAPL'), await pack.sp500(), '2025-12-31');
    if (!result.ok) throw result.error;
    const expected = await independentBeta('AAPL');
    expect(result.value).toMatchObject({
      months: 60,
      window: { from: '2021-01', to: '2025-12' },
      isShortWindow: false,
      symbol: 'AAPL',
      indexId: 'SP500',
    });
    expect(result.value.months).toBe(expected.n);
    expect(result.value.beta).toBeCloseTo(expected.beta, 10);
    expect(result.value.standardError).toBeCloseTo(expected.se, 10);
    expect(result.value.rSquared).toBeCloseTo(expected.r2, 10);
    expect(result.value.alpha).toBeCloseTo(expected.alpha, 10);
    // Cross-checked while developing with numpy.linalg.lstsq on the same month-end closes.
    expect(result.value.beta).toBeCloseTo(1.0912314852010234, 10);
    expect(result.value.standardError).toBeCloseTo(0.1588459330748968, 10);
    expect(result.value.rSquared).toBeCloseTo(0.4486347863620098, 10);
    expect(result.value.alpha).toBeCloseTo(0.002925749680707437, 10);
  });

  it('mid-month valuation dates use complete months only', async () => {
    const result = monthlyBeta(await pack.prices('AAPL'), await pack.sp500(), '2025-12-30');
    expect(result).toMatchObject({ ok: true, value: { window: { from: '2020-12', to: '2025-11' }, months: 60 } });
  });

  it('flags a window shorter than 5 years (the index series starts 2016-02)', async () => {
    const result = monthlyBeta(await pack.prices('MSFT'), await pack.sp500(), '2019-12-31');
    expect(result).toMatchObject({ ok: true, value: { months: 46, isShortWindow: true } });
  });

  it('refuses fewer than 24 overlapping months', async () => {
    const result = monthlyBeta(await pack.prices('MSFT'), await pack.sp500(), '2017-06-30');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { series: 'beta', months: 16, minMonths: 24 } },
    });
  });

  it('does not take the last day of a series that stops mid-month as a month-end', async () => {
    const sp500 = await pack.sp500();
    expect(sp500.points.at(-1)?.date).toBe('2026-02-11');
    expect(monthEndValues(sp500.points).at(-1)).toMatchObject({ month: '2026-01' });
    const result = monthlyBeta(await pack.prices('AAPL'), sp500, '2026-02-28');
    // Prices end 2025-12-31: Jan and Feb 2026 have no stock month-end, so 58 of 60 returns remain.
    expect(result).toMatchObject({ ok: true, value: { months: 58, isShortWindow: true } });
  });
});
