/**
 * The exported workbook, recalculated by LibreOffice (a spreadsheet engine we did not write), gives
 * the valuation engine's numbers: every forecast line, the schedules, WACC, the DCF, the implied
 * price and every sensitivity cell within 1e-6 relative; the balance and cash checks are zero.
 * Real companies from ../shared/data, a model with user-edited drivers, an exit-multiple mid-year
 * model, and a workbook edited in the spreadsheet itself.
 */
import {
  applyScenario,
  money,
  perShare,
  rate,
  runModel,
  runMultiples,
  runResidualEarnings,
  runSensitivity,
  shareCount,
  type TModel,
  type TModelInput,
  type TScenarioShifts,
} from '@app/valuation';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModelWorkbook } from './build-workbook.js';
import { address } from './cells.js';
import { FIRST_YEAR_COLUMN, SHEETS } from './layout.js';
import { formulaCells, numberAt, recalculateWithLibreOffice } from './libreoffice.test-helper.js';
import { packModel } from './pack-models.test-helper.js';
import { REPORT_UNIT_SCALE } from './report-unit.js';
import { DEFAULT_WORKBOOK_SCENARIOS } from './scenario-cases.js';
import { resolveGrid } from './sensitivity-grid.js';
import { ASSUMPTION_ROW } from './sheets/assumptions.js';
import { BALANCE_ROW } from './sheets/balance.js';
import { CASH_FLOW_ROW } from './sheets/cash-flow.js';
import { MULTIPLE_LABELS } from './sheets/comparables.js';
import { DCF_ROW } from './sheets/dcf.js';
import { INCOME_ROW } from './sheets/income.js';
import { SCENARIO_SWITCH } from './sheets/scenarios.js';
import { SCHEDULE_ROW } from './sheets/schedules.js';
import { sensitivityCell } from './sheets/sensitivity.js';
import type { TWorkbookComps, TWorkbookInput, TWorkbookScenarios } from './workbook-input.js';

const nvidiaModel = model(packModel('NVDA').modelInput);
const nvidia: TWorkbookInput = { ...packModel('NVDA'), comps: peersOf(nvidiaModel) };

const CASES: Record<string, TWorkbookInput> = {
  nvidia,
  cocaCola: packModel('KO'),
  // Money and shares in thousands: the statements balance and the price per share is the same.
  cocaColaInThousands: { ...packModel('KO'), reportUnit: 'thousands' },
  tsmcIfrsTwd: packModel('TSM'),
  boeing: packModel('BA'),
  amazon: packModel('AMZN'),
  // The terminal cash flow from NOPAT and the reinvestment growth needs at the return on capital.
  appleReturnOnCapital: packModel('AAPL', {
    terminal: { method: 'perpetuity', growth: 0.025 as never, reinvestment: 'return_on_capital' },
  }),
  walmartReturnOnCapitalMidYear: packModel('WMT', {
    terminal: { method: 'perpetuity', growth: 0.025 as never, reinvestment: 'return_on_capital' },
    convention: 'mid_year',
  }),
  // Valued 14 months after its base year, mid-year: forecast year 1 has ended and is not counted.
  cocaColaYearTwoMidYear: packModel('KO', { valuationDate: '2026-02-27', convention: 'mid_year' }),
  walmartExitMultipleMidYear: packModel('WMT', {
    terminal: { method: 'exit_multiple', multiple: 12 as never },
    convention: 'mid_year',
  }),
  // The saved grids: terminal growth from a start point × WACC (live); WACC alone (live); revenue
  // growth × gross margin over years 1–5 × WACC, one block per WACC (the engine's values).
  nvidiaGridFromStart: {
    ...packModel('NVDA'),
    sensitivity: {
      axes: [
        { variable: 'terminal_growth', steps: 7, gap: 0.002, start: 0.015 },
        { variable: 'wacc', steps: 3, gap: 0.01 },
      ],
      timeframe: null,
    },
  },
  amazonWaccAxis: {
    ...packModel('AMZN'),
    sensitivity: { axes: [{ variable: 'wacc', steps: 9, gap: 0.0025 }], timeframe: null },
  },
  boeingThreeAxes: {
    ...packModel('BA'),
    sensitivity: {
      axes: [
        { variable: 'revenue_growth', steps: 3, gap: 0.02 },
        { variable: 'gross_margin', steps: 5, gap: 0.01 },
        { variable: 'wacc', steps: 2, gap: 0.01 },
      ],
      timeframe: { fromYear: 1, toYear: 5 },
    },
  },
  nvidiaEditedDrivers: packModel('NVDA', {
    drivers: {
      revenueGrowth: [0.4, 0.3, 0.22, 0.18, 0.15, 0.12, 0.09, 0.06, 0.04, 0.03],
      grossMargin: 0.7,
      taxRate: 0.15,
      payoutRatio: 0.9,
      buybackPctNetIncome: 0.6,
      minimumCash: 80e9,
      debtIssuance: [-1e9, -1e9, 0, 0, 0, 0, 0, 0, 0, 0],
      newAssetLife: 7,
      existingPpeLife: 4.5,
    },
  }),
};

