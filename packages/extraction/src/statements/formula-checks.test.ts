import { describe, expect, it } from 'vitest';
import { checkStatement, type TCheckableLine } from './formula-checks.js';

const line = (standardAccount: string | null, value: number, extra: Partial<TCheckableLine> = {}): TCheckableLine => ({
  accountName: standardAccount ?? 'Other',
  standardAccount,
  value,
  ...extra,
});

describe('checkStatement', () => {
  it('checks a subtotal against its parts and verifies them all when it holds', () => {
    const checks = checkStatement(
      'income_statement',
      [line('revenue', 391_035), line('cost_of_revenue', 210_352), line('gross_profit', 180_683), line(null, 269)],
      'M',
    );
    expect(checks.map((check) => check.verified)).toEqual([true, true, true, false]);
    expect(checks[2]).toEqual({
      formula: 'revenue - cost_of_revenue',
      calculatedValue: 180_683,
      gap: 0,
      verified: true,
      hasGap: false,
    });
  });

  it('reports a gap beyond half the last printed digit per component, and verifies nothing of it', () => {
    const income = (gross: number) =>
      checkStatement(
        'income_statement',
        [line('revenue', 10), line('cost_of_revenue', 4), line('gross_profit', gross)],
        'M',
      );
    expect(income(8)[2]).toMatchObject({ gap: 2, hasGap: true, verified: false });
    expect(income(8).map((check) => check.verified)).toEqual([false, false, false]);
    // 1 is within half a printed unit for each of the two parts.
    expect(income(7)[2]).toMatchObject({ gap: 1, hasGap: false, verified: true });
  });

  it('takes the last printed digit from the values: cents when most amounts have them', () => {
    const yuan = (gross: number) =>
      checkStatement(
        'income_statement',
        [line('revenue', 109_464_278_563.89), line('cost_of_revenue', 8_983_377_809.96), line('gross_profit', gross)],
        '1',
      )[2];
    expect(yuan(100_480_900_753.93)).toMatchObject({ hasGap: false, verified: true });
    expect(yuan(100_480_900_754.43)).toMatchObject({ hasGap: true });
    // A per-share amount in its own unit does not make a statement in millions one printed in cents.
    const millions = checkStatement(
      'income_statement',
      [
        line('revenue', 10),
        line('cost_of_revenue', 4),
        line('gross_profit', 7),
        line('eps_diluted', 6.08, { unit: '1' }),
      ],
      'M',
    );
    expect(millions[2]).toMatchObject({ hasGap: false });
  });

  it('uses each line in the chart’s sign and unit, and shows the calculation signed as printed', () => {
    // A cost printed in brackets (−4) is a positive cost in the chart.
    const checks = checkStatement(
      'income_statement',
      [line('revenue', 10), line('cost_of_revenue', -4, { sign: -1 }), line('gross_profit', 6)],
      'M',
    );
    expect(checks[2]).toMatchObject({ calculatedValue: 6, gap: 0, hasGap: false });
    const inThousands = checkStatement(
      'income_statement',
      [line('revenue', 10), line('cost_of_revenue', 4_000, { unit: 'K' }), line('gross_profit', 6)],
      'M',
    );
    expect(inThousands[2]).toMatchObject({ calculatedValue: 6, hasGap: false });
  });

  it('balances the balance sheet with or without a total including minority interest', () => {
    const checks = checkStatement(
      'balance_sheet',
      [
        line('total_assets', 364_980),
        line('total_liabilities', 308_030),
        line('total_equity', 56_950),
        line('total_liabilities_and_equity', 364_980),
      ],
      'M',
    );
    expect(checks.every((check) => check.verified)).toBe(true);
    expect(checks[0]).toMatchObject({ formula: 'total_liabilities_and_equity', hasGap: false });
    expect(checks[3]).toMatchObject({ formula: 'total_liabilities + total_equity', hasGap: false });
    const withMinority = checkStatement(
      'balance_sheet',
      [
        line('total_liabilities', 100),
        line('total_equity', 40),
        line('minority_interest', 10),
        line('total_equity_including_minority', 50),
        line('total_liabilities_and_equity', 150),
      ],
      'M',
    );
    expect(withMinority[4]).toMatchObject({
      formula: 'total_liabilities + total_equity_including_minority',
      hasGap: false,
    });
  });

  it('checks the net change in cash, found by its printed name, with the effect of exchange rates', () => {
    const cash = (operating: number) =>
      checkStatement(
        'cash_flow_statement',
        [
          line('operating_cash_flow', operating),
          line('investing_cash_flow', -20_298),
          line('financing_cash_flow', -69_757),
          { accountName: 'Effect of exchange rate changes on cash', standardAccount: null, value: -506 },
          { accountName: 'Net increase (decrease) in cash and cash equivalents', standardAccount: null, value: 934 },
        ],
        'M',
      );
    expect(cash(91_495).map((check) => check.verified)).toEqual([true, true, true, true, true]);
    expect(cash(91_495)[4]?.formula).toBe(
      'operating_cash_flow + investing_cash_flow + financing_cash_flow + fx_effect_on_cash',
    );
    expect(cash(91_000)[4]).toMatchObject({ calculatedValue: 439, gap: 495, hasGap: true, verified: false });
  });

  it('finds the effect of exchange rates however it is named', () => {
    for (const name of [
      'Foreign currency effect on cash, cash equivalents, and restricted cash',
      'Effect of foreign exchange rate changes on cash and cash equivalents',
      'Effects of exchange rate fluctuations on cash',
      'Impact of foreign exchange on cash',
      'Exchange rate effect on cash and cash equivalents',
    ]) {
      const checks = checkStatement(
        'cash_flow_statement',
        [
          line('operating_cash_flow', 100),
          line('investing_cash_flow', -40),
          line('financing_cash_flow', -30),
          { accountName: name, standardAccount: null, value: -5 },
          { accountName: 'Net increase in cash and cash equivalents', standardAccount: null, value: 25 },
        ],
        'M',
      );
      expect([name, checks[4]?.hasGap]).toEqual([name, false]);
    }
  });

  it('counts a key on its first line only and ignores accounts of another statement', () => {
    const checks = checkStatement(
      'income_statement',
      [
        line('revenue', 10),
        line('revenue', 99),
        line('cost_of_revenue', 4),
        line('total_assets', 1),
        line('gross_profit', 6),
      ],
      'M',
    );
    expect(checks.map((check) => check.verified)).toEqual([true, false, true, false, true]);
  });

  it('shows a failed check of a subtotal even when another check of it passes', () => {
    // Net income incl. minority ≠ net income + minority interest, though pre-tax − tax gives it.
    const checks = checkStatement(
      'income_statement',
      [
        line('pretax_income', 120),
        line('income_tax', 20),
        line('net_income_including_minority', 100),
        line('net_income', 90),
        line('net_income_minority_interest', 5),
      ],
      'M',
    );
    expect(checks[2]).toMatchObject({
      formula: 'net_income + net_income_minority_interest',
      gap: 5,
      hasGap: true,
      verified: false,
    });
  });
});
