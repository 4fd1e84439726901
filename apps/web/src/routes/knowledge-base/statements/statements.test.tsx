import { documentRoutes, errorMessage } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_ID, knowledgeId, startKnowledgeApi, type TKnowledgeApi, wireKbDocument } from '../../../test/knowledge-api';
import { failure } from '../../../test/local-api-server';
import { renderApp } from '../../../test/render-app';

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

describe('financial statement extraction', () => {
  it('offers the documents the statements flow reads, says why one cannot start, and opens the audit of one that does', async () => {
    const pdf = knowledgeId(101);
    const html = knowledgeId(102);
    api = await startKnowledgeApi({
      docs: [
        wireKbDocument({ id: pdf, name: 'annual-report.pdf' }),
        wireKbDocument({ id: html, name: 'proxy.html', kind: 'html' }),
        wireKbDocument({ id: knowledgeId(103), name: 'notes.md', kind: 'markdown' }),
        wireKbDocument({ id: knowledgeId(104), name: 'memo', kind: 'virtual' }),
      ],
      override: (request) =>
        request.path === documentRoutes.extract_statements.path && (request.body as { doc_id: string }).doc_id === html
          ? {
              status: 413,
              body: failure(
                413,
                'KB_DOCUMENT_TOO_LARGE',
                errorMessage('KB_DOCUMENT_TOO_LARGE', 'en', { limit_mb: 10 }),
              ),
            }
          : undefined,
    });
    renderApp({ path: `/knowledge/${KB_ID}/statements`, language: 'en', baseUrl: api.url });
    await screen.findAllByTestId('statements-row');
    const rows = screen.getAllByTestId('statements-row');
    expect(rows.map((row) => row.dataset.document)).toEqual([pdf, html]);

    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('statements-extract'));
    expect((await within(rows[1] as HTMLElement).findByRole('alert')).textContent).toBe(
      errorMessage('KB_DOCUMENT_TOO_LARGE', 'en', { limit_mb: 10 }),
    );

    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('statements-extract'));
    // The audit screen of the new financial document opens (this fake API has no such document).
    await screen.findByTestId('audit-error');
    await waitFor(() => expect(api?.calls(documentRoutes.extract_statements)).toHaveLength(2));
    expect(api.calls(documentRoutes.extract_statements)[1]?.body).toEqual({ doc_id: pdf });
    expect(
      api.requests.some(
        (request) =>
          request.path.includes('financial_statements') && request.query.get('document_id') === knowledgeId(9000),
      ),
    ).toBe(true);
  });
});
