import { documentRoutes } from '@app/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

const PDF_ID = knowledgeId(201);
const DOCX_ID = knowledgeId(202);
const RUNNING_ID = knowledgeId(203);
/** A real 1 × 1 PNG: what the server sends is a data URL of this kind. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

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

describe('dataset thumbnails', { timeout: 30_000 }, () => {
  it('shows a parsed PDF’s first page next to its name, with alt text in the reader’s language; others keep their kind', async () => {
    api = await startKnowledgeApi({
      kbs: [wireKb({ doc_num: 2, chunk_num: 20 })],
      docs: [
        wireKbDocument({ id: PDF_ID, name: 'annual-report.pdf', run: 3, progress: 1, chunk_num: 12 }),
        wireKbDocument({ id: DOCX_ID, name: 'q3-transcript.docx', kind: 'docx', size: 52_000, run: 3, progress: 1 }),
      ],
      thumbnails: { [PDF_ID]: PICTURE },
    });
    renderApp({ path: `/knowledge/${KB_ID}`, language: 'es', baseUrl: api.url });
    const picture = await within(await findRow(PDF_ID)).findByTestId('document-thumbnail');
    expect(picture.getAttribute('src')).toBe(PICTURE);
    expect(picture.getAttribute('alt')).toBe('Primera página de annual-report.pdf');
    expect(within(rowOf(PDF_ID)).getByText(/^PDF · /)).toBeTruthy();

    const docx = rowOf(DOCX_ID);
    expect(within(docx).queryByRole('img')).toBeNull();
    expect(within(docx).getByText(/^DOCX · /)).toBeTruthy();

    // One request for the whole page, not one per row.
    const calls = api.calls(documentRoutes.thumbnails);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.getAll('doc_ids').join(',').split(',').sort()).toEqual([PDF_ID, DOCX_ID].sort());
  });

  it('shows the picture once the parse that draws it ends', async () => {
    const thumbnails: Record<string, string> = {};
    api = await startKnowledgeApi({
      kbs: [wireKb({ doc_num: 1 })],
      docs: [wireKbDocument({ id: RUNNING_ID, name: 'scan.pdf', run: 1, progress: 0.2 })],
      thumbnails,
      override: (request) => {
        const doc = api?.docs.get(RUNNING_ID);
        if (request.path !== documentRoutes.infos.path || !api || !doc) return undefined;
        // The parse ends: its picture is stored with it.
        api.docs.set(RUNNING_ID, { ...doc, run: 3, progress: 1, chunk_num: 4 });
        thumbnails[RUNNING_ID] = PICTURE;
        return undefined;
      },
    });
    renderApp({ path: `/knowledge/${KB_ID}`, language: 'zh-TRADITIONAL', baseUrl: api.url });
    const row = await findRow(RUNNING_ID);
    expect(within(row).queryByTestId('document-thumbnail')).toBeNull();
    await waitFor(() => expect(within(rowOf(RUNNING_ID)).getByTestId('document-thumbnail')).toBeTruthy());
    expect(within(rowOf(RUNNING_ID)).getByRole('img').getAttribute('alt')).toBe('scan.pdf 的第一頁');
  });
});

async function findRow(docId: string): Promise<HTMLElement> {
  await screen.findByTestId('documents-table');
  return rowOf(docId);
}
