import { describe, expect, it } from 'vitest';
import { readDocument } from '../read/read-document.js';
import type { TExtractedStatement, TStatementType } from '../types.js';
import { extractStatements } from './extract-statements.js';
import { canPrintPdf, printToPdf } from './restated-document.test-helper.js';

/**
 * An annual report laid out as Hong Kong and mainland IFRS reporters print theirs: a statement of
 * profit or loss and a statement of financial position in the "net assets" format (no total assets
 * line), a notes column, and the unit printed in each year's column heading ("2024 HK$'000"). The
 * figures are made up for the test and add up.
 */
type TRow = readonly [label: string, current?: string, prior?: string];

const PROFIT_OR_LOSS: readonly TRow[] = [
  ['REVENUE', '1,234,567', '1,100,000'],
  ['Cost of sales', '(800,000)', '(700,000)'],
  ['Gross profit', '434,567', '400,000'],
  ['Other income and gains', '12,000', '10,000'],
  ['Selling and distribution expenses', '(50,000)', '(45,000)'],
  ['Administrative expenses', '(100,000)', '(90,000)'],
  ['Finance costs', '(20,000)', '(18,000)'],
  ['Share of profits of associates', '5,000', '4,000'],
  ['PROFIT BEFORE TAX', '281,567', '261,000'],
  ['Income tax expense', '(46,000)', '(43,000)'],
  ['PROFIT FOR THE YEAR', '235,567', '218,000'],
  ['Attributable to:'],
  ['Owners of the parent', '230,000', '214,000'],
  ['Non-controlling interests', '5,567', '4,000'],
];
const FINANCIAL_POSITION: readonly TRow[] = [
  ['NON-CURRENT ASSETS'],
  ['Property, plant and equipment', '500,000', '480,000'],
  ['Right-of-use assets', '30,000', '25,000'],
  ['Total non-current assets', '530,000', '505,000'],
  ['CURRENT ASSETS'],
  ['Inventories', '200,000', '180,000'],
  ['Trade receivables', '150,000', '140,000'],
  ['Cash and cash equivalents', '300,000', '250,000'],
  ['Total current assets', '650,000', '570,000'],
  ['CURRENT LIABILITIES'],
  ['Trade payables', '120,000', '110,000'],
  ['Interest-bearing bank borrowings', '50,000', '60,000'],
  ['Tax payable', '20,000', '18,000'],
  ['Total current liabilities', '190,000', '188,000'],
  ['NET CURRENT ASSETS', '460,000', '382,000'],
  ['TOTAL ASSETS LESS CURRENT LIABILITIES', '990,000', '887,000'],
  ['NON-CURRENT LIABILITIES'],
  ['Interest-bearing bank borrowings', '200,000', '220,000'],
  ['Deferred tax liabilities', '10,000', '9,000'],
  ['Total non-current liabilities', '210,000', '229,000'],
  ['Net assets', '780,000', '658,000'],
  ['EQUITY'],
  ['Share capital', '100,000', '100,000'],
  ['Reserves', '655,000', '538,000'],
  ['Non-controlling interests', '25,000', '20,000'],
  ['Total equity', '780,000', '658,000'],
];
const CASH_FLOWS: readonly TRow[] = [
  ['CASH FLOWS FROM OPERATING ACTIVITIES'],
  ['Profit before tax', '281,567', '261,000'],
  ['Depreciation of property, plant and equipment', '40,000', '38,000'],
  ['Increase in inventories', '(20,000)', '(10,000)'],
  ['Other movements', '28,433', '11,000'],
  ['Cash generated from operations', '330,000', '300,000'],
  ['Income tax paid', '(44,000)', '(40,000)'],
  ['Net cash flows from operating activities', '286,000', '260,000'],
  ['CASH FLOWS FROM INVESTING ACTIVITIES'],
  ['Purchases of items of property, plant and equipment', '(60,000)', '(50,000)'],
  ['Net cash flows used in investing activities', '(60,000)', '(50,000)'],
  ['CASH FLOWS FROM FINANCING ACTIVITIES'],
  ['Repayment of bank loans', '(30,000)', '(20,000)'],
  ['Dividends paid', '(146,000)', '(120,000)'],
  ['Net cash flows used in financing activities', '(176,000)', '(140,000)'],
  ['NET INCREASE IN CASH AND CASH EQUIVALENTS', '50,000', '70,000'],
  ['Cash and cash equivalents at beginning of year', '250,000', '180,000'],
  ['CASH AND CASH EQUIVALENTS AT END OF YEAR', '300,000', '250,000'],
];

