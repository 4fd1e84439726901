import { describe, expect, it } from 'vitest';
import { readDocument } from '../read/read-document.js';
import type { TExtractedStatement, TStatementType } from '../types.js';
import { extractStatements } from './extract-statements.js';
import { canPrintPdf, printToPdf } from './restated-document.test-helper.js';

/**
 * A small company's 10-K statements as such filings print them (the figures are made up and add
 * up): amounts in thousands with share counts in ones, one revenue line named for its kind, a loss
 * from operations, "Net loss and comprehensive loss", a term loan and convertible notes, a
 * stockholders' deficit, and "$" and ")" in cells of their own.
 */
const SMALL_COMPANY = `<html><body>
<p style="text-align:center"><b>ACME THERAPEUTICS, INC.</b></p>
<p style="text-align:center"><b>CONSOLIDATED BALANCE SHEETS</b></p>
<p style="text-align:center">(in thousands, except share and per share data)</p>
<table>
<tr><td></td><td colspan="3">December 31,</td></tr>
<tr><td></td><td colspan="2">2024</td><td></td><td colspan="2">2023</td></tr>
<tr><td><b>Assets</b></td></tr>
<tr><td>Current assets:</td></tr>
<tr><td>Cash and cash equivalents</td><td>$</td><td>45,123</td><td></td><td>$</td><td>60,456</td></tr>
<tr><td>Short-term investments</td><td></td><td>20,000</td><td></td><td></td><td>15,000</td></tr>
<tr><td>Prepaid expenses and other current assets</td><td></td><td>3,210</td><td></td><td></td><td>2,100</td></tr>
<tr><td>Total current assets</td><td></td><td>68,333</td><td></td><td></td><td>77,556</td></tr>
<tr><td>Property and equipment, net</td><td></td><td>4,500</td><td></td><td></td><td>5,000</td></tr>
<tr><td>Operating lease right-of-use assets</td><td></td><td>6,000</td><td></td><td></td><td>6,500</td></tr>
<tr><td>Total assets</td><td>$</td><td>78,833</td><td></td><td>$</td><td>89,056</td></tr>
<tr><td><b>Liabilities and stockholders' deficit</b></td></tr>
<tr><td>Current liabilities:</td></tr>
<tr><td>Accounts payable</td><td>$</td><td>5,000</td><td></td><td>$</td><td>4,000</td></tr>
<tr><td>Accrued expenses</td><td></td><td>7,000</td><td></td><td></td><td>6,000</td></tr>
<tr><td>Term loan, current portion</td><td></td><td>10,000</td><td></td><td></td><td>—</td></tr>
<tr><td>Total current liabilities</td><td></td><td>22,000</td><td></td><td></td><td>10,000</td></tr>
<tr><td>Term loan, net of current portion</td><td></td><td>30,000</td><td></td><td></td><td>40,000</td></tr>
<tr><td>Convertible notes payable, net</td><td></td><td>50,000</td><td></td><td></td><td>49,000</td></tr>
<tr><td>Operating lease liabilities, net of current portion</td><td></td><td>5,500</td><td></td><td></td><td>6,000</td></tr>
<tr><td>Total liabilities</td><td></td><td>107,500</td><td></td><td></td><td>105,000</td></tr>
<tr><td>Commitments and contingencies (Note 9)</td></tr>
<tr><td>Stockholders' deficit:</td></tr>
<tr><td>Common stock, $0.001 par value; 200,000,000 shares authorized; 30,000,000 and 25,000,000 shares issued and outstanding</td><td></td><td>30</td><td></td><td></td><td>25</td></tr>
<tr><td>Additional paid-in capital</td><td></td><td>300,000</td><td></td><td></td><td>250,000</td></tr>
<tr><td>Accumulated deficit</td><td></td><td>(328,697</td><td>)</td><td></td><td>(265,969</td><td>)</td></tr>
<tr><td>Total stockholders' deficit</td><td></td><td>(28,667</td><td>)</td><td></td><td>(15,944</td><td>)</td></tr>
<tr><td>Total liabilities and stockholders' deficit</td><td>$</td><td>78,833</td><td></td><td>$</td><td>89,056</td></tr>
</table>
<p style="text-align:center"><b>CONSOLIDATED STATEMENTS OF OPERATIONS AND COMPREHENSIVE LOSS</b></p>
<p style="text-align:center">(in thousands, except share and per share data)</p>
<table>
<tr><td></td><td colspan="5">Year Ended December 31,</td></tr>
<tr><td></td><td colspan="2">2024</td><td></td><td colspan="2">2023</td></tr>
<tr><td>Collaboration revenue</td><td>$</td><td>12,000</td><td></td><td>$</td><td>8,000</td></tr>
<tr><td>Operating expenses:</td></tr>
<tr><td>Research and development</td><td></td><td>55,000</td><td></td><td></td><td>50,000</td></tr>
<tr><td>General and administrative</td><td></td><td>15,000</td><td></td><td></td><td>14,000</td></tr>
<tr><td>Total operating expenses</td><td></td><td>70,000</td><td></td><td></td><td>64,000</td></tr>
<tr><td>Loss from operations</td><td></td><td>(58,000</td><td>)</td><td></td><td>(56,000</td><td>)</td></tr>
<tr><td>Other income (expense):</td></tr>
<tr><td>Interest income</td><td></td><td>3,000</td><td></td><td></td><td>2,500</td></tr>
<tr><td>Interest expense</td><td></td><td>(7,728</td><td>)</td><td></td><td>(6,000</td><td>)</td></tr>
<tr><td>Total other expense, net</td><td></td><td>(4,728</td><td>)</td><td></td><td>(3,500</td><td>)</td></tr>
<tr><td>Net loss and comprehensive loss</td><td>$</td><td>(62,728</td><td>)</td><td>$</td><td>(59,500</td><td>)</td></tr>
<tr><td>Net loss per share, basic and diluted</td><td>$</td><td>(2.28</td><td>)</td><td>$</td><td>(2.48</td><td>)</td></tr>
<tr><td>Weighted-average shares of common stock outstanding, basic and diluted</td><td></td><td>27,512,345</td><td></td><td></td><td>23,991,935</td></tr>
</table>
<p style="text-align:center"><b>CONSOLIDATED STATEMENTS OF CASH FLOWS</b></p>
<p style="text-align:center">(in thousands)</p>
<table>
<tr><td></td><td colspan="5">Year Ended December 31,</td></tr>
<tr><td></td><td colspan="2">2024</td><td></td><td colspan="2">2023</td></tr>
<tr><td>Cash flows from operating activities:</td></tr>
<tr><td>Net loss</td><td>$</td><td>(62,728</td><td>)</td><td>$</td><td>(59,500</td><td>)</td></tr>
<tr><td>Adjustments to reconcile net loss to net cash used in operating activities:</td></tr>
<tr><td>Stock-based compensation</td><td></td><td>9,000</td><td></td><td></td><td>8,000</td></tr>
<tr><td>Depreciation and amortization</td><td></td><td>1,000</td><td></td><td></td><td>900</td></tr>
<tr><td>Changes in operating assets and liabilities</td><td></td><td>1,395</td><td></td><td></td><td>(1,400</td><td>)</td></tr>
<tr><td>Net cash used in operating activities</td><td></td><td>(51,333</td><td>)</td><td></td><td>(52,000</td><td>)</td></tr>
<tr><td>Cash flows from investing activities:</td></tr>
<tr><td>Purchases of short-term investments</td><td></td><td>(25,000</td><td>)</td><td></td><td>(15,000</td><td>)</td></tr>
<tr><td>Maturities of short-term investments</td><td></td><td>20,000</td><td></td><td></td><td>—</td></tr>
<tr><td>Purchases of property and equipment</td><td></td><td>(500</td><td>)</td><td></td><td>(1,000</td><td>)</td></tr>
<tr><td>Net cash used in investing activities</td><td></td><td>(5,500</td><td>)</td><td></td><td>(16,000</td><td>)</td></tr>
<tr><td>Cash flows from financing activities:</td></tr>
<tr><td>Proceeds from issuance of common stock, net of issuance costs</td><td></td><td>41,500</td><td></td><td></td><td>30,000</td></tr>
<tr><td>Net cash provided by financing activities</td><td></td><td>41,500</td><td></td><td></td><td>30,000</td></tr>
<tr><td>Net decrease in cash, cash equivalents and restricted cash</td><td></td><td>(15,333</td><td>)</td><td></td><td>(38,000</td><td>)</td></tr>
<tr><td>Cash, cash equivalents and restricted cash at beginning of year</td><td></td><td>60,456</td><td></td><td></td><td>98,456</td></tr>
<tr><td>Cash, cash equivalents and restricted cash at end of year</td><td>$</td><td>45,123</td><td></td><td>$</td><td>60,456</td></tr>
</table>
</body></html>
`;

