import { rmSync } from 'node:fs';
import type { TConfirmedHistory, TFinancialStatement } from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';
import { migrationsThrough, openTestDatabase } from '../../test/test-database.js';

type TStatements = { document_id: string; status: string; statements: TFinancialStatement[] };

/** What a build before migration 0009 stored: statement types named after the chart's kinds. */
const OLD_STATEMENTS = [
  {
    type: 'income',
    start: '2024-01-01',
    length: '1Y',
    lines: [
      ['Net sales', 'revenue', 1000],
      ['Cost of sales', 'cost_of_revenue', 600],
      ['Gross margin', 'gross_profit', 401],
      ['Net income', 'net_income', 100],
    ],
  },
  {
    type: 'balance',
    start: null,
    length: null,
    lines: [
      ['Total assets', 'total_assets', 500],
      ['Total liabilities', 'total_liabilities', 200],
      ['Total equity', 'total_equity', 300],
      ['Total liabilities and equity', 'total_liabilities_and_equity', 500],
    ],
  },
  {
    type: 'cash_flow',
    start: '2024-01-01',
    length: '1Y',
    lines: [['Operating cash flow', 'operating_cash_flow', 120]],
  },
] as const;

let t: TestApp;
let token: string;
let documentId: string;
let migrations: string;
const CSV = 'Revenue,1000\n';

beforeAll(async () => {
  migrations = migrationsThrough('0008_financial_document_read_in_task');
  const database = await openTestDatabase({ migrationsFolder: migrations });
  const { db } = database;
  // A document as that build stored it: its bytes in one column beside the record.
  const [owner] = await rowsOf<{ id: string }>(db, sql`insert into users (is_temp) values (true) returning id`);
  const [document] = await rowsOf<{ id: string }>(
    db,
    sql`insert into financial_documents
          (owner_id, file_name, content_type, kind, size_bytes, sha256, page_count, review_status, report_type)
        values (${owner?.id}, 'statements.csv', 'text/csv', 'csv', ${CSV.length}, 'sha', 1, 'awaiting_audit', 'annual')
        returning id`,
  );
  documentId = document?.id ?? '';
  await db.execute(
    sql`insert into financial_document_files (document_id, bytes) values (${documentId}, convert_to(${CSV}, 'UTF8'))`,
  );
  for (const [position, statement] of OLD_STATEMENTS.entries()) {
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`insert into financial_statements
            (document_id, position, statement_type, period_start, period_end, period_length, currency, unit, page, last_page, reasons)
          values (${documentId}, ${position}, ${statement.type}, ${statement.start}, '2024-12-31', ${statement.length},
                  'USD', 'M', ${position + 1}, ${position + 1}, '[]'::jsonb)
          returning id`,
    );
    for (const [index, [name, account, value]] of statement.lines.entries())
      await db.execute(
        sql`insert into financial_statement_lines
              (statement_id, position, account_name, standard_account, value, origin, extracted_value)
            values (${row?.id}, ${index}, ${name}, ${account}, ${value}, 'extracted', ${value})`,
      );
  }
  await database.migrate();
  t = await startTestApp({ database });
  let id: string;
  ({ token, id } = await signInAsTemp(t));
  await db.execute(sql`update financial_documents set owner_id = ${id} where id = ${documentId}`);
});
afterAll(async () => {
  await t.close();
  rmSync(migrations, { recursive: true, force: true });
});

const statementsOf = async () =>
  (await t.call<TStatements>('GET', `/v1/financial_statements/statements?document_id=${documentId}`, { token })).data
    .statements;

describe('a file stored before its bytes were kept in pieces', () => {
  it('is served as stored, its bytes moved by the migration into one piece', async () => {
    const response = await fetch(`${t.baseUrl}/v1/financial_statements/file?document_id=${documentId}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CSV);
  });
});

describe('statements stored before the statement types took the product’s names', () => {
  it('are renamed by the migration: income_statement, balance_sheet, cash_flow_statement', async () => {
    const rows = await rowsOf<{ statement_type: string }>(
      t.database.db,
      sql`select statement_type from financial_statements where document_id = ${documentId} order by position`,
    );
    expect(rows.map((row) => row.statement_type)).toEqual(['income_statement', 'balance_sheet', 'cash_flow_statement']);
    const statements = await statementsOf();
    expect(statements.map((s) => s.statement_type)).toEqual([
      'income_statement',
      'balance_sheet',
      'cash_flow_statement',
    ]);
    // Each line's standard account is of its own statement again (no "belongs to another statement").
    expect(statements.flatMap((s) => s.audit_reasons)).toEqual([]);
  });

  it('are audited as before: an edit runs the statement’s formula checks', async () => {
    const income = (await statementsOf())[0];
    const gross = income?.lines.find((line) => line.standard_account_name === 'gross_profit');
    const edit = await t.call<TFinancialStatement>('POST', '/v1/financial_statements/statement/update_line', {
      token,
      body: { line_id: gross?.line_id, value: 400 },
    });
    expect(edit.code, edit.message).toBe(0);
    expect(edit.data.lines.find((line) => line.standard_account_name === 'gross_profit')).toMatchObject({
      formula: 'revenue - cost_of_revenue',
      calculated_value: 400,
      verified: true,
      has_gap: false,
    });
  });

  it('are confirmed into a history with each statement’s lines in its part of the period', async () => {
    const confirm = await t.call('POST', '/v1/financial_statements/confirm', {
      token,
      body: { document_id: documentId },
    });
    expect(confirm.code, confirm.message).toBe(0);
    const history = await t.call<TConfirmedHistory>(
      'GET',
      `/v1/financial_statements/confirmed_history?document_id=${documentId}`,
      { token },
    );
    expect(history.code, history.message).toBe(0);
    expect(history.data.left_out).toEqual([]);
    const [period] = history.data.history as unknown as TStatementPeriod[];
    expect(period?.period_start).toBe('2024-01-01');
    expect(period?.income.revenue?.value).toBe(1_000_000_000);
    expect(period?.balance.total_assets?.value).toBe(500_000_000);
    expect(period?.cash_flow.operating_cash_flow?.value).toBe(120_000_000);
  });
});