function annualReport(currency: string, yearEnd: string): string {
  const statement = (title: string, caption: string, rows: readonly TRow[]) => `
    <h3>${title}</h3><p>${caption}</p>
    <table>
      <tr><td></td><td>Notes</td><td>2024<br>${currency}</td><td>2023<br>${currency}</td></tr>
      ${rows.map(([label, current = '', prior = '']) => `<tr><td>${label}</td><td></td><td>${current}</td><td>${prior}</td></tr>`).join('\n')}
    </table>
    <div style="page-break-after: always"></div>`;
  return `<html><body><p><b>Example Dragon Holdings Limited</b></p><p>ANNUAL REPORT 2024</p>
    ${statement('CONSOLIDATED STATEMENT OF PROFIT OR LOSS', `Year ended ${yearEnd} 2024`, PROFIT_OR_LOSS)}
    ${statement('CONSOLIDATED STATEMENT OF FINANCIAL POSITION', `${yearEnd} 2024`, FINANCIAL_POSITION)}
    ${statement('CONSOLIDATED STATEMENT OF CASH FLOWS', `Year ended ${yearEnd} 2024`, CASH_FLOWS)}
  </body></html>`;
}

function lineValue(statements: readonly TExtractedStatement[], type: TStatementType, end: string, key: string) {
  const statement = statements.find((found) => found.statementType === type && found.periodEnd === end);
  return statement?.lines.find((line) => line.standardAccount === key)?.value;
}

const EXPECTED: readonly [TStatementType, string, number, number][] = [
  ['income_statement', 'revenue', 1_234_567, 1_100_000],
  ['income_statement', 'cost_of_revenue', -800_000, -700_000],
  ['income_statement', 'net_income', 230_000, 214_000],
  ['income_statement', 'net_income_including_minority', 235_567, 218_000],
  ['balance_sheet', 'cash_and_equivalents', 300_000, 250_000],
  ['balance_sheet', 'short_term_borrowings', 50_000, 60_000],
  ['balance_sheet', 'long_term_debt', 200_000, 220_000],
  ['balance_sheet', 'total_equity', 780_000, 658_000],
  ['cash_flow_statement', 'operating_cash_flow', 286_000, 260_000],
  ['cash_flow_statement', 'capital_expenditure', -60_000, -50_000],
];

describe.each([
  { currency: "HK$'000", code: 'HKD', yearEnd: '31 December', ends: ['2024-12-31', '2023-12-31'] },
  { currency: "RMB'000", code: 'CNY', yearEnd: '30 June', ends: ['2024-06-30', '2023-06-30'] },
])('an IFRS annual report in $currency, year ended $yearEnd', ({ currency, code, yearEnd, ends }) => {
  const html = annualReport(currency, yearEnd);
  const forms = [
    ['HTML', () => new TextEncoder().encode(html)],
    ...(canPrintPdf ? [['PDF', () => printToPdf(html)] as const] : []),
  ] as const;

  it.each(forms)('reads every key value, unit, currency and period from its %s', async (_, bytes) => {
    const statements = extractStatements(await readDocument(bytes()));
    expect(statements.map((statement) => [statement.statementType, statement.periodEnd])).toEqual(
      (['income_statement', 'balance_sheet', 'cash_flow_statement'] as const).flatMap((type) =>
        ends.map((end) => [type, end]),
      ),
    );
    for (const statement of statements) expect(statement).toMatchObject({ unit: 'K', currency: code });
    const [current = '', prior = ''] = ends;
    for (const [type, key, now, before] of EXPECTED)
      expect([key, lineValue(statements, type, current, key), lineValue(statements, type, prior, key)]).toEqual([
        key,
        now,
        before,
      ]);
    // No period is assumed; the balance sheet prints no total assets, and says so.
    expect(statements.flatMap((statement) => statement.auditReasons.map((reason) => reason.code))).toEqual([
      'key_line_missing',
      'key_line_missing',
    ]);
  });
});