/** NVIDIA with its peers, in Simplified Chinese, money in hundred millions (亿). */
const IN_CHINESE: TWorkbookInput = { ...nvidia, language: 'zh', reportUnit: 'hundred_millions' };

/** NVIDIA saved in its bull case, with its own bull shifts. */
const OPENED_IN_BULL: TWorkbookInput = {
  ...packModel('NVDA'),
  scenarios: {
    ...DEFAULT_WORKBOOK_SCENARIOS,
    active: 'bull',
    bull: { revenueGrowth: 0.05, operatingMargin: 0.01, wacc: -0.005, terminalGrowth: 0.004, exitMultiple: 2 },
  },
};

/** The NVIDIA file with two inputs changed in the spreadsheet: year-1 revenue growth and the risk-free rate. */
const EDITED_GROWTH = 0.5;
const EDITED_RISK_FREE = 0.05;

let recalculated: Record<string, ExcelJS.Workbook>;
let written: Record<string, ExcelJS.Workbook>;

beforeAll(async () => {
  const buffers: Record<string, Buffer> = {};
  for (const [name, input] of Object.entries(CASES)) buffers[name] = await buildModelWorkbook(input);
  buffers.editedInSpreadsheet = await editInSpreadsheet(buffers.nvidia as Buffer);
  buffers.nvidiaInChinese = await buildModelWorkbook(IN_CHINESE);
  buffers.nvidiaOpenedInBull = await buildModelWorkbook(OPENED_IN_BULL);
  buffers.nvidiaSwitchedToBear = await switchCase(buffers.nvidia as Buffer, 'Bear');
  buffers.walmartSwitchedToBull = await switchCase(buffers.walmartExitMultipleMidYear as Buffer, 'Bull');
  written = {};
  const { default: Excel } = await import('exceljs');
  for (const [name, buffer] of Object.entries(buffers)) {
    const book = new Excel.Workbook();
    await book.xlsx.load(buffer as never);
    written[name] = book;
  }
  recalculated = await recalculateWithLibreOffice(buffers);
}, 180_000);

