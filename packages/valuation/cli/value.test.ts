import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIR = mkdtempSync(join(tmpdir(), 'value-cli-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Runs the CLI as `npm run -s value` does, on a JSON document written to a temporary file. */
function value(document: unknown, name = 'input.json') {
  const file = join(DIR, name);
  writeFileSync(file, typeof document === 'string' ? document : JSON.stringify(document));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/valuation/cli/value.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return {
    status: run.status,
    stderr: run.stderr,
    json: run.status === 0 ? (JSON.parse(run.stdout) as Record<string, unknown>) : null,
  };
}

const dcf = {
  fcff: [100, 110],
  wacc: 0.1,
  mid_year: false,
  terminal: { method: 'perpetuity', growth: 0.02 },
  bridge: { debt: 300, cash: 50 },
  shares: 10,
  price: 100,
};

describe('npm run -s value', { timeout: 60_000 }, () => {
  it('prints the DCF lines of the explicit-cash-flow form', () => {
    const { status, json } = value(dcf);
    expect(status).toBe(0);
    // PV = 90.909091 + 90.909091; TV = 1402.5 → 1159.090909; EV 1340.909091; equity 1090.909091; 109.090909 per share
    expect(json?.wacc).toBe(0.1);
    expect(json?.discount_factors).toEqual([expect.closeTo(1 / 1.1, 12), expect.closeTo(1 / 1.21, 12)]);
    expect(json?.pv_fcff).toEqual([expect.closeTo(90.909091, 6), expect.closeTo(90.909091, 6)]);
    expect(json?.terminal_value).toBeCloseTo(1402.5, 9);
    expect(json?.pv_terminal_value).toBeCloseTo(1159.090909, 6);
    expect(json?.enterprise_value).toBeCloseTo(1340.909091, 6);
    expect(json?.equity_value).toBeCloseTo(1090.909091, 6);
    expect(json?.value_per_share).toBeCloseTo(109.090909, 6);
    expect(json?.upside).toBeCloseTo(0.090909, 6);
  });

  it('builds WACC from capm, values an exit multiple at year N under mid-year, and has no upside without a price', () => {
    const { status, json } = value({
      fcff: [100, 110],
      capm: {
        risk_free: 0.04,
        beta: 1.2,
        market_risk_premium: 0.05,
        cost_of_debt: 0.06,
        tax_rate: 0.25,
        equity_value: 800,
        debt_value: 200,
      },
      mid_year: true,
      terminal: { method: 'exit_multiple', multiple: 10, metric: 150 },
      shares: 1000,
    });
    expect(status).toBe(0);
    // WACC = 0.8 × 10% + 0.2 × 4.5% = 8.9%; TV = 1500 at t = 2; flows at 0.5 and 1.5
    expect(json?.wacc).toBeCloseTo(0.089, 15);
    expect(json?.terminal_value).toBe(1500);
    expect(json?.pv_terminal_value).toBeCloseTo(1500 / 1.089 ** 2, 9);
    expect(json?.enterprise_value).toBeCloseTo(100 / 1.089 ** 0.5 + 110 / 1.089 ** 1.5 + 1500 / 1.089 ** 2, 9);
    expect(json?.upside).toBeNull();
  });

  it('prints value per share and its parts for the residual-earnings form', () => {
    // Penman: B₀ 10.47, r 10%, EPS 1.71 and 1.96, DPS 0.86 and 0.98, RE growing 4% after year 2 → 23.618
    const { status, json } = value({
      model: 'residual_earnings',
      book_value: 10.47,
      net_income: [1.71, 1.96],
      dividends: [0.86, 0.98],
      cost_of_equity: 0.1,
      terminal_growth: 0.04,
      shares: 1,
    });
    expect(status).toBe(0);
    expect(json?.value_per_share).toBeCloseTo(23.618182, 6);
    expect(json?.residual_earnings).toEqual([expect.closeTo(0.663, 12), expect.closeTo(0.828, 12)]);
    const single = value({
      model: 'residual_earnings',
      book_value: 50,
      roe: [0.15],
      cost_of_equity: 0.12,
      terminal_growth: 0.1,
      payout_ratio: 1 / 3,
      shares: 1,
    });
    expect(single.json?.value_per_share).toBeCloseTo(125, 10);
  });

  it('exits non-zero with a clear message on invalid input', () => {
    const { terminal: _terminal, ...noTerminal } = dcf;
    const missing = value(noTerminal);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/terminal: required/);

    const bare = value({ fcff: [100] });
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/terminal: required/);
    expect(bare.stderr).toMatch(/shares: required/);
    expect(bare.stderr).toMatch(/give either "wacc" or "capm"/);

    const typo = value({ ...dcf, terminal: { method: 'perpetuity', grwoth: 0.02 } });
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/grwoth/);

    const growth = value({ ...dcf, terminal: { method: 'perpetuity', growth: 0.1 } });
    expect(growth.status).toBe(1);
    expect(growth.stderr).toMatch(/Terminal growth 10\.00% must be below the discount rate 10\.00%/);

    const shares = value({ ...dcf, shares: -5 });
    expect(shares.status).toBe(2);
    expect(shares.stderr).toMatch(/shares: must be positive/);

    const both = value({ ...dcf, capm: { risk_free: 0.04 } });
    expect(both.status).toBe(2);

    const residualGrowth = value({
      model: 'residual_earnings',
      book_value: 10,
      net_income: [1],
      cost_of_equity: 0.08,
      terminal_growth: 0.08,
      payout_ratio: 0.5,
      shares: 1,
    });
    expect(residualGrowth.status).toBe(1);
    expect(residualGrowth.stderr).toMatch(/below the cost of equity/);

    const notJson = value('{"fcff": [1, 2', 'broken.json');
    expect(notJson.status).toBe(2);
    expect(notJson.stderr).toMatch(/not valid JSON/);
  });
});
