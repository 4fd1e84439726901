import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signInAsTemp, startTestApp, type TestApp } from '../apps/server/src/test/test-app.js';
import type { TModelStatus, TModelValues } from '../packages/contract/src/index.js';
import { createPackSource } from '../packages/market-data/src/index.js';
import type { TStatementPeriod } from '../packages/statements/src/index.js';
import { runModel, type TModelInput } from '../packages/valuation/src/index.js';

/** The pack the issue names; `MARKET_DATA_DIR` points elsewhere. */
const PACK = resolve(process.env.MARKET_DATA_DIR ?? new URL('../../shared/data/pack', import.meta.url).pathname);

/** The ratios compared between the last actual year and forecast year 1 (all shares of revenue but growth and tax). */
const RATIOS = ['growth', 'gross', 'rnd', 'sga', 'other', 'da', 'ebit', 'capex', 'tax'] as const;
type TRatios = Record<(typeof RATIOS)[number], number | undefined>;

/**
 * The default model of every company in the pack, made as a user makes it (`POST model/dcf/base`
 * over the pack, in-memory PGlite): implied price, price, WACC, raw and adjusted beta, R², the
 * terminal value's share of EV, the EBIT margin path, and the first forecast year's ratios beside
 * the last actual year's. A company the server refuses is listed with the reason.
 */
export async function benchDefaults(): Promise<void> {
  const tickers = packTickers();
  const t = await startTestApp({ marketData: createPackSource(PACK) });
  const pct = (v: number | null | undefined, digits = 1) =>
    v === null || v === undefined || !Number.isFinite(v) ? '—' : `${(v * 100).toFixed(digits)}%`;
  const num = (v: number | null | undefined, digits = 2) =>
    v === null || v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(digits);
  try {
    const { token } = await signInAsTemp(t);
    console.info(`default models over ${PACK} (${tickers.length} companies with companyfacts)`);
    console.info(
      'ticker  implied   price  upside    WACC  β raw  β adj    R²  β used  TV/EV  EBIT margin y1→yN (path); EBIT y1→yN',
    );
    const details: string[] = [];
    for (const ticker of tickers) {
      const made = await makeModel(t, token, ticker);
      if (!made.ok) {
        console.info(`${ticker.padEnd(6)}  refused: ${made.reason}`);
        continue;
      }
      const values = made.values;
      const input = values.model_input as unknown as TModelInput;
      const model = runModel(input);
      if (!model.ok) {
        console.info(`${ticker.padEnd(6)}  engine: ${model.error.message}`);
        continue;
      }
      const m = model.value;
      const raw = values.market.beta?.value ?? null;
      const used =
        'capm' in input.discountRate && 'beta' in input.discountRate.capm ? input.discountRate.capm.beta : null;
      const margins = m.forecast.income.ebit.map((ebit, i) => ebit / (m.forecast.income.revenue[i] as number));
      const ebit = m.forecast.income.ebit;
      console.info(
        [
          ticker.padEnd(6),
          num(m.dcf.bridge.valuePerShare).padStart(8),
          num(m.dcf.bridge.price).padStart(7),
          pct(m.dcf.bridge.upside, 0).padStart(7),
          pct(m.discountRate.value, 2).padStart(7),
          num(raw).padStart(6),
          num(raw === null ? null : (2 / 3) * raw + 1 / 3).padStart(6),
          num(values.market.beta?.r_squared).padStart(5),
          num(used).padStart(7),
          pct(m.dcf.terminalShareOfEv, 0).padStart(6),
          ` ${pct(margins[0])} → ${pct(margins.at(-1))} (${shapeOf(margins, 1e-12)});`,
          `${num((ebit[0] as number) / 1e9, 1)} → ${num((ebit.at(-1) as number) / 1e9, 1)} bn (${shapeOf(ebit, 0)})`,
        ].join(' '),
      );
      const last = lastActual(input.history);
      const first: TRatios = {
        growth: m.drivers.revenueGrowth.values[0],
        gross: m.drivers.grossMargin.values[0],
        rnd: m.drivers.researchPctRevenue.values[0],
        sga: m.drivers.sgaPctRevenue.values[0],
        other: m.drivers.otherOpexPctRevenue.values[0],
        da:
          (m.forecast.income.depreciation[0] as number) / (m.forecast.income.revenue[0] as number) +
          (m.forecast.income.amortization[0] as number) / (m.forecast.income.revenue[0] as number),
        ebit: margins[0],
        capex: m.drivers.capexPctRevenue.values[0],
        tax: m.drivers.taxRate.values[0],
      };
      details.push(
        `${ticker.padEnd(6)} FY${m.base.fiscalYear} ${RATIOS.map((k) => pct(last[k]).padStart(6)).join(' ')}\n` +
          `${''.padEnd(6)} FY${m.base.fiscalYear + 1}E ${RATIOS.map((k) => pct(first[k]).padStart(6)).join(' ')}`,
      );
    }
    console.info(
      `\nlast actual year beside forecast year 1\n${''.padEnd(13)} ${RATIOS.map((k) => k.padStart(6)).join(' ')}`,
    );
    for (const line of details) console.info(line);
  } finally {
    await t.close();
  }
}