describe.each(Object.keys(CASES))('%s recalculated by LibreOffice', (name) => {
  const input = CASES[name] as TWorkbookInput;
  const engine = model(input.modelInput);

  it('matches the engine on every forecast line, the DCF, WACC and the implied price', () => {
    expectMatchesEngine(recalculated[name] as ExcelJS.Workbook, engine, input);
  });

  it('matches the engine on every sensitivity cell', () => {
    const book = recalculated[name] as ExcelJS.Workbook;
    const grid = resolveGrid(input.modelInput, engine, input.sensitivity);
    expect(grid.refusal).toBeNull();
    grid.prices.forEach((price, flat) => {
      const cell = sensitivityCell(grid, flat);
      const got = numberAt(book, SHEETS.sensitivity, cell);
      if (price === null) expect(got, cell).toBe('n/a');
      else expectClose(got, price, `${SHEETS.sensitivity}!${cell}`);
    });
  });

  it('recomputes every formula to the value the file was written with, and has no error cell', () => {
    const book = recalculated[name] as ExcelJS.Workbook;
    const original = written[name] as ExcelJS.Workbook;
    const cells = formulaCells(original);
    expect(cells.length).toBeGreaterThan(800);
    for (const { sheet, cell, formula } of cells) {
      const got = numberAt(book, sheet, cell);
      const cached = numberAt(original, sheet, cell);
      expect(String(got), `${sheet}!${cell} = ${formula}`).not.toMatch(/^#/);
      if (/check/i.test(rowLabel(original, sheet, cell))) expect(Math.abs(Number(got))).toBeLessThan(1e-6);
      else if (typeof cached === 'number') expectClose(got, cached, `${sheet}!${cell} = ${formula}`);
      else expect(got, `${sheet}!${cell}`).toBe(cached);
    }
  });
});

describe.each(Object.keys(CASES))('%s: the Valuations sheet recalculated by LibreOffice', (name) => {
  const input = CASES[name] as TWorkbookInput;
  const engine = model(input.modelInput);
  const book = () => recalculated[name] as ExcelJS.Workbook;
  const at = (row: number, column: number) => numberAt(book(), SHEETS.valuations, address(column, row));

  it('gives the DCF’s range: the engine’s value at WACC ± 1 pt and terminal growth ± 0.5 pt', () => {
    const header = rowWith(book(), SHEETS.valuations, (text) => text.startsWith('WACC ↓'));
    const { terminal } = input.modelInput;
    const growths = terminal.method === 'perpetuity' ? [-0.005, 0, 0.005].map((d) => terminal.growth + d) : [null];
    const values: number[] = [];
    [-0.01, 0, 0.01].forEach((shift, i) => {
      const wacc = engine.discountRate.value + shift;
      expectClose(at(header + 1 + i, 1), wacc, `WACC ${i}`);
      growths.forEach((growth, j) => {
        const moved = runModel({
          ...input.modelInput,
          discountRate: { wacc: rate(wacc) },
          ...(growth === null || terminal.method !== 'perpetuity'
            ? {}
            : { terminal: { ...terminal, growth: rate(growth) } }),
        });
        const got = at(header + 1 + i, 2 + j);
        if (!moved.ok) expect(got).toBe('n/a');
        else {
          expectClose(got, moved.value.dcf.bridge.valuePerShare, `DCF at WACC ${wacc}, g ${growth}`);
          values.push(moved.value.dcf.bridge.valuePerShare);
        }
      });
    });
    const field = rowWith(book(), SHEETS.valuations, (text) => text.startsWith('Discounted cash flow'));
    expectClose(at(field, 2), Math.min(...values), 'DCF low');
    expectClose(at(field, 3), engine.dcf.bridge.valuePerShare, 'DCF value');
    expectClose(at(field, 4), Math.max(...values), 'DCF high');
  });

  it('gives the engine’s residual earnings on the model’s forecast, at the cost of equity and ± 1 pt', () => {
    const field = rowWith(book(), SHEETS.valuations, (text) => text.startsWith('Residual earnings ('));
    const costOfEquity = engine.wacc?.costOfEquity;
    if (costOfEquity === undefined) {
      expect(field).toBe(0);
      return;
    }
    const { income, balance } = engine.forecast;
    const opening = engine.base.balance.equity.value;
    const valueAt = (k: number) => {
      const result = runResidualEarnings({
        bookValue: money(opening),
        costOfEquity: rate(k),
        earnings: { netIncome: income.netIncome },
        dividends: {
          amounts: income.netIncome.map((ni, t) =>
            money((t === 0 ? opening : (balance.equity[t - 1] as number)) + ni - (balance.equity[t] as number)),
          ),
        },
        terminalGrowth: rate(input.modelInput.terminal.method === 'perpetuity' ? input.modelInput.terminal.growth : 0),
        shares: shareCount(engine.shares.value),
      });
      if (!result.ok) throw new Error(result.error.message);
      return result.value.valuePerShare;
    };
    const values = [valueAt(costOfEquity - 0.01), valueAt(costOfEquity), valueAt(costOfEquity + 0.01)];
    expectClose(at(field, 2), Math.min(...values), 'residual earnings low');
    expectClose(at(field, 3), values[1] as number, 'residual earnings value');
    expectClose(at(field, 4), Math.max(...values), 'residual earnings high');
  });

  it('gives the peers’ multiples applied to the company, exactly as the engine, and the price', () => {
    const price = rowWith(book(), SHEETS.valuations, (text) => text === 'Market price');
    expect(at(price, 3)).toBe(engine.dcf.bridge.price);
    if (!input.comps) return;
    const results = runMultiples({ subject: input.comps.subject, peers: input.comps.peers });
    if (!results.ok) throw new Error(results.error.message);
    let compared = 0;
    for (const result of results.value) {
      const row = rowWith(book(), SHEETS.valuations, (text) => text.startsWith(`${MULTIPLE_LABELS[result.kind]} of`));
      if (!result.impliedPrice) continue;
      const { low, median, high, mean } = result.impliedPrice;
      [low, median, high, mean].forEach((expected, k) => {
        expect(Math.abs(Number(at(row, 2 + k)) - expected)).toBeLessThanOrEqual(1e-12 * Math.abs(expected));
      });
      compared += 1;
    }
    expect(compared).toBe(5);
  });
});

describe('the saved sensitivity grid', () => {
  it('holds the engine’s grid of revenue growth × gross margin over years 1–5, one block per WACC', () => {
    const input = CASES.boeingThreeAxes as TWorkbookInput;
    const engine = runSensitivity({
      model: input.modelInput,
      axes: [
        { variable: 'revenue_growth', steps: 3, gap: rate(0.02) },
        { variable: 'gross_margin', steps: 5, gap: rate(0.01) },
        { variable: 'wacc', steps: 2, gap: rate(0.01) },
      ],
      timeframe: { fromYear: 1, toYear: 5 },
    });
    if (!engine.ok) throw new Error(engine.error.message);
    const grid = resolveGrid(input.modelInput, model(input.modelInput), input.sensitivity);
    expect(grid.isLive).toBe(false);
    const book = recalculated.boeingThreeAxes as ExcelJS.Workbook;
    expect(engine.value.prices.filter((price) => price !== null).length).toBe(30);
    engine.value.prices.forEach((price, flat) => {
      expectClose(numberAt(book, SHEETS.sensitivity, sensitivityCell(grid, flat)), price as number, `point ${flat}`);
    });
  });

  it('starts an axis at its saved start point, and the grid stays live', () => {
    const book = recalculated.nvidiaGridFromStart as ExcelJS.Workbook;
    const growths = [0, 1, 2, 3, 4, 5, 6].map((k) => 0.015 + k * 0.002);
    const input = CASES.nvidiaGridFromStart as TWorkbookInput;
    const engine = model(input.modelInput);
    const grid = resolveGrid(input.modelInput, engine, input.sensitivity);
    growths.forEach((growth, i) => {
      [-0.01, 0, 0.01].forEach((shift, j) => {
        const moved = runModel({
          ...input.modelInput,
          discountRate: { wacc: rate(engine.discountRate.value + shift) },
          terminal: { method: 'perpetuity', growth: rate(growth) },
        });
        if (!moved.ok) throw new Error(moved.error.message);
        const cell = sensitivityCell(grid, i * 3 + j);
        expectClose(numberAt(book, SHEETS.sensitivity, cell), moved.value.dcf.bridge.valuePerShare, cell);
      });
    });
  });
});

describe('scenarios', () => {
  const caseModel = (input: TWorkbookInput, shifts: TScenarioShifts) => {
    const shifted = applyScenario(input.modelInput, shifts);
    if (!shifted.ok) throw new Error(shifted.error.message);
    return { input: { ...input, modelInput: shifted.value }, engine: model(shifted.value) };
  };

  it('switched to bear in the spreadsheet, re-values every line to the engine’s bear case', () => {
    const { input, engine } = caseModel(nvidia, DEFAULT_WORKBOOK_SCENARIOS.bear);
    const book = recalculated.nvidiaSwitchedToBear as ExcelJS.Workbook;
    expectMatchesEngine(book, engine, input);
    expect(engine.dcf.bridge.valuePerShare).toBeLessThan(nvidiaModel.dcf.bridge.valuePerShare * 0.95);
  });

  it('switched to bull on an exit-multiple model, moves the exit multiple too', () => {
    const walmart = CASES.walmartExitMultipleMidYear as TWorkbookInput;
    const { input, engine } = caseModel(walmart, DEFAULT_WORKBOOK_SCENARIOS.bull);
    expectMatchesEngine(recalculated.walmartSwitchedToBull as ExcelJS.Workbook, engine, input);
    const exit = numberAt(
      recalculated.walmartSwitchedToBull as ExcelJS.Workbook,
      SHEETS.dcf,
      address(FIRST_YEAR_COLUMN, DCF_ROW.exitMultiple as number),
    );
    expect(exit).toBe(13);
  });

  it('opens on the saved active case: every formula recomputes to the bull case it was written with', () => {
    const { input, engine } = caseModel(OPENED_IN_BULL, (OPENED_IN_BULL.scenarios as TWorkbookScenarios).bull);
    const book = recalculated.nvidiaOpenedInBull as ExcelJS.Workbook;
    const original = written.nvidiaOpenedInBull as ExcelJS.Workbook;
    expect(numberAt(original, SHEETS.scenarios, SCENARIO_SWITCH)).toBe('Bull');
    expectMatchesEngine(book, engine, input);
    for (const { sheet, cell, formula } of formulaCells(original)) {
      const got = numberAt(book, sheet, cell);
      const cached = numberAt(original, sheet, cell);
      expect(String(got), `${sheet}!${cell} = ${formula}`).not.toMatch(/^#/);
      if (/check/i.test(rowLabel(original, sheet, cell))) expect(Math.abs(Number(got))).toBeLessThan(1e-6);
      else if (typeof cached === 'number') expectClose(got, cached, `${sheet}!${cell} = ${formula}`);
      else expect(got, `${sheet}!${cell}`).toBe(cached);
    }
    // The Assumptions keep the base case: its year-1 growth is the base model's.
    const growth = numberAt(
      book,
      SHEETS.assumptions,
      address(forecastColumns(book, engine)[0] as number, ASSUMPTION_ROW.revenueGrowth as number),
    );
    expectClose(growth, nvidiaModel.drivers.revenueGrowth.values[0] as number, 'base-case growth on Assumptions');
  });
});

describe('a workbook in Chinese', () => {
  it('names its tabs and lines in Chinese, and LibreOffice recalculates every formula to the engine’s values', () => {
    const book = recalculated.nvidiaInChinese as ExcelJS.Workbook;
    const original = written.nvidiaInChinese as ExcelJS.Workbook;
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '封面',
      '假设',
      '情景',
      '利润表',
      '资产负债表',
      '现金流量表',
      '附表',
      '加权平均资本成本',
      '现金流折现',
      '敏感性分析',
      '可比公司',
      '估值汇总',
      '关键指标',
      '季度历史',
    ]);
    const cells = formulaCells(original);
    expect(cells.length).toBeGreaterThan(800);
    for (const { sheet, cell, formula } of cells) {
      const got = numberAt(book, sheet, cell);
      const cached = numberAt(original, sheet, cell);
      expect(String(got), `${sheet}!${cell} = ${formula}`).not.toMatch(/^#/);
      if (/校验/.test(rowLabel(original, sheet, cell))) expect(Math.abs(Number(got))).toBeLessThan(1e-6);
      else if (typeof cached === 'number') expectClose(got, cached, `${sheet}!${cell} = ${formula}`);
      else expect(got, `${sheet}!${cell}`).toBe(cached);
    }
    const dcf = (key: string) => numberAt(book, '现金流折现', address(FIRST_YEAR_COLUMN, DCF_ROW[key] as number));
    expectClose(dcf('valuePerShare'), nvidiaModel.dcf.bridge.valuePerShare, '每股内在价值');
    expectClose(dcf('enterpriseValue'), nvidiaModel.dcf.enterpriseValue / 1e8, '企业价值（亿美元）');
    const income = book.getWorksheet('利润表');
    expect(income?.getCell('A2').value).toBe('金额单位：亿美元（每股数据除外）；股数单位：亿股。费用以正数列示。');
    expect(income?.getCell(INCOME_ROW.revenue as number, 1).value).toBe('营业收入');
    expect(book.getWorksheet('资产负债表')?.getCell(BALANCE_ROW.totalEquity as number, 1).value).toBe('股东权益合计');
  });
});

describe('the report unit', () => {
  it('scales money and shares, not the value per share; every label says the unit', () => {
    const inMillions = recalculated.cocaCola as ExcelJS.Workbook;
    const inThousands = recalculated.cocaColaInThousands as ExcelJS.Workbook;
    const at = (book: ExcelJS.Workbook, sheet: string, key: string, rows: Record<string, number>) =>
      Number(numberAt(book, sheet, address(FIRST_YEAR_COLUMN, rows[key] as number)));
    expect(at(inThousands, SHEETS.dcf, 'valuePerShare', DCF_ROW)).toBeCloseTo(
      at(inMillions, SHEETS.dcf, 'valuePerShare', DCF_ROW),
      9,
    );
    const ratio =
      at(inThousands, SHEETS.dcf, 'enterpriseValue', DCF_ROW) / at(inMillions, SHEETS.dcf, 'enterpriseValue', DCF_ROW);
    expect(ratio).toBeCloseTo(1000, 9);
    const texts: string[] = [];
    inThousands.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          if (typeof cell.value === 'string') texts.push(cell.value);
        });
      });
    });
    expect(texts.filter((text) => /million/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /thousands/.test(text)).length).toBeGreaterThan(10);
  });
});

