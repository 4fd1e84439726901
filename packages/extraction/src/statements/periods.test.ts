import { describe, expect, it } from 'vitest';
import type { TStatementType } from '../types.js';
import { agreeOnPeriods, readPeriods } from './periods.js';

describe('readPeriods', () => {
  it('reads full dates under "Years ended"', () => {
    const periods = readPeriods({
      statementType: 'income_statement',
      columns: 3,
      headerRows: [
        ['', 'Years ended'],
        ['', 'September 28, 2024', '', 'September 30, 2023', '', 'September 24, 2022'],
      ],
      context: [],
    });
    expect(periods?.map((p) => [p.periodStart, p.periodEnd, p.periodLength, p.guess])).toEqual([
      ['2023-10-01', '2024-09-28', '1Y', null],
      ['2022-09-25', '2023-09-30', '1Y', null],
      ['2021-09-25', '2022-09-24', '1Y', null], // no older column: end − 1 year + 1 day
    ]);
  });

  it('combines years with the month and day of "Year Ended December 31,"', () => {
    const periods = readPeriods({
      statementType: 'balance_sheet',
      columns: 2,
      headerRows: [['As of December 31,'], ['2023', '2024']],
      context: [],
    });
    expect(periods?.map((p) => [p.periodEnd, p.periodLength, p.guess])).toEqual([
      ['2023-12-31', null, null],
      ['2024-12-31', null, null],
    ]);
  });

  it('spreads "3 Months Ended" / "6 Months Ended" over their dates', () => {
    const periods = readPeriods({
      statementType: 'income_statement',
      columns: 4,
      headerRows: [
        ['STATEMENTS OF OPERATIONS - USD ($) shares in Thousands, $ in Millions', '3 Months Ended', '6 Months Ended'],
        ['', 'Mar. 29, 2025', 'Mar. 30, 2024', 'Mar. 29, 2025', 'Mar. 30, 2024'],
      ],
      context: [],
    });
    expect(periods?.map((p) => `${p.periodEnd} ${p.periodLength}`)).toEqual([
      '2025-03-29 3M',
      '2024-03-30 3M',
      '2025-03-29 6M',
      '2024-03-30 6M',
    ]);
  });

  it('reads 本期/上期 with the year from the context or the hint', () => {
    const input = {
      statementType: 'income_statement' as const,
      columns: 2,
      headerRows: [['项目', '附注', '本期发生额', '上期发生额']],
    };
    expect(
      readPeriods({ ...input, context: ['合并利润表', '2021 年 1—12 月'] })?.map((p) => [
        p.periodEnd,
        p.periodLength,
        p.guess,
      ]),
    ).toEqual([
      ['2021-12-31', '1Y', null],
      ['2020-12-31', '1Y', null],
    ]);
    const hinted = readPeriods({ ...input, context: [], fiscalYear: 2021 });
    expect(hinted?.[0]?.periodEnd).toBe('2021-12-31');
    expect(hinted?.[0]?.guess).toEqual({ code: 'period_year_from_hint', params: { year: 2021 } });
  });

  it('reads Chinese interim columns', () => {
    const periods = readPeriods({
      statementType: 'income_statement',
      columns: 2,
      headerRows: [['项目', '2022年前三季度（1-9月）', '2021年前三季度（1-9月）']],
      context: [],
    });
    expect(periods?.map((p) => [p.periodStart, p.periodEnd, p.periodLength])).toEqual([
      ['2022-01-01', '2022-09-30', '9M'],
      ['2021-01-01', '2021-09-30', '9M'],
    ]);
  });

  it('reads Chinese dates and flags a year without a day', () => {
    const chinese = readPeriods({
      statementType: 'balance_sheet',
      columns: 2,
      headerRows: [['项目', '附注', '2021 年 12 月 31 日', '2020 年 12 月 31 日']],
      context: [],
    });
    expect(chinese?.map((p) => p.periodEnd)).toEqual(['2021-12-31', '2020-12-31']);
    const yearOnly = readPeriods({
      statementType: 'income_statement',
      columns: 2,
      headerRows: [['', '2024', '2023']],
      context: [],
    });
    expect(yearOnly?.[0]?.guess).toEqual({ code: 'period_end_assumed', params: {} });
  });

  const read = (headerRows: string[][], context: string[] = [], statementType: TStatementType = 'income_statement') =>
    readPeriods({ statementType, columns: headerRows[0]?.filter(Boolean).length ?? 0, headerRows, context });

  it('places years headed alone on the dates the report prints elsewhere', () => {
    const balance = read([['', 'February 1, 2025', 'February 3, 2024']], [], 'balance_sheet') ?? [];
    const income = read([['', 'Fiscal 2024', 'Fiscal 2023', 'Fiscal 2022']]) ?? [];
    agreeOnPeriods([balance, income], []);
    // Retailers label a year by the year it starts in; the third is 52 weeks before the second, and says so.
    expect(income.map((period) => period.periodEnd)).toEqual(['2025-02-01', '2024-02-03', '2023-02-04']);
    expect(income.map((period) => period.guess?.code ?? null)).toEqual([null, null, 'period_end_assumed']);
    expect(income[0]?.periodStart).toBe('2024-02-04');
  });

  it('reads a year printed with its unit or a restatement mark, and the year before a month-end year without assuming', () => {
    const hongKong = readPeriods({
      statementType: 'income_statement',
      columns: 2,
      headerRows: [['', 'Notes', "2024 HK$'000", "2023 HK$'000"]],
      context: ['Year ended 31 December 2024'],
    });
    expect(hongKong?.map((period) => [period.periodEnd, period.guess])).toEqual([
      ['2024-12-31', null],
      ['2023-12-31', null],
    ]);
    const restated = read([['', 'RMB million 2024', '2023 (Restated)']], ['As at 30 June 2024'], 'balance_sheet');
    expect(restated?.map((period) => period.periodEnd)).toEqual(['2024-06-30', '2023-06-30']);
  });

  it('reads a 52-week year from the balance sheet caption, and leaves "Years Ended December 31" alone', () => {
    const balance = read([['', '2024', '2023']], ['At December 29, 2024 and December 31, 2023'], 'balance_sheet') ?? [];
    expect(balance.map((period) => period.periodEnd)).toEqual(['2024-12-29', '2023-12-31']);
    const income = read([['', '2024', '2023', '2022']]) ?? [];
    agreeOnPeriods([balance, income], []);
    expect(income.map((period) => period.periodEnd)).toEqual(['2024-12-29', '2023-12-31', '2023-01-01']);
    // An auditor's signature date is no period end.
    const calendar = read([['', '2024', '2023']], ['February 12, 2025', 'For the Years Ended December 31,']) ?? [];
    expect(calendar.map((period) => period.periodEnd)).toEqual(['2024-12-31', '2023-12-31']);
  });

  it('reads dates a PDF splits over two lines or cells, and years printed above the unit line', () => {
    expect(
      read([
        ['', 'November 29,', 'December 1,'],
        ['', '2024', '2023'],
      ])?.map((p) => p.periodEnd),
    ).toEqual(['2024-11-29', '2023-12-01']);
    expect(
      readPeriods({
        statementType: 'balance_sheet',
        columns: 2,
        headerRows: [['January 31,', '2025', 'January 31, 2024']],
        context: [],
      })?.map((p) => p.periodEnd),
    ).toEqual(['2025-01-31', '2024-01-31']);
    expect(
      readPeriods({
        statementType: 'income_statement',
        columns: 3,
        headerRows: [],
        context: ['For the Years Ended December 31,', '2024 2023 2022', '(in millions, except per share data)'],
      })?.map((p) => `${p.periodEnd} ${p.guess?.code ?? ''}`),
    ).toEqual(['2024-12-31 ', '2023-12-31 ', '2022-12-31 ']);
  });
});
