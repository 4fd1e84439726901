import { describe, expect, it } from 'vitest';
import type { TStatementType } from '../types.js';
import { mapAccounts, matchAccount } from './map-accounts.js';

const rows = (...labels: (string | [string])[]) =>
  labels.map((label) => (Array.isArray(label) ? { label: label[0], hasValues: false } : { label, hasValues: true }));

describe('matchAccount', () => {
  it('maps English and Chinese names within their statement only', () => {
    expect(matchAccount('income_statement', 'Total net sales', null)?.key).toBe('revenue');
    expect(matchAccount('income_statement', '营业总收入', null)?.key).toBe('revenue');
    expect(matchAccount('income_statement', '營業收入合計', null)?.key).toBe('revenue');
    expect(matchAccount('income_statement', 'Cost of revenues', null)?.key).toBe('cost_of_revenue');
    expect(matchAccount('balance_sheet', '货币资金', null)?.key).toBe('cash_and_equivalents');
    expect(matchAccount('balance_sheet', '資產總計', null)?.key).toBe('total_assets');
    expect(matchAccount('balance_sheet', 'Total liabilities and shareholders’ equity', null)?.key).toBe(
      'total_liabilities_and_equity',
    );
    expect(matchAccount('cash_flow_statement', '经营活动产生的现金流量净额', null)?.key).toBe('operating_cash_flow');
    expect(
      matchAccount('cash_flow_statement', 'Payments for acquisition of property, plant and equipment', null)?.key,
    ).toBe('capital_expenditure');
    expect(matchAccount('income_statement', 'Total assets', null)).toBeNull();
    expect(matchAccount('income_statement', 'Total selling and administrative expense', null)?.key).toBe(
      'selling_general_administrative',
    );
    expect(
      matchAccount('cash_flow_statement', 'Payments for business acquisitions, net of cash acquired', null)?.key,
    ).toBe('acquisitions');
    expect(matchAccount('cash_flow_statement', 'Dividends paid to noncontrolling interest', null)).toBeNull();
    expect(matchAccount('cash_flow_statement', '购建固定资产、无形资产和其他长期资产支付的现金', null)?.key).toBe(
      'capital_expenditure',
    );
  });
});

