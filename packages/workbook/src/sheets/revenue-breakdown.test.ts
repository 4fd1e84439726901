/**
 * The Revenue Breakdown sheet's layout and formulas, on real 10-Ks of the shared data: Coca-Cola's
 * segments (filed for the base year, corporate and eliminations, a growth set by the user), Apple's
 * products (the filing one year behind the model, a subtotal), Walmart's segments (revenue the
 * segments do not reach) and Tesla's (a filing years ahead of the model, in Chinese). The numbers
 * LibreOffice computes from these formulas: revenue-breakdown.recalculation.test.ts.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { packBreakdownModel, valued } from '../breakdown.test-helper.js';
import { breakdownLayout } from '../breakdown-layout.js';
import { buildModelWorkbook } from '../build-workbook.js';
import { cachedNumber, columnLetter } from '../cells.js';
import { SHEETS } from '../layout.js';
import type { TWorkbookInput } from '../workbook-input.js';
import { ASSUMPTION_ROW } from './assumptions.js';
import { INCOME_ROW } from './income.js';

const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const NORTH_AMERICA = 'ko:NorthAmericaSegmentMember';
const AAPL_PRODUCTS = 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax|srt:ProductOrServiceAxis|';
const WMT_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|us-gaap:OperatingSegmentsMember';
const TSLA_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const BLUE = 'FF0000FF';

type TCase = { input: TWorkbookInput; book: ExcelJS.Workbook };
let ko: TCase;
let apple: TCase;
let walmart: TCase;
let tesla: TCase;

async function built(input: TWorkbookInput): Promise<TCase> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await buildModelWorkbook(input)) as never);
  return { input, book };
}

beforeAll(async () => {
  [ko, apple, walmart, tesla] = await Promise.all([
    packBreakdownModel('KO', 'ko-10-k-2025-02-20.html', KO_SEGMENTS, { [NORTH_AMERICA]: [null, 0.2] }).then(built),
    packBreakdownModel('AAPL', 'aapl-10-k-2024-11-01.html', AAPL_PRODUCTS).then(built),
    packBreakdownModel('WMT', 'wmt-10-k-2025-03-14.html', WMT_SEGMENTS).then(built),
    packBreakdownModel('TSLA', 'tsla-10-k-2025-01-30.html', TSLA_SEGMENTS).then((input) =>
      built({ ...input, language: 'zh' }),
    ),
  ]);
}, 60_000);

/** A sheet's cells by address: the formula (without `=`) or the value. */
function sheetOf(book: ExcelJS.Workbook, name: string = SHEETS.revenueBreakdown) {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const cell = (ref: string) => sheet.getCell(ref);
  const s = sheet;
  return {
    sheet,
    formula: (ref: string) => {
      const value = cell(ref).value;
      return value && typeof value === 'object' && 'formula' in value ? value.formula : undefined;
    },
    number: (ref: string) => cachedNumber(cell(ref)),
    value: (ref: string) => cell(ref).value,
    colour: (ref: string) => cell(ref).font?.color?.argb,
    note: (ref: string) => String(cell(ref).note ?? ''),
    /** Column A's texts, top to bottom. */
    texts: () => s.getColumn(1).values.filter((value): value is string => typeof value === 'string'),
    /** The row whose label in column A is this text. */
    row: (label: string) => {
      let found = 0;
      sheet.eachRow((row, number) => {
        if (!found && row.getCell(1).value === label) found = number;
      });
      if (!found) throw new Error(`no row ${label} on ${name}`);
      return found;
    },
  };
}

const near = (got: number | null | undefined, expected: number, relative = 1e-9) =>
  expect(Math.abs((got ?? Number.NaN) - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));

