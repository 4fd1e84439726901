import { documentRoutes, errorMessage, KB_LIMITS, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KB_ID,
  knowledgeId,
  startKnowledgeApi,
  type TKnowledgeApi,
  wireKb,
  wireKbDocument,
} from '../../../test/knowledge-api';
import { renderApp } from '../../../test/render-app';

const UNSTART_ID = knowledgeId(101);
const RUNNING_ID = knowledgeId(102);
const DONE_ID = knowledgeId(103);
const FAILED_ID = knowledgeId(104);

let api: TKnowledgeApi | undefined;
afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

function rowOf(docId: string): HTMLElement {
  const row = screen.getAllByTestId('document-row').find((element) => element.dataset.document === docId);
  if (!row) throw new Error(`no row for ${docId}`);
  return row;
}

describe('dataset', { timeout: 30_000 }, () => {
  it('shows each parse state with its progress, polls running parses until they end, and starts one', async () => {
    let polls = 0;
    api = await startKnowledgeApi({
      kbs: [wireKb({ doc_num: 4, chunk_num: 212 })],
      docs: [
        wireKbDocument({ id: UNSTART_ID, name: 'q3-transcript.docx', kind: 'docx', size: 52_000 }),
        wireKbDocument({
          id: RUNNING_ID,
          name: 'annual-report.pdf',
          run: 1,
          progress: 0.4,
          progress_msg: 'Embedding chunks: 40 of 100.',
          process_begin_at: '2026-11-20T09:31:00.000Z',
          process_duration: 7.25,
        }),
        wireKbDocument({
          id: DONE_ID,
          name: 'segments.xlsx',
          kind: 'xlsx',
          parser_id: 'table',
          run: 3,
          progress: 1,
          progress_msg: 'Done: 212 chunks in 3.1 s.',
          process_begin_at: '2026-11-20T09:00:00.000Z',
          process_duration: 3.1,
          chunk_num: 212,
          status: 0,
        }),
        wireKbDocument({
          id: FAILED_ID,
          name: 'scan.pdf',
          run: 4,
          progress: 0.1,
          process_begin_at: '2026-11-20T09:10:00.000Z',
          process_duration: 1,
          error: { code: 'KB_PARSE_NO_CHUNKS', message: errorMessage('KB_PARSE_NO_CHUNKS', 'en') },
        }),
      ],
      override: (request) => {
        if (request.path !== documentRoutes.infos.path || !api) return undefined;
        // The running parse moves on between polls, then ends.
        polls += 1;
        const doc = api.docs.get(RUNNING_ID);
        if (!doc) return undefined;
        const next =
          polls === 1
            ? { ...doc, progress: 0.7, progress_msg: 'Embedding chunks: 70 of 100.', process_duration: 8.5 }
            : {
                ...doc,
                run: 3,
                progress: 1,
                progress_msg: 'Done: 100 chunks in 9.8 s.',
                process_duration: 9.8,
                chunk_num: 100,
              };
        api.docs.set(RUNNING_ID, next);
        return undefined;
      },
    });
    renderApp({ path: `/knowledge/${KB_ID}`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('documents-table');
    expect(screen.getByTestId('kb-tab-dataset').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('kb-counts').textContent).toBe('4 documents · 212 chunks');

    const states = Object.fromEntries(
      [UNSTART_ID, RUNNING_ID, DONE_ID, FAILED_ID].map((id) => [
        id,
        within(rowOf(id)).getByTestId('parse-state').textContent,
      ]),
    );
    expect(states).toEqual({
      [UNSTART_ID]: 'Not parsed',
      [RUNNING_ID]: 'Parsing',
      [DONE_ID]: 'Parsed',
      [FAILED_ID]: 'Failed',
    });
    const running = rowOf(RUNNING_ID);
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(running).getByTestId('parse-message').textContent).toBe('Embedding chunks: 40 of 100.');
    expect(within(running).getByTestId('parse-timing').textContent).toMatch(/^Began Nov 20, 2026, .+ · 7\.3 s$/);
    expect(within(running).getByTestId('document-run').textContent).toBe('Stop');
    expect(within(rowOf(FAILED_ID)).getByTestId('parse-error').textContent).toBe(
      errorMessage('KB_PARSE_NO_CHUNKS', 'en'),
    );
    expect(within(rowOf(FAILED_ID)).getByTestId('document-run').textContent).toBe('Parse again');
    const done = rowOf(DONE_ID);
    expect(within(done).getByTestId('document-chunks').textContent).toBe('212');
    expect(within(done).getByTestId('document-method-label').textContent).toBe('Table');
    expect((within(done).getByTestId('document-enabled') as HTMLInputElement).checked).toBe(false);
    expect(within(rowOf(UNSTART_ID)).queryByRole('progressbar')).toBeNull();
    expect(within(rowOf(UNSTART_ID)).getByTestId('document-open').getAttribute('href')).toBe(
      `/knowledge/${KB_ID}/documents/${UNSTART_ID}`,
    );

    // Only the running document is asked about, until its parse ends.
    await waitFor(() =>
      expect(within(rowOf(RUNNING_ID)).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70'),
    );
    expect(api.calls(documentRoutes.infos)[0]?.body).toEqual({ doc_ids: [RUNNING_ID] });
    await waitFor(() => expect(within(rowOf(RUNNING_ID)).getByTestId('parse-state').textContent).toBe('Parsed'));
    expect(within(rowOf(RUNNING_ID)).getByTestId('document-chunks').textContent).toBe('100');
    const infosCalls = api.calls(documentRoutes.infos).length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.calls(documentRoutes.infos)).toHaveLength(infosCalls);

    // Parse a document not parsed yet; enable the disabled one.
    fireEvent.click(within(rowOf(UNSTART_ID)).getByTestId('document-run'));
    await waitFor(() => expect(within(rowOf(UNSTART_ID)).getByTestId('parse-state').textContent).toBe('Parsing'));
    expect(api.calls(documentRoutes.run)[0]?.body).toEqual({ doc_ids: [UNSTART_ID], run: 1 });
    fireEvent.click(within(done).getByTestId('document-enabled'));
    await waitFor(() => expect(api?.calls(documentRoutes.change_status)).toHaveLength(1));
    expect(api.calls(documentRoutes.change_status)[0]?.body).toEqual({ doc_ids: [DONE_ID], status: 1 });
  });

  it('uploads many files at once: too large ones are left out before sending, refused ones are listed', async () => {
    api = await startKnowledgeApi({ docs: [] });
    renderApp({ path: `/knowledge/${KB_ID}/dataset`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('documents-empty');

    // A bulk action with nothing selected is refused by the contract's own rule, without a request.
    fireEvent.click(screen.getByTestId('bulk-parse'));
    expect(screen.getByTestId('bulk-message').textContent).toBe(VALIDATION_MESSAGES.document_select_first.en);
    expect(api.calls(documentRoutes.run)).toHaveLength(0);

    const files = [
      new File(['%PDF-1.7 revenue table'], '10-K 2024.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
      new File([new Uint8Array(KB_LIMITS.uploadFileBytes + 1)], 'scans.pdf', { type: 'application/pdf' }),
    ];
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
    const report = await screen.findByTestId('upload-refused');

    const [upload] = api.calls(documentRoutes.upload_and_parse);
    expect(upload?.files.map((file) => file.name)).toEqual(['10-K 2024.pdf', 'setup.exe']);
    expect(upload?.partNames[0]).toBe('kb_id');
    expect(upload?.body).toEqual({ kb_id: KB_ID });
    expect(screen.getByTestId('upload-too-large').textContent).toBe('Not uploaded, over 10 MB: scans.pdf.');
    expect(report.textContent).toBe(`setup.exe: ${errorMessage('KB_DOCUMENT_UNSUPPORTED_TYPE', 'en')}`);
    expect(screen.getByTestId('toast').textContent).toContain('Documents added: 1.');
    // The kept file shows up, already parsing (upload and parse).
    const table = await screen.findByTestId('documents-table');
    expect(within(table).getByTestId('document-open').textContent).toBe('10-K 2024.pdf');
    expect(within(table).getByTestId('parse-state').textContent).toBe('Parsing');
  });
});
