import { errorMessage, financialStatementRoutes, financialTaskRoutes, modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BALANCE_ID,
  DOCUMENT_ID,
  INCOME_ID,
  lineId,
  TASK_ID,
  type TWireLine,
  wireBalance,
  wireDocument,
  wireIncome,
  wireLine,
  wireTask,
} from '../../test/financial-fixture';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

const NEW_LINE_ID = lineId(99);
const MODEL_ID = '6f0c1c7e-2a4b-4c3d-9e8f-0123456789ab';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

type TStatement = Record<string, unknown> & { statement_id: string; lines: TWireLine[] };

/**
 * A stateful audit API: two statements whose income statement has a gross-profit gap, edits that
 * recompute it as the server would, and a confirm that refuses unacknowledged gaps.
 */
async function startAuditApi(options: { gapsElsewhere?: number } = {}) {
  let document = wireDocument();
  let statements: TStatement[] = [wireIncome() as TStatement, wireBalance() as TStatement];

  function recheck(statement: TStatement): TStatement {
    const value = (key: string) => statement.lines.find((l) => l.standard_account_name === key)?.value ?? 0;
    const lines = statement.lines.map((line) => {
      if (line.standard_account_name !== 'gross_profit') return line;
      const calculated = value('revenue') - value('cost_of_revenue');
      const gap = line.value - calculated;
      return { ...line, calculated_value: calculated, gap, has_gap: gap !== 0, verified: gap === 0 };
    });
    const gaps = lines.filter((line) => line.has_gap).length;
    return {
      ...statement,
      lines,
      gaps_count: gaps,
      status: 'auditing',
      audit_reasons: gaps ? statement.audit_reasons : [],
    };
  }

  function edit(statementId: string, change: (statement: TStatement) => TStatement) {
    statements = statements.map((s) => (s.statement_id === statementId ? recheck(change(s)) : s));
    document = { ...document, status: 'auditing' };
    return { body: ok(statements.find((s) => s.statement_id === statementId)) };
  }

  function owner(id: string): TStatement {
    return statements.find((s) => s.lines.some((line) => line.line_id === id)) as TStatement;
  }

  server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case financialStatementRoutes.info.path:
        return { body: ok(document) };
      case financialStatementRoutes.list.path:
        return { body: ok({ items: [document], total: 1 }) };
      case financialStatementRoutes.statements.path:
        return { body: ok({ document_id: DOCUMENT_ID, status: document.status, statements }) };
      case financialStatementRoutes.table_picture.path:
        return {
          body: ok({
            document_id: DOCUMENT_ID,
            statement_id: request.query.get('statement_id'),
            kind: 'html',
            page: 1,
            last_page: 1,
            title: 'CONSOLIDATED STATEMENTS OF OPERATIONS',
            context: ['(In millions)'],
            rows: [
              ['', '2024'],
              ['Net sales', '1,000'],
              ['Cost of sales', '600'],
              ['Gross margin', '401'],
            ],
          }),
        };
      case financialStatementRoutes.update_line.path: {
        const id = String(body.line_id);
        return edit(owner(id).statement_id, (s) => ({
          ...s,
          lines: s.lines.map((line) =>
            line.line_id === id
              ? {
                  ...line,
                  ...body,
                  line_id: id,
                  origin: 'edited',
                  extracted_value: line.extracted_value ?? line.value,
                }
              : line,
          ),
        }));
      }
      case financialStatementRoutes.add_line.path:
        return edit(String(body.statement_id), (s) => ({
          ...s,
          lines: [
            ...s.lines,
            wireLine(99, {
              account_name: body.account_name,
              standard_account_name: body.standard_account_name,
              value: body.value,
              origin: 'added',
            }),
          ],
        }));
      case financialStatementRoutes.delete_line.path: {
        const id = String(body.line_id);
        return edit(owner(id).statement_id, (s) => ({ ...s, lines: s.lines.filter((line) => line.line_id !== id) }));
      }
      case financialStatementRoutes.revise.path:
        return edit(String(body.statement_id), (s) => ({ ...s, ...body }));
      case financialStatementRoutes.confirm.path: {
        const gaps = statements.reduce((sum, s) => sum + Number(s.gaps_count), options.gapsElsewhere ?? 0);
        if (gaps > 0 && body.acknowledge_gaps !== true) {
          const message = errorMessage('STATEMENTS_HAVE_GAPS', 'en', { count: gaps });
          return { status: 422, body: failure(422, 'STATEMENTS_HAVE_GAPS', message) };
        }
        document = {
          ...document,
          status: 'confirmed',
          confirmed_at: '2025-02-02T09:30:00.000Z',
          gaps_acknowledged: gaps > 0,
        };
        statements = statements.map((s) => ({ ...s, status: 'confirmed' }));
        return { body: ok(document) };
      }
      case financialStatementRoutes.unconfirm.path:
        document = { ...document, status: 'auditing', confirmed_at: null, gaps_acknowledged: false };
        statements = statements.map((s) => ({ ...s, status: 'auditing' }));
        return { body: ok(document) };
      case financialStatementRoutes.reextract.path:
        document = { ...document, status: 'pending', current_step: null, progress: 0, statements_count: 0 };
        statements = [];
        return { body: ok({ task_id: TASK_ID, status: 'pending' }) };
      case financialTaskRoutes.status.path:
        return { body: ok(wireTask('processing', { current_step: 'parsing', progress: 5 })) };
      case modelRoutes.private.path:
        return { body: ok({ model_id: MODEL_ID, status: 'starting' }) };
      case modelRoutes.status.path:
        return {
          body: ok({
            model_id: MODEL_ID,
            status: 'success',
            progress: { annual: 100, quarterly: 0 },
            is_slow: false,
            error: null,
          }),
        };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

function requestsTo(api: TLocalApiServer, path: string) {
  return api.requests.filter((r) => r.path === path).map((r) => r.body);
}

function row(name: string): HTMLElement {
  const found = screen
    .getAllByTestId('line-row')
    .find((element) => (within(element).queryByTestId('line-name') as HTMLInputElement | null)?.value === name);
  if (!found) throw new Error(`no line ${name}`);
  return found;
}

async function openAudit(url: string, language = 'en'): Promise<void> {
  renderApp({ path: `/documents/${DOCUMENT_ID}/audit`, language, baseUrl: url });
  await screen.findByTestId('lines-table');
}

describe('audit of extracted statements', () => {
  it('shows each statement’s lines beside the source table, with the gap highlighted and why it needs a look', async () => {
    const api = await startAuditApi();
    await openAudit(api.url);
    expect(screen.getByTestId('audit-title').textContent).toBe('Acme Tools Ltd');
    expect(screen.getByTestId('audit-status').textContent).toBe('Ready for review');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Income statement112 months ended December 31, 2024',
      'Balance sheetAt December 31, 2024',
    ]);
    expect(screen.getByTestId('values-unit').textContent).toBe('Values in millions of USD, as printed.');
    expect(within(screen.getByTestId('audit-reasons')).getByText(/does not match its formula/)).toBeTruthy();

    const gross = row('Gross margin');
    expect(gross.dataset.hasGap).toBe('true');
    expect(gross.className).toContain('bg-danger-soft');
    expect(within(gross).getByTestId('line-gap').textContent).toBe('1');
    expect(gross.textContent).toContain('Revenue − Cost of revenue');
    expect((within(gross).getByTestId('line-account') as HTMLSelectElement).value).toBe('gross_profit');
    // The select offers the income statement's chart, with the chart's labels.
    const options = Array.from((within(gross).getByTestId('line-account') as HTMLSelectElement).options);
    expect(options.map((option) => option.textContent)).toContain('Selling, general and administrative');
    expect(options.map((option) => option.textContent)).not.toContain('Total assets');

    const source = await screen.findByTestId('table-picture');
    expect(source.textContent).toContain('CONSOLIDATED STATEMENTS OF OPERATIONS');
    expect(within(source).getAllByRole('row')).toHaveLength(4);
    expect(
      api.requests.find((r) => r.path === financialStatementRoutes.table_picture.path)?.query.get('statement_id'),
    ).toBe(INCOME_ID);

    fireEvent.click(screen.getByTestId('statement-tab-balance_sheet'));
    await waitFor(() => expect(screen.getByTestId('statement-panel').dataset.statement).toBe(BALANCE_ID));
    expect(screen.getAllByTestId('line-row')).toHaveLength(2);
  });

  it('edits a value, a mapping and a name, adds and deletes lines, revises the unit, and refuses a confirm until the gaps are acknowledged', async () => {
    const api = await startAuditApi();
    await openAudit(api.url);

    // A value typed the way statements print it; the gap goes away with the server's answer.
    const value = within(row('Gross margin')).getByTestId('line-value') as HTMLInputElement;
    expect(value.value).toBe('401');
    fireEvent.change(value, { target: { value: '(40O)' } });
    fireEvent.blur(value);
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(api, financialStatementRoutes.update_line.path)).toEqual([]);
    fireEvent.change(value, { target: { value: '400' } });
    fireEvent.keyDown(value, { key: 'Enter' });
    await waitFor(() => expect(row('Gross margin').dataset.hasGap).toBeUndefined());
    expect(requestsTo(api, financialStatementRoutes.update_line.path)).toEqual([{ line_id: lineId(3), value: 400 }]);
    expect(within(row('Gross margin')).getByTestId('line-extracted').textContent).toBe('Extracted: 401');
    expect(within(row('Gross margin')).getByTestId('line-verified').dataset.verified).toBe('true');
    await waitFor(() => expect(screen.getByTestId('audit-status').textContent).toBe('In review'));

    // A mapping, then a name.
    fireEvent.change(within(row('Operating income')).getByTestId('line-account'), { target: { value: '' } });
    await waitFor(() => expect(row('Operating income').dataset.account).toBe(''));
    const name = within(row('Operating income')).getByTestId('line-name');
    fireEvent.change(name, { target: { value: 'Operating profit' } });
    fireEvent.blur(name);
    await waitFor(() => expect(requestsTo(api, financialStatementRoutes.update_line.path)).toHaveLength(3));
    expect(requestsTo(api, financialStatementRoutes.update_line.path).slice(1)).toEqual([
      { line_id: lineId(4), standard_account_name: null },
      { line_id: lineId(4), account_name: 'Operating profit' },
    ]);

    // A missed line, added; then deleted after a second click.
    fireEvent.change(screen.getByTestId('add-line-name'), { target: { value: 'Other income' } });
    fireEvent.change(screen.getByTestId('add-line-account'), { target: { value: 'operating_income' } });
    fireEvent.change(screen.getByTestId('add-line-value'), { target: { value: '1,250.5' } });
    fireEvent.submit(screen.getByTestId('add-line'));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(5));
    expect(requestsTo(api, financialStatementRoutes.add_line.path)).toEqual([
      {
        statement_id: INCOME_ID,
        account_name: 'Other income',
        standard_account_name: 'operating_income',
        value: 1250.5,
      },
    ]);
    expect(row('Other income').textContent).toContain('Added by you');
    expect((screen.getByTestId('add-line-name') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(row('Other income')).getByTestId('line-delete'));
    fireEvent.click(within(row('Other income')).getByTestId('line-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(4));
    expect(requestsTo(api, financialStatementRoutes.delete_line.path)).toEqual([{ line_id: NEW_LINE_ID }]);

    // The statement's unit and currency; only what changed is sent.
    fireEvent.change(screen.getByTestId('statement-unit'), { target: { value: 'K' } });
    fireEvent.change(screen.getByTestId('statement-currency'), { target: { value: 'eur' } });
    fireEvent.click(screen.getByTestId('statement-save'));
    await waitFor(() =>
      expect(screen.getByTestId('values-unit').textContent).toBe('Values in thousands of EUR, as printed.'),
    );
    expect(requestsTo(api, financialStatementRoutes.revise.path)).toEqual([
      { statement_id: INCOME_ID, currency: 'EUR', unit: 'K' },
    ]);

    // Put a gap back: confirming now needs the acknowledgement, and sends it.
    const again = within(row('Gross margin')).getByTestId('line-value');
    fireEvent.change(again, { target: { value: '399' } });
    fireEvent.blur(again);
    await waitFor(() => expect(screen.getByTestId('confirm-panel').dataset.gaps).toBe('1'));
    const confirm = screen.getByTestId('confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('acknowledge-gaps'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('confirm-panel').dataset.state).toBe('confirmed'));
    expect(requestsTo(api, financialStatementRoutes.confirm.path)).toEqual([
      { document_id: DOCUMENT_ID, acknowledge_gaps: true },
    ]);
    expect(screen.getByTestId('toast').textContent).toContain('Statements confirmed.');
    expect(screen.getByTestId('confirm-panel').textContent).toContain('Confirmed on February 2, 2025');

    // Confirmed statements are read-only until the confirmation is undone.
    await waitFor(() => expect(screen.queryAllByTestId('line-value')).toHaveLength(0));
    expect(screen.queryByTestId('add-line')).toBeNull();
    expect(screen.queryByTestId('reextract')).toBeNull();
    fireEvent.click(screen.getByTestId('unconfirm'));
    await waitFor(() => expect(screen.getAllByTestId('line-value')).toHaveLength(4));
    expect(requestsTo(api, financialStatementRoutes.unconfirm.path)).toEqual([{ document_id: DOCUMENT_ID }]);
  });

  it('creates a model from confirmed statements, named after the company, and follows it until it is built', async () => {
    const api = await startAuditApi();
    await openAudit(api.url);
    expect(screen.queryByTestId('create-private-model')).toBeNull();
    fireEvent.click(screen.getByTestId('acknowledge-gaps'));
    fireEvent.click(screen.getByTestId('confirm'));
    fireEvent.click(await screen.findByTestId('create-private-model'));
    const dialog = screen.getByTestId('create-model-dialog');
    expect((within(dialog).getByTestId('create-model-name') as HTMLInputElement).value).toBe('Acme Tools Ltd');
    fireEvent.change(within(dialog).getByTestId('create-model-name'), { target: { value: 'Acme base case' } });
    // The statements give no share count: the user may give one.
    const shares = within(dialog).getByTestId('create-model-shares');
    fireEvent.change(shares, { target: { value: 'many' } });
    expect((within(dialog).getByTestId('create-model-start') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(shares, { target: { value: '25,000,000' } });
    fireEvent.change(within(dialog).getByTestId('create-model-valuation-date'), { target: { value: '2025-06-30' } });
    fireEvent.click(within(dialog).getByTestId('create-model-start'));
    await within(dialog).findByText('DCF model created successfully!');
    expect(requestsTo(api, modelRoutes.private.path)).toEqual([
      { document_id: DOCUMENT_ID, name: 'Acme base case', shares: 25_000_000, valuation_date: '2025-06-30' },
    ]);
    // Then the model opens (its screen is another test's business).
    await waitFor(() => expect(screen.queryByTestId('create-model-dialog')).toBeNull());
  });

  it('shows the server’s refusal when the statements changed elsewhere (another tab) and a gap is back', async () => {
    const api = await startAuditApi({ gapsElsewhere: 1 });
    await openAudit(api.url);
    // Fix the only gap this page knows of, so it offers a plain confirm; the server knows better.
    const value = within(row('Gross margin')).getByTestId('line-value');
    fireEvent.change(value, { target: { value: '400' } });
    fireEvent.blur(value);
    await waitFor(() => expect(screen.getByTestId('confirm-panel').dataset.gaps).toBe('0'));
    fireEvent.click(screen.getByTestId('confirm'));
    await screen.findByTestId('confirm-error');
    expect(screen.getByTestId('confirm-error').textContent).toBe(
      errorMessage('STATEMENTS_HAVE_GAPS', 'en', { count: 1 }),
    );
  });

  it('re-extracts only after a warning that deletes the statements, then follows the new task', async () => {
    const api = await startAuditApi();
    await openAudit(api.url, 'zh');
    fireEvent.click(screen.getByTestId('reextract'));
    const dialog = screen.getByTestId('reextract-dialog');
    expect(dialog.textContent).toContain('当前报表及你对其所做的全部更正都将被删除');
    expect(requestsTo(api, financialStatementRoutes.reextract.path)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('reextract-confirm'));
    await screen.findByTestId('document-task');
    expect(requestsTo(api, financialStatementRoutes.reextract.path)).toEqual([{ document_id: DOCUMENT_ID }]);
    await waitFor(() => expect(screen.getByTestId('task-status').textContent).toBe('提取中'));
    expect(screen.queryByTestId('lines-table')).toBeNull();
  });
});