describe('a workbook edited in the spreadsheet', () => {
  it('follows the edits: LibreOffice gives the engine’s value for the same assumptions', () => {
    const growth = [...nvidiaModel.drivers.revenueGrowth.values];
    growth[0] = rate(EDITED_GROWTH);
    const discountRate = nvidia.modelInput.discountRate as { capm: Record<string, unknown> };
    const edited: TModelInput = {
      ...nvidia.modelInput,
      drivers: { revenueGrowth: growth },
      discountRate: { capm: { ...discountRate.capm, riskFreeRate: EDITED_RISK_FREE } } as never,
    };
    const engine = model(edited);
    const book = recalculated.editedInSpreadsheet as ExcelJS.Workbook;
    expectMatchesEngine(book, engine, { ...nvidia, modelInput: edited });
    expect(engine.dcf.bridge.valuePerShare).not.toBeCloseTo(nvidiaModel.dcf.bridge.valuePerShare, 2);
  });
});

describe('comparables', () => {
  it('gives the engine’s statistics and implied prices, leaving out non-positive and missing multiples', () => {
    const comps = nvidia.comps as TWorkbookComps;
    const results = runMultiples({ subject: comps.subject, peers: comps.peers });
    if (!results.ok) throw new Error(results.error.message);
    const sheet = recalculated.nvidia?.getWorksheet(SHEETS.comparables);
    const rowOf = (label: string) => {
      let found = 0;
      sheet?.eachRow((row, number) => {
        if (row.getCell(1).value === label) found = number;
      });
      return found;
    };
    const book = recalculated.nvidia as ExcelJS.Workbook;
    results.value.forEach((result, k) => {
      const column = 5 + k;
      for (const statistic of ['mean', 'median', 'low', 'high'] as const) {
        const stat = numberAt(book, SHEETS.comparables, address(column, rowOf(`Peer ${statistic}`)));
        const price = numberAt(book, SHEETS.comparables, address(column, rowOf(`At the peer ${statistic}`)));
        if (result.stats) expectClose(stat, result.stats[statistic], `${result.kind} ${statistic}`);
        else expect(stat).toBe('n/a');
        if (result.impliedPrice)
          expectClose(price, result.impliedPrice[statistic], `${result.kind} price at ${statistic}`);
        else expect(['n/a', 'n/m']).toContain(price);
      }
    });
    expect(results.value.find((r) => r.kind === 'pe_lyr')?.excluded.map((e) => e.ticker)).toEqual(['INTC', 'QCOM']);
  });
});

