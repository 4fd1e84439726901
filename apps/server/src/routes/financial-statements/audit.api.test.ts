import {
  errorMessage,
  type TConfirmedHistory,
  type TFinancialDocument,
  type TFinancialStatement,
  type TTablePicture,
} from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAPL_10K_HTML, documentFile, runAndWait, uploadOne, waitForTask } from '../../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

type TStatements = { document_id: string; status: string; statements: TFinancialStatement[] };

let t: TestApp;
let token: string;
let documentId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t, 'es'));
  documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML), { company_name: 'Apple Inc.' });
  expect((await runAndWait(t, token, documentId)).status).toBe('awaiting_audit');
});
afterAll(() => t.close());

const statementsOf = async (id = documentId, as = token) =>
  (await t.call<TStatements>('GET', `/v1/financial_statements/statements?document_id=${id}`, { token: as })).data;
const post = <T>(path: string, body: unknown, as = token) =>
  t.call<T>('POST', `/v1/financial_statements/${path}`, { token: as, body });
const lineNamed = (statement: TFinancialStatement | undefined, name: string) => {
  const line = statement?.lines.find((candidate) => candidate.account_name === name);
  if (!line) throw new Error(`no line ${name}`);
  return line;
};
const income2024 = async () =>
  (await statementsOf()).statements.find((s) => s.statement_type === 'income' && s.period_end === '2024-09-28');

describe('the statements of Apple’s 2024 10-K', () => {
  it('are one per statement type and period, with printed values, standard accounts and formula checks', async () => {
    const { status, statements } = await statementsOf();
    expect(status).toBe('awaiting_audit');
    expect(statements.map((s) => `${s.statement_type} ${s.period_end} ${s.period_length}`)).toEqual([
      'income 2024-09-28 1Y',
      'income 2023-09-30 1Y',
      'income 2022-09-24 1Y',
      'balance 2024-09-28 null',
      'balance 2023-09-30 null',
      'cash_flow 2024-09-28 1Y',
      'cash_flow 2023-09-30 1Y',
      'cash_flow 2022-09-24 1Y',
    ]);
    const income = statements[0];
    expect(income).toMatchObject({ currency: 'USD', unit: 'M', status: 'awaiting_audit', needs_audit: false });
    expect(income?.audit_reasons).toEqual([]);
    expect(lineNamed(income, 'Total net sales')).toMatchObject({
      standard_account_name: 'revenue',
      value: 391_035,
      unit: null,
      sign: 1,
      verified: true,
      origin: 'extracted',
      extracted_value: 391_035,
    });
    expect(lineNamed(income, 'Gross margin')).toMatchObject({
      formula: 'revenue - cost_of_revenue',
      calculated_value: 180_683,
      gap: 0,
      verified: true,
      has_gap: false,
    });
    expect(
      income?.lines.filter((line) => line.account_name === 'Diluted').map((line) => [line.value, line.unit]),
    ).toEqual([
      [6.08, '1'],
      [15_408_095, 'K'],
    ]);
    const balance = statements[3];
    expect(lineNamed(balance, 'Total assets')).toMatchObject({ value: 364_980, verified: true, has_gap: false });
    const info = await t.call<TFinancialDocument>('GET', `/v1/financial_statements/info?document_id=${documentId}`, {
      token,
    });
    expect(info.data).toMatchObject({
      company_name: 'Apple Inc.',
      fiscal_year: 2024,
      report_type: 'annual',
      period_end_date: '2024-09-28',
      statements_count: 8,
      page_count: 1,
    });
  });

  it('shows the source table of a statement as it was read', async () => {
    const income = await income2024();
    const picture = await t.call<TTablePicture>(
      'GET',
      `/v1/financial_statements/statement/table_picture?statement_id=${income?.statement_id}`,
      { token },
    );
    expect(picture.data).toMatchObject({ document_id: documentId, kind: 'html', page: income?.page });
    const sales = picture.data.rows.find((row) => row.some((cell) => cell.includes('Total net sales')));
    expect(sales?.join(' ')).toContain('391,035');
  });
});

