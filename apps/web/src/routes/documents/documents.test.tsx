import { errorMessage, financialStatementRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_ID, wireDocument } from '../../test/financial-fixture';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

const RUNNING_ID = '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
const FAILED_ID = '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('documents', () => {
  it('lists the records with their status and step, refreshes while one runs, opens one and deletes one after confirmation', async () => {
    let polls = 0;
    let items = [
      wireDocument({
        document_id: RUNNING_ID,
        file_name: 'q3.pdf',
        kind: 'pdf',
        company_name: null,
        fiscal_year: null,
        report_type: null,
        period_end_date: null,
        status: 'processing',
        current_step: 'extracting',
        progress: 40,
        statements_count: 0,
      }),
      wireDocument({
        document_id: FAILED_ID,
        file_name: 'notes.docx',
        company_name: null,
        status: 'failed',
        current_step: 'extracting',
        statements_count: 0,
        error: { code: 'EXTRACTION_NO_STATEMENTS', message: errorMessage('EXTRACTION_NO_STATEMENTS', 'en') },
      }),
      wireDocument({ stock_code: 'ACME', status: 'confirmed', confirmed_at: '2025-02-02T09:30:00.000Z' }),
    ];
    server = await startLocalApiServer((request) => {
      switch (request.path) {
        case userRoutes.createTempUser.path:
          return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
        case userRoutes.info.path:
          return { body: ok(wireUser()) };
        case financialStatementRoutes.list.path: {
          polls += 1;
          // The running extraction moves on between two polls.
          if (polls > 1)
            items = items.map((item) =>
              item.document_id === RUNNING_ID ? { ...item, current_step: 'validating' } : item,
            );
          return { body: ok({ items, total: items.length }) };
        }
        case financialStatementRoutes.delete.path:
          items = items.filter((item) => item.document_id !== (request.body as { document_id: string }).document_id);
          return { body: ok({ ok: true }) };
        default:
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
      }
    });
    renderApp({ path: '/documents', language: 'en', baseUrl: server.url });
    const table = await screen.findByTestId('documents-table');
    expect(screen.getByTestId('nav-documents').getAttribute('aria-current')).toBe('page');
    const rows = within(table).getAllByTestId('document-row');
    expect(rows).toHaveLength(3);

    const [running, failed, confirmed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(running.textContent).toContain('q3.pdf');
    expect(within(running).getByTestId('document-status').textContent).toBe('Extracting');
    expect(running.textContent).toContain('Finding the statements');
    expect(failed.textContent).toContain(errorMessage('EXTRACTION_NO_STATEMENTS', 'en'));
    const cells = Array.from(confirmed.querySelectorAll('td'), (cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Acme Tools Ltdacme-2024.html',
      'ACME',
      '2024',
      'Annual',
      'December 31, 2024',
      'Confirmed',
      '—',
      '2',
    ]);
    expect(within(confirmed).getByTestId('document-open').getAttribute('href')).toBe(`/documents/${DOCUMENT_ID}/audit`);

    // Polled while an extraction runs.
    await waitFor(() => expect(running.textContent).toContain('Checking the formulas'));

    fireEvent.click(within(failed).getByTestId('document-delete'));
    const dialog = screen.getByTestId('document-delete-dialog');
    expect(dialog.textContent).toContain('“notes.docx”, its statements and your corrections will be deleted.');
    fireEvent.click(within(dialog).getByTestId('document-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(2));
    expect(server.requests.find((r) => r.path === financialStatementRoutes.delete.path)?.body).toEqual({
      document_id: FAILED_ID,
    });
  });

  it('says when there is nothing yet and links to the upload', async () => {
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      }
      if (request.path === financialStatementRoutes.list.path) return { body: ok({ items: [], total: 0 }) };
      return { body: ok(wireUser()) };
    });
    renderApp({ path: '/documents', language: 'id', baseUrl: server.url });
    await screen.findByTestId('documents-empty');
    expect(screen.getByText('Anda belum mengunggah laporan keuangan apa pun.')).toBeTruthy();
    expect(screen.getByTestId('documents-upload').getAttribute('href')).toBe('/models/new?kind=private');
  });
});