function expectMatchesEngine(book: ExcelJS.Workbook, engine: TModel, input: TWorkbookInput): void {
  const MILLIONS = REPORT_UNIT_SCALE[input.reportUnit ?? 'millions'];
  const columns = forecastColumns(book, engine);
  const lines = (
    sheet: string,
    rows: Record<string, number>,
    values: Record<string, readonly number[]>,
    scale = MILLIONS,
  ) => {
    let compared = 0;
    for (const [key, series] of Object.entries(values)) {
      const row = rows[key];
      if (row === undefined) continue;
      series.forEach((value, t) => {
        expectClose(
          numberAt(book, sheet, address(columns[t] as number, row)),
          value / scale,
          `${sheet} ${key} year ${t + 1}`,
        );
      });
      compared += 1;
    }
    return compared;
  };
  const { forecast, freeCashFlow, dcf } = engine;
  expect(lines(SHEETS.income, INCOME_ROW, forecast.income)).toBe(16);
  expect(lines(SHEETS.balance, BALANCE_ROW, forecast.balance)).toBe(20);
  expect(lines(SHEETS.cashFlow, CASH_FLOW_ROW, forecast.cashFlow)).toBe(15);
  const { ppe, intangibles, workingCapital, debt, revolver } = forecast.schedules;
  const prefixed = (prefix: string, schedule: typeof ppe) => ({
    [`${prefix}Opening`]: schedule.opening,
    [`${prefix}Additions`]: schedule.additions,
    [`${prefix}ExistingDepreciation`]: schedule.depreciationExisting,
    [`${prefix}NewDepreciation`]: schedule.depreciationNew,
    [`${prefix}Depreciation`]: schedule.depreciation,
    [`${prefix}Closing`]: schedule.closing,
  });
  lines(SHEETS.schedules, SCHEDULE_ROW, { ...prefixed('ppe', ppe), ...prefixed('intangibles', intangibles) });
  lines(SHEETS.schedules, SCHEDULE_ROW, {
    receivables: workingCapital.receivables,
    inventory: workingCapital.inventory,
    payables: workingCapital.payables,
    nwc: workingCapital.netWorkingCapital,
    nwcIncrease: workingCapital.increase,
    debtOpening: debt.opening,
    debtClosing: debt.closing,
    debtInterest: debt.interest,
    revolverOpening: revolver.opening,
    revolverDraw: revolver.change,
    revolverClosing: revolver.closing,
    revolverInterest: revolver.interest,
  });
  const { taxRate, ...cashFlows } = freeCashFlow;
  lines(SHEETS.dcf, DCF_ROW, { ...cashFlows, countedFcff: dcf.countedFcff, pvFcff: dcf.pvFcff });
  lines(SHEETS.dcf, DCF_ROW, { taxRate, discountPeriod: dcf.discountPeriods, discountFactor: dcf.discountFactors }, 1);
  for (let t = 0; t < forecast.fiscalYears.length; t += 1) {
    const column = columns[t] as number;
    expect(Math.abs(Number(numberAt(book, SHEETS.balance, address(column, BALANCE_ROW.check as number))))).toBeLessThan(
      1e-6,
    );
    expect(
      Math.abs(Number(numberAt(book, SHEETS.cashFlow, address(column, CASH_FLOW_ROW.check as number)))),
    ).toBeLessThan(1e-6);
  }
  const value = (key: string) => numberAt(book, SHEETS.dcf, address(FIRST_YEAR_COLUMN, DCF_ROW[key] as number));
  expectClose(value('discountRate'), dcf.discountRate, 'WACC');
  expectClose(value('enterpriseValue'), dcf.enterpriseValue / MILLIONS, 'enterprise value');
  expectClose(value('terminalValue'), dcf.terminal.value / MILLIONS, 'terminal value');
  expectClose(value('equityValue'), dcf.bridge.equityValue / MILLIONS, 'equity value');
  expectClose(value('valuePerShare'), dcf.bridge.valuePerShare, 'implied value per share');
  if (dcf.bridge.upside !== null) expectClose(value('upside'), dcf.bridge.upside, 'upside');
  const stub = numberAt(book, SHEETS.assumptions, address(FIRST_YEAR_COLUMN, ASSUMPTION_ROW.stubFraction as number));
  expectClose(stub, engine.stub.fraction, 'stub fraction');
  expect(input.company.currency).toBeTruthy();
}

