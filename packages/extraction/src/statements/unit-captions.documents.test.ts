import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../read/documents.test-helper.js';
import { readDocument } from '../read/read-document.js';
import { type TExtractedStatement, type TStatementType, UNIT_SCALE } from '../types.js';
import { chartEquityKeys } from './equity-keys.js';
import { extractStatements } from './extract-statements.js';
import { canPrintPdf, printToPdf, restatedHtml, type TRestatement } from './restated-document.test-helper.js';

/** A 10-K of the develop half of documents/eval (see bench/extraction-eval.ts), restated in other units. */
const SOURCE = `${DOCUMENTS}eval/crm-10-k-2025-03-05.html`;
const KEYS = [
  ['income_statement', 'revenue'],
  ['income_statement', 'net_income'],
  ['income_statement', 'diluted_shares'],
  ['balance_sheet', 'total_assets'],
  ['balance_sheet', 'total_equity'],
  ['balance_sheet', 'cash_and_equivalents'],
  ['cash_flow_statement', 'operating_cash_flow'],
] as const satisfies readonly (readonly [TStatementType, string])[];

/** Every key value in full units, by statement, period end and key. */
function fullValues(statements: readonly TExtractedStatement[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const statement of statements)
    for (const line of statement.statementType === 'balance_sheet' ? chartEquityKeys(statement.lines) : statement.lines)
      if (line.standardAccount)
        values.set(
          `${statement.statementType} ${statement.periodEnd} ${line.standardAccount}`,
          line.value * UNIT_SCALE[line.unit ?? statement.unit],
        );
  return values;
}

const THOUSANDS = { moneyScale: 1e3, shareScale: 1e3 };
const CAPTIONS: readonly (TRestatement & { name: string; isFlagged?: true })[] = [
  {
    name: 'in thousands, shares in ones',
    caption: '(In thousands, except share and per share data)',
    moneyScale: 1e3,
    shareScale: 1,
  },
  { name: 'dollars in thousands', caption: 'Dollars in thousands', ...THOUSANDS },
  { name: '$000s', caption: '($000s, except per share amounts)', ...THOUSANDS },
  { name: "(000's omitted)", caption: "(000's omitted, except per share data)", ...THOUSANDS },
  { name: 'a caption without "in"', caption: 'Thousands, Except Per Share Amounts', ...THOUSANDS },
  { name: 'amounts in thousands', caption: 'Amounts in thousands except per share amounts', ...THOUSANDS },
  {
    name: 'a caption on the income statement only',
    caption: '(in thousands, except per share data)',
    uncaptioned: ['balance_sheet', 'cash_flow_statement'],
    ...THOUSANDS,
  },
  {
    name: 'a unit stated once for the whole report, in the notes',
    caption: null,
    note: 'All amounts are in thousands of U.S. dollars, unless otherwise stated.',
    ...THOUSANDS,
  },
  // Whole dollars and thousands look alike when nothing says which: read as printed, and flagged.
  { name: 'whole dollars without any caption', caption: null, moneyScale: 1, shareScale: 1, isFlagged: true },
];

describe.skipIf(!existsSync(SOURCE) && process.env.CI !== 'true')('units a report prints in other ways', () => {
  let original: TExtractedStatement[] = [];
  let expected = new Map<string, number>();
  beforeAll(async () => {
    original = extractStatements(await readDocument(new Uint8Array(readFileSync(SOURCE))));
    expected = fullValues(original);
  });

  const expectSameValues = (statements: readonly TExtractedStatement[]) => {
    const found = fullValues(statements);
    const end = original.find((statement) => statement.statementType === 'balance_sheet')?.periodEnd ?? '';
    for (const [type, key] of KEYS) {
      const id = `${type} ${end} ${key}`;
      expect(found.get(id), id).toBeCloseTo(expected.get(id) ?? Number.NaN, -3);
    }
    // Never a silent guess: a unit nothing confirms is flagged for audit.
    for (const statement of statements)
      if (statement.unit !== 'K' && statement.unit !== '1')
        expect(statement.auditReasons).toContainEqual(expect.objectContaining({ code: 'unit_guessed' }));
  };

  for (const restatement of CAPTIONS)
    it(`reads ${restatement.name} (HTML)`, async () => {
      const html = restatedHtml(original, restatement);
      const statements = extractStatements(await readDocument(new TextEncoder().encode(html)));
      expectSameValues(statements);
      expect(statements.every((statement) => statement.unit === (restatement.moneyScale === 1 ? '1' : 'K'))).toBe(true);
      for (const statement of statements)
        expect(statement.auditReasons.some((reason) => reason.code === 'unit_guessed')).toBe(
          restatement.isFlagged ?? false,
        );
    });

  it('says which statements disagree, and by how much', async () => {
    const html = restatedHtml(original, CAPTIONS[0] as TRestatement);
    // The cash flow statement's first net income, raised by 1,000 (thousands): the income statement no longer agrees.
    const netIncome = original
      .find((statement) => statement.statementType === 'income_statement')
      ?.lines.find((line) => line.standardAccount === 'net_income');
    const printed = ((netIncome?.value ?? 0) * 1000).toLocaleString('en-US');
    const at = html.indexOf(printed, html.indexOf('CASH FLOWS'));
    const tampered = `${html.slice(0, at)}${((netIncome?.value ?? 0) * 1000 + 1000).toLocaleString('en-US')}${html.slice(at + printed.length)}`;
    const statements = extractStatements(await readDocument(new TextEncoder().encode(tampered)));
    const cashFlow = statements.find((statement) => statement.statementType === 'cash_flow_statement');
    expect(cashFlow?.needsAudit).toBe(true);
    expect(cashFlow?.auditReasons).toContainEqual({ code: 'net_income_mismatch', params: { gap: 1000 } });
    expect(statements.find((statement) => statement.statementType === 'income_statement')?.needsAudit).toBe(false);
  });

  it('flags a report whose income statement was not found', async () => {
    const withoutIncome = original.filter((statement) => statement.statementType !== 'income_statement');
    const html = restatedHtml(withoutIncome, CAPTIONS[1] as TRestatement);
    const statements = extractStatements(await readDocument(new TextEncoder().encode(html)));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements)
      expect(statement.auditReasons).toContainEqual({
        code: 'statement_not_found',
        params: { statement: 'income_statement' },
      });
  });

  describe.skipIf(!canPrintPdf && process.env.CI !== 'true')('printed to PDF', () => {
    for (const restatement of CAPTIONS.filter((_, index) => index === 0 || index === CAPTIONS.length - 1))
      it(`reads ${restatement.name} (PDF)`, async () => {
        const pdf = printToPdf(restatedHtml(original, restatement));
        const statements = extractStatements(await readDocument(pdf));
        expectSameValues(statements);
      }, 60_000);
  });
});
