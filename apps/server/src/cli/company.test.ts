import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PACK_DIR } from '../test/test-app.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `npm run -s company -- …` the way a person does, against the real data pack. */
async function company(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/company.ts', ...args],
      { cwd: ROOT, env: { ...process.env, MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each call starts a Node process that loads TypeScript (1.7–2.6 s here, more on a busy machine).
describe('npm run -s company', { timeout: 30_000 }, () => {
  it('prints profile, annual periods by standard key, checks and market inputs', async () => {
    const { code, stdout } = await company('AAPL', '--years', '3', '--as-of', '2025-12-31');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.profile).toMatchObject({ ticker: 'AAPL', sic: { code: '3571' }, exchange: { name: 'Nasdaq' } });
    expect(report.annual.map((period: { fiscal_year: number }) => period.fiscal_year)).toEqual([2023, 2024, 2025]);
    const fy2024 = report.annual[1];
    expect(fy2024).toMatchObject({
      period_end: '2024-09-28',
      income: { revenue: 391_035_000_000, net_income: 93_736_000_000 },
    });
    expect(fy2024.balance.total_assets).toBeGreaterThan(0);
    expect(fy2024.cash_flow.operating_cash_flow).toBeGreaterThan(0);
    expect(report.market).toMatchObject({ price: 271.86, price_date: '2025-12-31', risk_free_rate: { value: 0.0414 } });
    expect(report.market.beta.months).toBe(60);
  });

  it('prints quarters and the trailing twelve months with --quarterly', async () => {
    const { stdout } = await company('NVDA', '--quarterly', '--years', '1', '--as-of', '2025-12-31');
    const periods = JSON.parse(stdout).quarterly as { fiscal_period: string; period_end: string }[];
    expect(periods).toHaveLength(5);
    const [quarters, ttm] = [periods.slice(0, 4), periods[4]];
    expect(new Set(quarters.map((period) => period.fiscal_period))).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
    expect(ttm).toMatchObject({ fiscal_period: 'TTM', period_end: quarters[3]?.period_end });
  });

  it('says plainly what the source lacks instead of inventing it', async () => {
    const { code, stdout } = await company('SNOW', '--as-of', '2025-12-31');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.market.price.missing).toMatchObject({ code: 'DATA_NOT_AVAILABLE' });
    expect(report.market.price.missing.message).toMatch(/SNOW/);
    expect(report.annual.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses financial companies and unknown tickers with a clear message', async () => {
    const fannie = await company('FNMA');
    expect(fannie.code).toBe(1);
    expect(fannie.stderr).toMatch(/^FINANCIAL_COMPANY_UNSUPPORTED: .*SIC 6111/);
    const unknown = await company('NOSUCH');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^TICKER_NOT_FOUND/);
    const usage = await company();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run -s company/);
  });
});