describe('mapAccounts', () => {
  it('uses section headings and never gives one key to two lines', () => {
    const keys = mapAccounts(
      'balance_sheet',
      rows(
        ['Current assets:'],
        'Marketable securities',
        'Total current assets',
        'Marketable securities',
        ['Current liabilities:'],
        'Term debt',
        'Total current liabilities',
        'Term debt',
      ),
    );
    expect(keys).toEqual([
      null,
      'short_term_investments',
      'total_current_assets',
      null,
      null,
      'current_portion_long_term_debt',
      'total_current_liabilities',
      'long_term_debt',
    ]);
  });

  it('lets a later "Total" line take the key from a component', () => {
    expect(
      mapAccounts(
        'income_statement',
        rows(['Revenues:'], 'Net sales', 'Membership and other income', 'Total revenues'),
      ),
    ).toEqual([null, null, null, 'revenue']);
  });

  it('reads plain net income as including minority interests when an attributable line follows', () => {
    const keys = mapAccounts(
      'income_statement',
      rows(
        'Net income',
        'Net income attributable to noncontrolling interests',
        'Net income attributable to common stockholders',
      ),
    );
    expect(keys).toEqual(['net_income_including_minority', 'net_income_minority_interest', 'net_income']);
    expect(mapAccounts('income_statement', rows('五、净利润', '1.归属于母公司股东的净利润', '2.少数股东损益'))).toEqual(
      ['net_income_including_minority', 'net_income', 'net_income_minority_interest'],
    );
  });

  it('reads IFRS names', () => {
    const income = mapAccounts(
      'income_statement',
      rows(
        'Revenue',
        'Cost of sales',
        'Gross profit',
        'Profit before tax',
        'Income tax expense',
        'Profit for the year',
        ['Profit attributable to:'],
        'Owners of the Company',
        'Non-controlling interests',
      ),
    );
    expect(income).toEqual([
      'revenue',
      'cost_of_revenue',
      'gross_profit',
      'pretax_income',
      'income_tax',
      'net_income_including_minority',
      null,
      'net_income',
      'net_income_minority_interest',
    ]);
    const balance = mapAccounts(
      'balance_sheet',
      rows(
        'Trade and other receivables',
        'Total assets',
        ['Current liabilities'],
        'Borrowings',
        'Lease liabilities',
        ['Non-current liabilities'],
        'Borrowings',
        'Lease liabilities',
        'Total equity and liabilities',
      ),
    );
    expect(balance).toEqual([
      'receivables',
      'total_assets',
      null,
      'short_term_borrowings',
      'operating_lease_liabilities_current',
      null,
      'long_term_debt',
      'operating_lease_liabilities_noncurrent',
      'total_liabilities_and_equity',
    ]);
  });

  it('tells per-share amounts from share counts by their heading', () => {
    const keys = mapAccounts(
      'income_statement',
      rows(
        ['Earnings per share:'],
        'Basic',
        'Diluted',
        ['Shares used in computing earnings per share:'],
        'Basic',
        'Diluted',
      ),
    );
    expect(keys).toEqual([null, 'eps_basic', 'eps_diluted', null, 'basic_shares', 'diluted_shares']);
  });

  it('maps the ways annual reports name their totals', () => {
    expect(
      mapAccounts(
        'income_statement',
        rows('Sales to customers', 'Merchandise costs', 'Earnings from operations', 'Net earnings'),
      ),
    ).toEqual(['revenue', 'cost_of_revenue', 'operating_income', 'net_income']);
    expect(mapAccounts('cash_flow_statement', rows('Net earnings', 'TOTAL OPERATING ACTIVITIES'))).toEqual([
      'cash_flow_net_income',
      'operating_cash_flow',
    ]);
    expect(
      mapAccounts('balance_sheet', rows('Noncurrent debt', 'Total liabilities', "Total stockholders' deficit")),
    ).toEqual(['long_term_debt', 'total_liabilities', 'total_equity']);
    expect(
      mapAccounts(
        'income_statement',
        rows(
          'Shares used in computing basic net income per share',
          'Shares used in computing diluted net income per share',
        ),
      ),
    ).toEqual(['basic_shares', 'diluted_shares']);
  });

  it('maps the key lines however small companies, partnerships and IFRS reports qualify them', () => {
    const cases: [TStatementType, string, string | null][] = [
      ['income_statement', 'Cost of sales, including buying and occupancy costs', 'cost_of_revenue'],
      ['income_statement', 'Cost of sales, buying and occupancy', 'cost_of_revenue'],
      ['income_statement', 'Net loss and comprehensive loss', 'net_income'],
      ['income_statement', 'Net (loss) income and comprehensive (loss) income', 'net_income'],
      ['income_statement', 'Net income from continuing operations', null],
      ['balance_sheet', "Total partners' capital", 'total_equity'],
      ['balance_sheet', "Total members' equity (deficit)", 'total_equity'],
      ['balance_sheet', 'Cash & cash equivalents', 'cash_and_equivalents'],
      ['balance_sheet', 'Cash and cash equivalents, including restricted cash', 'cash_and_equivalents'],
      ['balance_sheet', 'Long-term debt and finance lease obligations', 'long_term_debt'],
      ['balance_sheet', 'Long-term debt, net of current portion and debt issuance costs', 'long_term_debt'],
      ['balance_sheet', 'Long-term debt, less current portion and unamortized debt issuance costs', 'long_term_debt'],
      ['balance_sheet', 'Long-term debt, net of unamortized discount', 'long_term_debt'],
      ['balance_sheet', 'Long-term debt, including current portion', null],
      ['balance_sheet', 'Long-term debt, current portion', 'current_portion_long_term_debt'],
      ['balance_sheet', 'Notes payable, net of current portion', 'long_term_debt'],
      ['balance_sheet', 'Term loan, net of current portion', 'long_term_debt'],
      [
        'cash_flow_statement',
        'Net cash provided by operating activities - continuing operations',
        'operating_cash_flow',
      ],
      ['cash_flow_statement', 'Net cash provided by operating activities of discontinued operations', null],
      ['cash_flow_statement', 'Net cash inflow from operating activities', 'operating_cash_flow'],
      ['cash_flow_statement', 'Purchases of items of property, plant and equipment', 'capital_expenditure'],
      ['cash_flow_statement', 'Capital expenditures, including capitalized software', 'capital_expenditure'],
    ];
    for (const [statement, label, key] of cases)
      expect([label, matchAccount(statement, label, null)?.key ?? null]).toEqual([label, key]);
  });

  it('reads borrowings by the section they are printed in', () => {
    const keys = mapAccounts(
      'balance_sheet',
      rows(
        ['CURRENT LIABILITIES'],
        'Interest-bearing bank borrowings',
        'Notes payable',
        'Total current liabilities',
        ['NON-CURRENT LIABILITIES'],
        'Interest-bearing bank borrowings',
        'Deferred tax liabilities',
      ),
    );
    expect(keys).toEqual([
      null,
      'short_term_borrowings',
      null,
      'total_current_liabilities',
      null,
      'long_term_debt',
      null,
    ]);
    expect(mapAccounts('balance_sheet', rows(['Long-term liabilities:'], 'Notes payable'))).toEqual([
      null,
      'long_term_debt',
    ]);
  });
});