describe('Coca-Cola’s segments, filed for the base year, North America’s FY2026 growth set by the user', () => {
  it('comes between Scenarios and the Income Statement', () => {
    const names = ko.book.worksheets.map((sheet) => sheet.name);
    expect(names.slice(2, 5)).toEqual([SHEETS.scenarios, SHEETS.revenueBreakdown, SHEETS.income]);
  });

  it('lists the segments as filed (blue, each with its filing), their total, the reported revenue and the gap', () => {
    const s = sheetOf(ko.book);
    expect(s.value('A7')).toBe('Revenue by segment');
    const labels = Array.from({ length: 8 }, (_, i) => s.value(`A${8 + i}`));
    expect(labels).toEqual([
      'Europe Middle East Africa',
      'Latin America',
      'North America',
      'A.Pacific',
      'Global Ventures',
      'Bottling Investments',
      'Corporate',
      'Eliminations',
    ]);
    // FY2022–FY2024 are columns B–D; North America's FY2024 as filed, in millions.
    expect(s.value('D10')).toBe(18_649);
    expect(s.colour('D10')).toBe(BLUE);
    expect(s.note('D10')).toContain('us-gaap:Revenues');
    expect(s.note('D10')).toContain(`us-gaap:StatementBusinessSegmentsAxis = ${NORTH_AMERICA}`);
    expect(s.note('D10')).toContain('ko-10-k-2025-02-20.html');
    expect(s.note('D10')).toContain('Period 2024-01-01 to 2024-12-31');
    expect(s.value('D15')).toBe(-1_164);
    const total = s.row('Total revenue (sum of the lines)');
    const reported = s.row('Revenue as reported (filing total)');
    const gap = s.row('Gap: reported revenue − lines as filed');
    expect([total, reported, gap]).toEqual([16, 17, 18]);
    expect(s.formula('D16')).toBe('SUM(D8:D15)');
    expect(s.number('D16')).toBe(47_061);
    expect(s.value('D17')).toBe(47_061);
    expect(s.note('D17')).toContain('us-gaap:Revenues, no dimension');
    expect(s.formula('B18')).toBe('B17-SUM(B8:B15)');
    for (const column of ['B', 'C', 'D']) expect(s.number(`${column}18`)).toBe(0);
  });

  it('forecasts each segment from its growth (blue inputs); the total is a SUM, its growth a formula', () => {
    const s = sheetOf(ko.book);
    const growth = s.row('Growth per line');
    const northAmerica = growth + 3;
    const totalGrowth = s.row('Total revenue growth');
    expect([growth, totalGrowth]).toEqual([20, 29]);
    expect(s.value(`A${northAmerica}`)).toBe('North America');
    expect(s.formula('E10')).toBe(`D10*(1+E${northAmerica})`);
    expect(s.formula('F10')).toBe(`E10*(1+F${northAmerica})`);
    expect(s.formula('E16')).toBe('SUM(E8:E15)');
    expect(s.formula(`F${totalGrowth}`)).toBe(`F16/E16-1`);
    // History: each line's growth as filed, a formula.
    expect(s.formula(`D${northAmerica}`)).toBe('D10/C10-1');
    const engine = valued(ko.input.modelInput);
    const g = engine.drivers.revenueGrowth.values;
    const line = ko.input.revenueBreakdown?.lines.find((l) => l.member === NORTH_AMERICA);
    expect(s.value(`E${northAmerica}`)).toBe(line?.forecast?.growth[0]);
    expect(s.value(`F${northAmerica}`)).toBe(0.2);
    expect(s.colour(`F${northAmerica}`)).toBe(BLUE);
    expect(s.note(`F${northAmerica}`)).toBe('Your input');
    expect(s.note(`E${northAmerica}`)).toBe('');
    // FY2026: the model's growth is the lines' sum's, between the others' growth and North America's 20%.
    expect(g[1]).toBeGreaterThan(s.value(`F${growth + 1}`) as number);
    expect(g[1]).toBeLessThan(0.2);
    engine.forecast.income.revenue.forEach((revenue, t) => {
      const column = columnLetter(5 + t);
      near(s.number(`${column}16`), revenue / 1e6);
      near(s.number(`${column}${totalGrowth}`), g[t] as number);
    });
  });

  it('grows the Income Statement’s revenue at the total’s growth plus the active case’s shift; the Assumptions link to it', () => {
    const income = sheetOf(ko.book, SHEETS.income);
    const assumptions = sheetOf(ko.book, SHEETS.assumptions);
    const s = sheetOf(ko.book);
    const totalGrowth = s.row('Total revenue growth');
    const engine = valued(ko.input.modelInput);
    const revenueRow = INCOME_ROW.revenue as number;
    const growthRow = ASSUMPTION_ROW.revenueGrowth as number;
    engine.forecast.fiscalYears.forEach((_, t) => {
      const column = columnLetter(5 + t);
      const previous = columnLetter(4 + t);
      expect(income.formula(`${column}${revenueRow}`)).toBe(
        `${previous}${revenueRow}*(1+'Revenue Breakdown'!${column}${totalGrowth}+'Scenarios'!$E$8)`,
      );
      // In the base case, the total itself.
      near(income.number(`${column}${revenueRow}`), s.number(`${column}16`) as number);
      near(income.number(`${column}${revenueRow}`), (engine.forecast.income.revenue[t] as number) / 1e6);
      expect(assumptions.formula(`${column}${growthRow}`)).toBe(`'Revenue Breakdown'!${column}${totalGrowth}`);
      near(assumptions.number(`${column}${growthRow}`), engine.drivers.revenueGrowth.values[t] as number);
    });
    const source = assumptions.sheet.getRow(growthRow).getCell(5 + engine.forecast.fiscalYears.length).value;
    expect(String(source)).toContain('Revenue Breakdown');
  });

  it('closes with the filing read, where the lines start and how the sheet drives the model', () => {
    const s = sheetOf(ko.book);
    const text = [31, 32, 33, 34].map((row) => String(s.value(`A${row}`)));
    expect(text[0]).toBe(
      'Source: 10-K for the year ended 2024-12-31 (ko-10-k-2025-02-20.html); us-gaap:Revenues by us-gaap:StatementBusinessSegmentsAxis.',
    );
    expect(text[1]).toContain('start from FY2024 as filed');
    expect(text[2]).toContain('the previous year × (1 + its growth)');
    expect(text[2]).toContain('the total’s growth plus the active case’s shift');
    expect(s.sheet.pageSetup.printArea).toBe(`A1:${columnLetter(4 + 10)}34`);
  });
});