/** Whether a path rises every year, falls every year, or does both. */
function shapeOf(path: readonly number[], tolerance: number): 'rising' | 'falling' | 'mixed' {
  const steps = path.slice(1).map((v, i) => v - (path[i] as number));
  if (steps.every((s) => s >= -tolerance)) return 'rising';
  return steps.every((s) => s <= tolerance) ? 'falling' : 'mixed';
}

/** Tickers of the pack's companyfacts files, by the pack's ticker list. */
function packTickers(): string[] {
  const list = JSON.parse(readFileSync(join(PACK, 'company_tickers.json'), 'utf8')) as Record<
    string,
    { cik_str: number; ticker: string }
  >;
  const byCik = new Map<number, string>();
  for (const entry of Object.values(list)) if (!byCik.has(entry.cik_str)) byCik.set(entry.cik_str, entry.ticker);
  return readdirSync(join(PACK, 'companyfacts'))
    .flatMap((file) => /^CIK(\d{10})\.json$/.exec(file)?.[1] ?? [])
    .flatMap((cik) => byCik.get(Number(cik)) ?? [])
    .sort();
}

async function makeModel(
  t: TestApp,
  token: string,
  ticker: string,
): Promise<{ ok: true; values: TModelValues } | { ok: false; reason: string }> {
  const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', { token, body: { ticker } });
  if (created.code !== 0) return { ok: false, reason: created.message };
  const id = created.data.model_id;
  for (;;) {
    const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${id}`, { token });
    if (status.data.status === 'success') break;
    if (status.data.status !== 'starting' && status.data.status !== 'processing') {
      return { ok: false, reason: status.data.error?.message ?? status.data.status };
    }
    await new Promise((done) => setTimeout(done, 5));
  }
  const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
  return values.code === 0 ? { ok: true, values: values.data } : { ok: false, reason: values.message };
}

/** The last fiscal year's ratios as the engine reads them (other as filed = GP − R&D − SG&A − EBIT). */
function lastActual(history: readonly TStatementPeriod[]): TRatios {
  const annual = history.filter((p) => p.fiscal_period === 'FY').sort((a, b) => a.fiscal_year - b.fiscal_year);
  const p = annual.at(-1) as TStatementPeriod;
  const prior = annual.find((q) => q.fiscal_year === p.fiscal_year - 1);
  const inc = (q: TStatementPeriod, key: keyof TStatementPeriod['income']) => q.income[key]?.value;
  const cf = (key: keyof TStatementPeriod['cash_flow']) => p.cash_flow[key]?.value;
  const revenue = inc(p, 'revenue') as number;
  const share = (v: number | undefined) => (v === undefined ? undefined : v / revenue);
  const gross = inc(p, 'gross_profit') ?? revenue - (inc(p, 'cost_of_revenue') ?? Number.NaN);
  const sga =
    inc(p, 'selling_general_administrative') ??
    (inc(p, 'selling_marketing') ?? Number.NaN) + (inc(p, 'general_administrative') ?? Number.NaN);
  const da = cf('depreciation_amortization') ?? (cf('depreciation') ?? Number.NaN) + (cf('amortization') ?? Number.NaN);
  const ebit = inc(p, 'operating_income');
  const rnd = inc(p, 'research_and_development');
  const pretax = inc(p, 'pretax_income');
  const tax = inc(p, 'income_tax');
  const priorRevenue = prior ? inc(prior, 'revenue') : undefined;
  return {
    growth: priorRevenue ? revenue / priorRevenue - 1 : undefined,
    gross: share(gross),
    rnd: share(rnd),
    sga: share(sga),
    other: ebit === undefined ? undefined : share(gross - (rnd ?? 0) - (Number.isFinite(sga) ? sga : 0) - ebit),
    da: share(da),
    ebit: share(ebit),
    capex: share(Math.abs(cf('capital_expenditure') ?? Number.NaN)),
    tax: pretax && tax !== undefined ? tax / pretax : undefined,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDefaults();