const EXPECTED: readonly [TStatementType, string, number, number][] = [
  ['income_statement', 'revenue', 12_000, 8_000],
  ['income_statement', 'operating_income', -58_000, -56_000],
  ['income_statement', 'net_income', -62_728, -59_500],
  ['balance_sheet', 'cash_and_equivalents', 45_123, 60_456],
  ['balance_sheet', 'total_assets', 78_833, 89_056],
  ['balance_sheet', 'total_liabilities', 107_500, 105_000],
  ['balance_sheet', 'long_term_debt', 30_000, 40_000],
  ['balance_sheet', 'total_equity', -28_667, -15_944],
  ['cash_flow_statement', 'operating_cash_flow', -51_333, -52_000],
  ['cash_flow_statement', 'capital_expenditure', -500, -1_000],
];

function lineValue(statements: readonly TExtractedStatement[], type: TStatementType, end: string, key: string) {
  const statement = statements.find((found) => found.statementType === type && found.periodEnd === end);
  return statement?.lines.find((line) => line.standardAccount === key)?.value;
}

describe("a small company's 10-K in thousands", () => {
  const forms = [
    ['HTML', () => new TextEncoder().encode(SMALL_COMPANY)],
    ...(canPrintPdf ? [['PDF', () => printToPdf(SMALL_COMPANY)] as const] : []),
  ] as const;

  it.each(forms)('reads every key value from its %s, with nothing to audit', async (_, bytes) => {
    const statements = extractStatements(await readDocument(bytes()));
    for (const statement of statements)
      expect(statement).toMatchObject({ unit: 'K', currency: 'USD', auditReasons: [] });
    for (const [type, key, now, before] of EXPECTED)
      expect([
        key,
        lineValue(statements, type, '2024-12-31', key),
        lineValue(statements, type, '2023-12-31', key),
      ]).toEqual([key, now, before]);
    const income = statements.find((statement) => statement.statementType === 'income_statement');
    expect(income?.lines.find((line) => line.standardAccount === 'diluted_shares')).toMatchObject({
      value: 27_512_345,
      unit: '1',
    });
  });
});