describe('Apple’s products: the filing one year behind the model, and a subtotal', () => {
  it('starts each line at its FY2024 share of the model’s FY2025 revenue, as a formula', () => {
    const s = sheetOf(apple.book);
    // FY2021–FY2025 are columns B–F: the filing's FY2024 is E, the base year F.
    expect(s.value('A7')).toBe('Revenue by product or service');
    expect(s.value('A8')).toBe('Services');
    expect(s.value('E8')).toBe(96_169);
    const lines = apple.input.revenueBreakdown?.lines.filter((l) => l.role === 'member') ?? [];
    expect(lines).toHaveLength(5);
    expect(s.formula('F8')).toBe("'Income Statement'!F7*E8/SUM(E8:E12)");
    expect(s.note('F8')).toContain('share of FY2024');
    near(s.number('F8'), (lines[0]?.forecast?.baseValue as number) / 1e6);
    expect(s.formula('F13')).toBe('SUM(F8:F12)');
    near(s.number('F13'), valued(apple.input.modelInput).base.revenue / 1e6);
    expect(s.texts()).toContainEqual(expect.stringContaining('The filing covers FY2024'));
  });

  it('writes the subtotal as filed and forecast as the sum of its lines, outside the total', () => {
    const s = sheetOf(apple.book);
    const row = s.row('Products');
    expect(s.value(`A${row - 1}`)).toBe('Subtotals (sums of their lines, not added to the total)');
    expect(s.value(`E${row}`)).toBe(294_866);
    // iPhone, Mac, iPad, Wearables are rows 9–12.
    expect(s.formula(`F${row}`)).toBe('F9+F10+F11+F12');
    expect(s.formula(`G${row}`)).toBe('G9+G10+G11+G12');
    expect(s.formula('G13')).toBe('SUM(G8:G12)');
  });
});

describe('Walmart’s segments, which do not reach all of its revenue', () => {
  it('adds the rest of the base year’s revenue as its own line, the Income Statement’s revenue less the lines', () => {
    const s = sheetOf(walmart.book);
    // FY2023–FY2025 are columns B–D.
    expect(s.value('A11')).toBe('Not in this breakdown (model revenue − lines)');
    expect(s.formula('D11')).toBe("'Income Statement'!D7-SUM(D8:D10)");
    expect(s.number('D11')).toBeCloseTo(52, 9);
    expect(s.formula('D12')).toBe('SUM(D8:D11)');
    expect(s.formula('E11')).toBe(`D11*(1+E${s.row('Growth per line') + 4})`);
    // The gap compares the filing's total with the lines as filed, the unallocated line left out.
    expect(s.formula('D14')).toBe('D13-SUM(D8:D10)');
    expect(s.number('D14')).toBeCloseTo(52, 9);
  });
});

describe('Tesla’s segments, filed for years after the model’s base year, in Chinese', () => {
  it('writes the base year as values (the filing’s year is not a column), the tab and its links in Chinese', () => {
    const income = sheetOf(tesla.book, '利润表');
    const s = sheetOf(tesla.book, '收入拆分');
    expect(tesla.book.worksheets.map((sheet) => sheet.name).slice(2, 5)).toEqual(['情景', '收入拆分', '利润表']);
    expect(s.value('A7')).toBe('按分部划分的营业收入');
    // FY2017–FY2021 are B–F; the lines start at their FY2024 share of FY2021's revenue.
    expect(s.value('B8')).toBeNull();
    expect(typeof s.value('F8')).toBe('number');
    expect(s.colour('F8')).toBe(BLUE);
    expect(s.note('F8')).toContain('2024 财年的占比');
    expect(income.formula(`G${INCOME_ROW.revenue}`)).toBe("F7*(1+'收入拆分'!G17+'情景'!$E$8)");
    near(
      income.number(`G${INCOME_ROW.revenue}`),
      (valued(tesla.input.modelInput).forecast.income.revenue[0] as number) / 1e6,
    );
  });
});

describe('a breakdown that is not the model’s revenue', () => {
  it('is left out: lines that do not add up to the engine’s revenue, or history not ending in the base year', () => {
    const input = ko.input;
    const breakdown = input.revenueBreakdown;
    if (!breakdown) throw new Error('no breakdown');
    const engine = valued(input.modelInput);
    const years = [2022, 2023, 2024];
    expect(breakdownLayout(breakdown, engine, years)).not.toBeNull();
    const lifted = {
      ...breakdown,
      lines: breakdown.lines.map((line) =>
        line.member === NORTH_AMERICA && line.forecast
          ? { ...line, forecast: { ...line.forecast, growth: line.forecast.growth.map((g) => g + 0.01) } }
          : line,
      ),
    };
    expect(breakdownLayout(lifted, engine, years)).toBeNull();
    expect(breakdownLayout(breakdown, engine, [2022, 2023])).toBeNull();
    const short = {
      ...breakdown,
      lines: breakdown.lines.map((line) =>
        line.forecast ? { ...line, forecast: { ...line.forecast, growth: line.forecast.growth.slice(1) } } : line,
      ),
    };
    expect(breakdownLayout(short, engine, years)).toBeNull();
  });
});