/** The columns of the forecast years, read from the Income Statement's year header (`FY2026E`). */
function forecastColumns(book: ExcelJS.Workbook, engine: TModel): number[] {
  const header = book.getWorksheet(SHEETS.income)?.getRow(4);
  return engine.forecast.fiscalYears.map((year) => {
    let found = 0;
    header?.eachCell((cell, column) => {
      if (cell.value === `FY${year}E`) found = column;
    });
    if (!found) throw new Error(`no column FY${year}E`);
    return found;
  });
}

/** The first row of a sheet whose column-A text passes `test` (0 when none does). */
function rowWith(book: ExcelJS.Workbook, sheet: string, test: (text: string) => boolean): number {
  let found = 0;
  book.getWorksheet(sheet)?.eachRow((row, number) => {
    if (!found && test(String(row.getCell(1).value ?? ''))) found = number;
  });
  return found;
}

function rowLabel(book: ExcelJS.Workbook, sheet: string, cell: string): string {
  const worksheet = book.getWorksheet(sheet);
  return String(worksheet?.getCell(`A${worksheet.getCell(cell).row}`).value ?? '');
}

function expectClose(got: unknown, expected: number, what: string): void {
  expect(typeof got, `${what}: got ${String(got)}`).toBe('number');
  const scale = Math.max(Math.abs(expected), Math.abs(got as number));
  expect(Math.abs((got as number) - expected), `${what}: ${String(got)} vs ${expected}`).toBeLessThanOrEqual(
    1e-6 * scale + 1e-9,
  );
}