describe('the audit', () => {
  it('recomputes the checks on an edit: a changed cost of sales leaves a gap in gross margin', async () => {
    const cost = lineNamed(await income2024(), 'Total cost of sales');
    const edited = await post<TFinancialStatement>('statement/update_line', { line_id: cost.line_id, value: 210_000 });
    expect(edited.code, edited.message).toBe(0);
    expect(lineNamed(edited.data, 'Total cost of sales')).toMatchObject({
      value: 210_000,
      origin: 'edited',
      extracted_value: 210_352,
    });
    expect(lineNamed(edited.data, 'Gross margin')).toMatchObject({
      calculated_value: 181_035,
      gap: -352,
      has_gap: true,
      verified: false,
    });
    expect(edited.data).toMatchObject({ status: 'auditing', needs_audit: true, gaps_count: 1 });
    expect(edited.data.audit_reasons).toEqual([
      {
        code: 'formula_gap',
        message: '«Gross margin» no coincide con su fórmula (revenue - cost_of_revenue): la diferencia es -352.',
      },
    ]);
    expect((await statementsOf()).status).toBe('auditing');
  });

  it('refuses to confirm while a line fails its check, then confirms once the gaps are acknowledged', async () => {
    const refused = await post('confirm', { document_id: documentId });
    expect(refused).toMatchObject({
      status: 422,
      message: errorMessage('STATEMENTS_HAVE_GAPS', 'es', { count: 1 }),
      data: { error: 'STATEMENTS_HAVE_GAPS' },
    });
    expect((await statementsOf()).status).toBe('auditing');
    const confirmed = await post<TFinancialDocument>('confirm', { document_id: documentId, acknowledge_gaps: true });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', gaps_acknowledged: true });
    expect(confirmed.data.confirmed_at).not.toBeNull();
    expect((await statementsOf()).statements.every((statement) => statement.status === 'confirmed')).toBe(true);
  });

  it('never changes confirmed statements: every edit and a re-extraction are refused', async () => {
    const income = await income2024();
    const line = lineNamed(income, 'Net income');
    const attempts = [
      post('statement/update_line', { line_id: line.line_id, value: 1 }),
      post('statement/add_line', { statement_id: income?.statement_id, account_name: 'Plug', value: 1 }),
      post('statement/delete_line', { line_id: line.line_id }),
      post('statement/revise', { statement_id: income?.statement_id, unit: 'K' }),
      post('reextract', { document_id: documentId }),
      t.call('POST', '/v1/financial_tasks/run', { token, body: { document_id: documentId } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({ status: 400, data: { error: 'STATEMENTS_CONFIRMED' } });
      expect(response.message).toBe(errorMessage('STATEMENTS_CONFIRMED', 'es'));
    }
    expect(lineNamed(await income2024(), 'Net income').value).toBe(93_736);
  });

  it('gives the confirmed statements as fiscal-year periods in full units, each value with its source', async () => {
    const response = await t.call<TConfirmedHistory>(
      'GET',
      `/v1/financial_statements/confirmed_history?document_id=${documentId}`,
      { token },
    );
    expect(response.code, response.message).toBe(0);
    const history = response.data.history as unknown as TStatementPeriod[];
    const starts = new Map(
      (await statementsOf()).statements
        .filter((statement) => statement.statement_type === 'income')
        .map((statement) => [statement.period_end, statement.period_start]),
    );
    expect(history.map((period) => [period.fiscal_year, period.fiscal_period, period.period_end])).toEqual([
      [2022, 'FY', '2022-09-24'],
      [2023, 'FY', '2023-09-30'],
      [2024, 'FY', '2024-09-28'],
    ]);
    // The duration statements' own start (the balance sheet has none).
    for (const period of history) expect(period.period_start).toBe(starts.get(period.period_end));
    const fy2024 = history[2];
    expect(fy2024?.income.revenue).toEqual({
      value: 391_035_000_000,
      source: {
        kind: 'reported',
        taxonomy: 'document',
        tag: 'Total net sales',
        form: null,
        accession: null,
        filed: null,
        unit: 'USD',
        document: { document_id: documentId, page: expect.any(Number), origin: 'extracted' },
      },
    });
    expect(fy2024?.income.cost_of_revenue).toMatchObject({
      value: 210_000_000_000,
      source: { document: { origin: 'edited' } },
    });
    expect(fy2024?.income.eps_diluted).toMatchObject({ value: 6.08, source: { unit: 'USD/shares' } });
    expect(fy2024?.income.diluted_shares).toMatchObject({ value: 15_408_095_000, source: { unit: 'shares' } });
    expect(fy2024?.balance.total_assets?.value).toBe(364_980_000_000);
    expect(history[0]?.balance).toEqual({});
    expect(response.data.currency).toBe('USD');
    expect(response.data.left_out).toContainEqual(
      expect.objectContaining({ reason: 'no_standard_account', line_id: expect.any(String) }),
    );
  });

  it('can be undone, edited back, extended and confirmed without gaps', async () => {
    const reopened = await post<TFinancialDocument>('unconfirm', { document_id: documentId });
    expect(reopened.data).toMatchObject({ status: 'auditing', confirmed_at: null, gaps_acknowledged: false });
    const income = await income2024();
    const cost = lineNamed(income, 'Total cost of sales');
    const fixed = await post<TFinancialStatement>('statement/update_line', { line_id: cost.line_id, value: 210_352 });
    expect(fixed.data).toMatchObject({ needs_audit: false, gaps_count: 0 });
    const added = await post<TFinancialStatement>('statement/add_line', {
      statement_id: income?.statement_id,
      account_name: 'Depreciation and amortization',
      standard_account_name: 'depreciation_amortization',
      value: 11_445,
      position: 11,
    });
    expect(added.data.lines[11]).toMatchObject({ account_name: 'Depreciation and amortization', origin: 'added' });
    expect(added.data.audit_reasons.map((reason) => reason.code)).toEqual(['standard_account_wrong_statement']);
    const removed = await post<TFinancialStatement>('statement/delete_line', {
      line_id: added.data.lines[11]?.line_id,
    });
    expect(removed.data.lines).toHaveLength(income?.lines.length ?? 0);
    expect(removed.data.needs_audit).toBe(false);
    const confirmed = await post<TFinancialDocument>('confirm', { document_id: documentId });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', gaps_acknowledged: false });
    await post('unconfirm', { document_id: documentId });
  });

  it('revises a statement’s unit and period, settling what they were', async () => {
    const balance = (await statementsOf()).statements.find((s) => s.statement_type === 'balance');
    const revised = await post<TFinancialStatement>('statement/revise', {
      statement_id: balance?.statement_id,
      unit: 'K',
      currency: 'eur',
    });
    expect(revised.data).toMatchObject({ unit: 'K', currency: 'EUR', status: 'auditing' });
    expect(lineNamed(revised.data, 'Total assets').value).toBe(364_980);
    const backwards = await post('statement/revise', {
      statement_id: balance?.statement_id,
      period_start: '2025-01-01',
    });
    expect(backwards).toMatchObject({
      status: 422,
      data: { error: 'VALIDATION_FAILED', fields: [{ path: 'period_start' }] },
    });
    const nothing = await post('statement/revise', { statement_id: balance?.statement_id });
    expect(nothing).toMatchObject({ status: 422, data: { error: 'VALIDATION_FAILED' } });
  });

  it('re-extracts: the edited statements are replaced by fresh ones from a new task', async () => {
    const before = await statementsOf();
    const run = await post<{ task_id: string; status: string }>('reextract', { document_id: documentId });
    expect(run.data.status).toBe('pending');
    const done = await waitForTask(t, token, run.data.task_id);
    expect(done.status).toBe('awaiting_audit');
    const after = await statementsOf();
    expect(after.statements).toHaveLength(8);
    expect(after.statements.map((s) => s.statement_id)).not.toContain(before.statements[0]?.statement_id);
    expect(after.statements.flatMap((s) => s.lines).every((line) => line.origin === 'extracted')).toBe(true);
    expect(after.statements.find((s) => s.statement_type === 'balance')?.unit).toBe('M');
  });
});

describe('the document record', () => {
  it('is renamed and corrected, and refuses an update that changes nothing', async () => {
    const updated = await post<TFinancialDocument>('update', {
      document_id: documentId,
      company_name: 'Apple',
      stock_code: 'AAPL',
      report_type: 'annual',
    });
    expect(updated.data).toMatchObject({ company_name: 'Apple', stock_code: 'AAPL', fiscal_year: 2024 });
    expect(await post('update', { document_id: documentId })).toMatchObject({ status: 422 });
  });

  it('has no statements, refuses the audit and has no confirmed history before extraction', async () => {
    const fresh = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    expect(await statementsOf(fresh)).toEqual({ document_id: fresh, status: 'not_started', statements: [] });
    expect(await post('confirm', { document_id: fresh })).toMatchObject({
      status: 400,
      data: { error: 'STATEMENTS_NOT_READY' },
    });
    const history = await t.call('GET', `/v1/financial_statements/confirmed_history?document_id=${fresh}`, { token });
    expect(history).toMatchObject({ status: 400, data: { error: 'STATEMENTS_NOT_CONFIRMED' } });
    expect(await post('delete', { document_id: fresh })).toMatchObject({ code: 0, data: { ok: true } });
    const gone = await t.call('GET', `/v1/financial_statements/info?document_id=${fresh}`, { token });
    expect(gone).toMatchObject({ status: 404, data: { error: 'NOT_FOUND' } });
  });
});

describe('someone else’s ids', () => {
  it('are answered exactly like unknown ones, and nothing changes', async () => {
    const { token: other } = await signInAsTemp(t);
    const { statements } = await statementsOf();
    const statementId = statements[0]?.statement_id;
    const lineId = statements[0]?.lines[0]?.line_id;
    const info = await t.call<TFinancialDocument>('GET', `/v1/financial_statements/info?document_id=${documentId}`, {
      token,
    });
    const taskId = info.data.task_id;
    const unknown = await t.call('GET', `/v1/financial_statements/info?document_id=${crypto.randomUUID()}`, {
      token: other,
    });
    const calls = [
      t.call('GET', `/v1/financial_statements/info?document_id=${documentId}`, { token: other }),
      t.call('GET', `/v1/financial_statements/statements?document_id=${documentId}`, { token: other }),
      t.call('GET', `/v1/financial_statements/file?document_id=${documentId}`, { token: other }),
      t.call('GET', `/v1/financial_statements/statement/table_picture?statement_id=${statementId}`, { token: other }),
      t.call('GET', `/v1/financial_statements/confirmed_history?document_id=${documentId}`, { token: other }),
      t.call('GET', `/v1/financial_tasks/status?task_id=${taskId}`, { token: other }),
      post('update', { document_id: documentId, company_name: 'Mine' }, other),
      post('statement/update_line', { line_id: lineId, value: 1 }, other),
      post('statement/add_line', { statement_id: statementId, account_name: 'x', value: 1 }, other),
      post('statement/delete_line', { line_id: lineId }, other),
      post('statement/revise', { statement_id: statementId, unit: 'B' }, other),
      post('reextract', { document_id: documentId }, other),
      post('confirm', { document_id: documentId, acknowledge_gaps: true }, other),
      post('unconfirm', { document_id: documentId }, other),
      post('delete', { document_id: documentId }, other),
      t.call('POST', '/v1/financial_tasks/run', { token: other, body: { document_id: documentId } }),
      t.call('POST', '/v1/financial_tasks/cancel', { token: other, body: { task_id: taskId } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.status, code: response.code, message: response.message, data: response.data }).toEqual({
        status: unknown.status,
        code: unknown.code,
        message: unknown.message,
        data: unknown.data,
      });
    }
    expect(unknown).toMatchObject({ status: 404, data: { error: 'NOT_FOUND' } });
    const list = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token: other });
    expect(list.data.total).toBe(0);
    const mine = await statementsOf();
    expect(mine.statements).toEqual(statements);
  });
});
