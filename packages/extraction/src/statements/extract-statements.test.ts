import { describe, expect, it } from 'vitest';
import type { TExtractedStatement } from '../types.js';
import { describeReason } from './audit-reasons.js';
import { extractStatements } from './extract-statements.js';
import {
  ALPHABET_BALANCE,
  APPLE_INCOME,
  APPLE_SEGMENTS,
  document,
  MOUTAI_INCOME,
  TAIWAN_INCOME,
  table,
} from './fixtures.test-helper.js';
import { standardValue } from './standard-value.js';

const line = (statement: TExtractedStatement | undefined, key: string) =>
  statement?.lines.find((l) => l.standardAccount === key);

describe('extractStatements', () => {
  it('finds the statement of operations, not the segment table, one statement per year', () => {
    const statements = extractStatements(document([APPLE_SEGMENTS, APPLE_INCOME]));
    expect(statements.map((s) => `${s.statementType} ${s.periodEnd} ${s.periodLength}`)).toEqual([
      'income_statement 2024-09-28 1Y',
      'income_statement 2023-09-30 1Y',
      'income_statement 2022-09-24 1Y',
    ]);
    const [fy2024, fy2023] = statements;
    expect(fy2024).toMatchObject({ currency: 'USD', unit: 'M', page: 15, needsAudit: false, auditReasons: [] });
    expect(line(fy2024, 'revenue')).toMatchObject({ accountName: 'Total net sales', value: 391_035, verified: true });
    expect(line(fy2024, 'gross_profit')).toMatchObject({
      formula: 'revenue - cost_of_revenue',
      gap: 0,
      verified: true,
    });
    expect(line(fy2023, 'net_income')?.value).toBe(96_995);
    expect(line(fy2023, 'operating_income')).toMatchObject({ value: 114_301 });
    expect(fy2023?.lines.find((l) => l.accountName === 'Other income/(expense), net')?.value).toBe(-565);
    const shares = line(fy2024, 'diluted_shares');
    expect(shares && fy2024 && standardValue(fy2024, shares)).toBe(15_408_095_000);
    const eps = line(fy2024, 'eps_diluted');
    expect(eps && fy2024 && standardValue(fy2024, eps)).toBe(6.08);
    expect(fy2024?.lines.filter((l) => l.standardAccount === null).map((l) => l.accountName)).toContain('Products');
  });

  it('reads a balance sheet with years in ascending order', () => {
    const statements = extractStatements(document([ALPHABET_BALANCE]));
    expect(statements.map((s) => [s.statementType, s.periodEnd, s.periodStart, s.periodLength])).toEqual([
      ['balance_sheet', '2023-12-31', null, null],
      ['balance_sheet', '2024-12-31', null, null],
    ]);
    expect(line(statements[1], 'total_assets')).toMatchObject({ value: 450_256, verified: true });
    expect(line(statements[1], 'short_term_investments')?.value).toBe(72_191);
    expect(statements[1]?.needsAudit).toBe(false);
  });

  it('reads a Chinese statement: note column, 本期/上期, wrapped names, yuan with cents', () => {
    const statements = extractStatements(document([MOUTAI_INCOME], 'pdf'));
    expect(statements.map((s) => [s.periodEnd, s.periodLength, s.currency, s.unit])).toEqual([
      ['2021-12-31', '1Y', 'CNY', '1'],
      ['2020-12-31', '1Y', 'CNY', '1'],
    ]);
    const [current] = statements;
    expect(line(current, 'revenue')).toMatchObject({ accountName: '一、营业总收入', value: 109_464_278_563.89 });
    expect(line(current, 'cost_of_revenue')?.value).toBe(8_983_377_809.96);
    expect(line(current, 'net_income')).toMatchObject({ value: 52_460_144_378.16, verified: true });
    expect(line(current, 'net_income')?.accountName).toContain('号填列）');
    expect(line(current, 'net_income_including_minority')?.value).toBe(55_720_529_956.46);
    expect(line(current, 'eps_diluted')?.value).toBe(41.76);
    expect(current?.needsAudit).toBe(false);
  });

  it('reads a Taiwanese statement: account codes, "%" columns, Minguo years, a tax printed negative', () => {
    const statements = extractStatements(document([TAIWAN_INCOME], 'pdf'));
    expect(statements.map((s) => [s.periodEnd, s.periodLength, s.currency, s.unit])).toEqual([
      ['2023-12-31', '1Y', 'TWD', 'K'],
      ['2022-12-31', '1Y', 'TWD', 'K'],
    ]);
    const [current, prior] = statements;
    expect(line(current, 'revenue')?.value).toBe(2_161_735_841);
    expect(line(current, 'gross_profit')).toMatchObject({ value: 1_175_110_628, verified: true });
    expect(line(current, 'income_tax')).toMatchObject({ value: -178_032_209, sign: -1 });
    expect(line(prior, 'net_income')?.value).toBe(1_016_530_249);
    expect(line(prior, 'net_income_minority_interest')?.value).toBe(370_266);
    expect(line(prior, 'net_income_including_minority')).toMatchObject({ value: 1_016_900_515, verified: true });
    expect(line(current, 'eps_diluted')).toMatchObject({ value: 32.34, unit: '1' });
    expect(current?.auditReasons).toEqual([]);
  });

  it('asks for an audit when a check fails or a key line is missing', () => {
    const broken = table(
      [
        ['', 'December 31, 2024'],
        ['Revenues', '100'],
        ['Cost of revenues', '40'],
        ['Gross profit', '70'],
      ],
      { context: ['CONSOLIDATED STATEMENTS OF OPERATIONS', '(in thousands)'] },
    );
    const [statement] = extractStatements(document([broken]));
    expect(statement?.needsAudit).toBe(true);
    expect(statement?.auditReasons).toEqual([
      { code: 'period_length_assumed', params: {} },
      { code: 'currency_guessed', params: { currency: 'USD' } },
      { code: 'formula_gap', params: { line: 'Gross profit', formula: 'revenue - cost_of_revenue', gap: 10 } },
      { code: 'key_line_missing', params: { key: 'net_income' } },
    ]);
    expect(statement?.auditReasons.map(describeReason)).toEqual([
      'the period length is not printed; assumed to be a year',
      'the currency is not printed near the table; assumed to be USD',
      '"Gross profit" does not equal revenue - cost_of_revenue (gap 10)',
      'No net income line was found',
    ]);
  });

  it('joins a statement continued on the next page', () => {
    const first = table(
      [
        ['项目', '附注', '2021 年 12 月 31 日', '2020 年 12 月 31 日'],
        ['流动资产：'],
        ['货币资金', '1', '51,810,243,607.11', '36,091,090,060.90'],
        ['流动资产合计', '', '220,765,692,846.31', '185,652,154,956.94'],
      ],
      { page: 50, context: ['合并资产负债表', '2021 年 12 月 31 日', '单位:元 币种:人民币'] },
    );
    const second = table(
      [
        ['资产总计', '', '255,168,195,159.90', '213,395,810,527.46'],
        ['负债合计', '', '58,210,688,454.56', '45,675,127,426.18'],
        ['所有者权益（或股东权益）合计', '', '196,957,506,705.34', '167,720,683,101.28'],
        ['负债和所有者权益（或股东权益）总计', '', '255,168,195,159.90', '213,395,810,527.46'],
      ],
      { page: 51, context: ['2021 年年度报告'] },
    );
    const parent = table(
      [
        ['项目', '附注', '2021 年 12 月 31 日', '2020 年 12 月 31 日'],
        ['货币资金', '', '1.00', '2.00'],
      ],
      { page: 52, context: ['母公司资产负债表'] },
    );
    const statements = extractStatements(document([first, second, parent], 'pdf'));
    expect(statements.map((s) => [s.statementType, s.periodEnd, s.page, s.lastPage])).toEqual([
      ['balance_sheet', '2021-12-31', 50, 51],
      ['balance_sheet', '2020-12-31', 50, 51],
    ]);
    expect(line(statements[0], 'total_assets')).toMatchObject({ value: 255_168_195_159.9, verified: true });
    expect(line(statements[0], 'cash_and_equivalents')?.value).toBe(51_810_243_607.11);
  });
});
