import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { treasuryYieldAsOf } from './treasury-yield.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

describe('10-year Treasury yield at the valuation date', () => {
  it('takes the latest GS10 observation on or before the date, as a decimal with its date and period', async () => {
    const result = treasuryYieldAsOf(await pack.treasury10y(), '2025-12-31');
    expect(result).toMatchObject({
      ok: true,
      value: {
        percent: 4.14,
        date: '2025-12-01',
        requestedDate: '2025-12-31',
        seriesId: 'GS10',
        frequency: 'monthly',
        period: { start: '2025-12-01', end: '2025-12-31' },
      },
    });
    if (result.ok) expect(result.value.rate).toBeCloseTo(0.0414, 12);
  });

  it('on the first of a month uses that month', async () => {
    expect(treasuryYieldAsOf(await pack.treasury10y(), '2025-11-01')).toMatchObject({
      ok: true,
      value: { percent: 4.09, date: '2025-11-01' },
    });
  });

  it('reports dates outside the series as DATA_NOT_AVAILABLE', async () => {
    const series = await pack.treasury10y();
    expect(treasuryYieldAsOf(series, '1953-03-31')).toMatchObject({ ok: false, error: { code: 'DATA_NOT_AVAILABLE' } });
    expect(treasuryYieldAsOf(series, '2026-09-30')).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { lastDate: '2026-06-01', maxStaleDays: 62 } },
    });
  });
});