/**
 * Peer multiples for the comparables sheet: test figures shaped like the app's (one negative P/E,
 * one missing, no forward estimates), with NVIDIA's own metrics from its model.
 */
function peersOf(engine: TModel): TWorkbookComps {
  const peer = (ticker: string, pe: number | null, pb: number, ps: number, evEbitda: number) => ({
    ticker,
    name: `${ticker} peer`,
    price: 100,
    priceDate: '2025-03-07',
    marketCap: 100e9,
    fiscalYear: 2024,
    multiples: {
      pe_lyr: pe,
      pe_ttm: pe === null ? null : pe * 0.9,
      pb_lyr: pb,
      ps_lyr: ps,
      ps_ttm: ps * 0.95,
      ev_ebitda_lyr: evEbitda,
    },
  });
  const netIncome = engine.forecast.income.netIncome[0] as number;
  return {
    peers: [
      peer('AMD', 95.2, 4.1, 9.3, 48.1),
      peer('AVGO', 38.5, 12.2, 17.4, 30.2),
      peer('INTC', -12.4, 1.1, 2.0, 9.9),
      peer('QCOM', null, 7.3, 4.6, 13.5),
      peer('TXN', 33.1, 10.4, 10.2, 23.8),
    ],
    subject: {
      shares: engine.shares.value,
      price: perShare(100),
      epsLyr: perShare(netIncome / engine.shares.value / 1.5),
      epsTtm: perShare(netIncome / engine.shares.value / 1.3),
      bookValuePerShareLyr: perShare(engine.base.balance.equity.value / engine.shares.value),
      revenueLyr: money(engine.base.revenue),
      ebitdaLyr: money(engine.freeCashFlow.ebitda[0] as number),
      bridge: {
        debt: engine.bridge.debt.value,
        cash: engine.bridge.cash.value,
        investments: engine.bridge.investments.value,
      },
    },
    unavailable: { pe_forward: 'Forward multiples need analyst consensus estimates, which no data source here has' },
  };
}

function model(input: TModelInput): TModel {
  const result = runModel(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Opens the file as a user would and picks another case from the Scenarios sheet's list. */
async function switchCase(buffer: Buffer, name: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  await book.xlsx.load(buffer as never);
  const sheet = book.getWorksheet(SHEETS.scenarios);
  if (!sheet) throw new Error('no Scenarios sheet');
  sheet.getCell(SCENARIO_SWITCH).value = name;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens the file as a user would and types two new inputs into the Assumptions sheet. */
async function editInSpreadsheet(buffer: Buffer): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  await book.xlsx.load(buffer as never);
  const columns = forecastColumns(book, nvidiaModel);
  const assumptions = book.getWorksheet(SHEETS.assumptions);
  if (!assumptions) throw new Error('no Assumptions sheet');
  assumptions.getCell(ASSUMPTION_ROW.revenueGrowth as number, columns[0] as number).value = EDITED_GROWTH;
  book.getWorksheet(SHEETS.wacc)?.eachRow((row) => {
    if (row.getCell(1).value === 'Risk-free rate') row.getCell(2).value = EDITED_RISK_FREE;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
