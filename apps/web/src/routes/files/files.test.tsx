import {
  errorMessage,
  file2documentRoutes,
  fileRoutes,
  kbRoutes,
  userRoutes,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  type TScriptedReply,
  wireUser,
} from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

const REPORTS_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const ARCHIVE_ID = '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e';
const HTML_ID = '2c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f';
const SHEET_ID = '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a';
const KB_ID = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';

function wireFile(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    id: HTML_ID,
    parent_id: null,
    name: 'aapl-10-k.html',
    type: 'html',
    size: 1_503_780,
    source_type: 'local',
    create_time: '2025-03-01T10:00:00.000Z',
    update_time: '2025-03-02T10:00:00.000Z',
    kbs_info: [],
    has_child_folder: false,
    ...overrides,
  };
}

const reportsFolder = wireFile({ id: REPORTS_ID, name: 'Reports', type: 'folder', size: 0, has_child_folder: true });
const htmlFile = wireFile({ kbs_info: [{ kb_id: KB_ID, kb_name: 'Filings' }] });
const sheetFile = wireFile({ id: SHEET_ID, name: 'q1.xlsx', type: 'xlsx', size: 2_621_440 });
const archiveFolder = wireFile({ id: ARCHIVE_ID, parent_id: REPORTS_ID, name: 'Archive', type: 'folder', size: 0 });

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** A file manager API over a root with a folder and two files, answering the given routes its own way. */
async function startFilesApi(
  overrides: Record<string, (request: TRecordedRequest) => TScriptedReply> = {},
): Promise<TLocalApiServer> {
  return startLocalApiServer((request) => {
    const override = overrides[request.path];
    if (override) return override(request);
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case fileRoutes.list.path: {
        const parentId = request.query.get('parent_id');
        if (parentId === REPORTS_ID)
          return {
            body: ok({
              total: 1,
              files: [archiveFolder],
              folder: { id: REPORTS_ID, name: 'Reports' },
              parent_folder: { id: null, name: '/' },
            }),
          };
        if (parentId === ARCHIVE_ID)
          return {
            body: ok({ total: 0, files: [], folder: { id: ARCHIVE_ID, name: 'Archive' }, parent_folder: null }),
          };
        return {
          body: ok({
            total: 3,
            files: [reportsFolder, htmlFile, sheetFile],
            folder: { id: null, name: '/' },
            parent_folder: null,
          }),
        };
      }
      case fileRoutes.all_parent_folder.path:
        return {
          body: ok({
            parent_folders: [
              { id: null, name: '/' },
              { id: REPORTS_ID, name: 'Reports' },
            ],
          }),
        };
      case kbRoutes.one.path:
        return {
          body: ok([
            { id: KB_ID, name: 'Filings', avatar: null, embd_id: 'e@x', doc_num: 4, parsed_doc_num: 3, chunk_num: 90 },
          ]),
        };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
}

const requestsTo = (path: string) => server?.requests.filter((request) => request.path === path) ?? [];

describe('file manager', () => {
  it('lists a folder with its types, sizes and knowledge bases, and opens a folder with its path', async () => {
    server = await startFilesApi();
    renderApp({ path: '/files', language: 'en', baseUrl: server.url });
    const table = await screen.findByTestId('files-table');
    const rows = within(table).getAllByTestId('file-row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent).slice(1, 6))).toEqual([
      ['▸ Reports', 'Folder', '—', 'March 2, 2025', '—'],
      ['aapl-10-k.html', 'HTML', '1.4 MB', 'March 2, 2025', 'Filings'],
      ['q1.xlsx', 'Excel', '2.5 MB', 'March 2, 2025', '—'],
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Filings' })
        .getAttribute('href'),
    ).toBe(`/knowledge/${KB_ID}/dataset`);
    expect(screen.getByTestId('files-breadcrumb-current').textContent).toBe('My files');
    // A folder has no download.
    expect(within(rows[0] as HTMLElement).queryByTestId('file-download')).toBeNull();

    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('file-open-folder'));
    await waitFor(() => expect(screen.getByTestId('files-breadcrumb-current').textContent).toBe('Reports'));
    expect(screen.getByTestId('files-breadcrumb-link').getAttribute('href')).toBe('/files');
    expect(within(screen.getByTestId('files-table')).getAllByTestId('file-row')).toHaveLength(1);
    expect(requestsTo(fileRoutes.list.path).at(-1)?.query.get('parent_id')).toBe(REPORTS_ID);
  });

  it('uploads chosen and dropped files into the folder, and lists the refused ones with their reasons', async () => {
    server = await startFilesApi({
      [fileRoutes.upload.path]: (request) => ({
        body: ok({
          files: request.files.map((file) =>
            file.name.endsWith('.png')
              ? {
                  file_name: file.name,
                  file: null,
                  error: { code: 'FILE_UNSUPPORTED_TYPE', message: errorMessage('FILE_UNSUPPORTED_TYPE', 'en') },
                }
              : { file_name: file.name, file: wireFile({ name: file.name, parent_id: REPORTS_ID }), error: null },
          ),
        }),
      }),
    });
    renderApp({ path: `/files?folder=${REPORTS_ID}`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('files-table');

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf');
    fireEvent.change(screen.getByTestId('files-upload-input'), {
      target: { files: [new File(['# Notes'], 'notes.md'), new File(['png'], 'logo.png'), big] },
    });
    const refused = await screen.findByTestId('files-refused');
    expect(
      within(refused)
        .getAllByTestId('files-refused-item')
        .map((item) => item.textContent),
    ).toEqual([
      `huge.pdf: ${errorMessage('FILE_TOO_LARGE', 'en', { limit_mb: 10 })}`,
      `logo.png: ${errorMessage('FILE_UNSUPPORTED_TYPE', 'en')}`,
    ]);
    expect((await screen.findByTestId('toast')).textContent).toContain('Files uploaded: 1.');
    const [sent] = requestsTo(fileRoutes.upload.path);
    // The folder comes first, then the files; the file over the limit never leaves the browser.
    expect(sent?.partNames).toEqual(['parent_id', 'file', 'file']);
    expect(sent?.body).toEqual({ parent_id: REPORTS_ID });
    expect(sent?.files.map((file) => file.name)).toEqual(['notes.md', 'logo.png']);

    fireEvent.drop(screen.getByTestId('files-drop-zone'), {
      dataTransfer: { files: [new File(['a,b\n1,2'], 'table.csv')], types: ['Files'] },
    });
    await waitFor(() => expect(requestsTo(fileRoutes.upload.path)).toHaveLength(2));
    expect(requestsTo(fileRoutes.upload.path)[1]?.files.map((file) => file.name)).toEqual(['table.csv']);
  });

  it('creates a folder, checking its name as the server does, and shows the server’s refusal of a rename', async () => {
    server = await startFilesApi({
      [fileRoutes.create.path]: (request) => ({
        body: ok(wireFile({ id: ARCHIVE_ID, name: (request.body as { name: string }).name, type: 'folder' })),
      }),
      [fileRoutes.rename.path]: () => ({
        status: 422,
        body: failure(
          422,
          'FILE_EXTENSION_CHANGED',
          errorMessage('FILE_EXTENSION_CHANGED', 'en', { extension: '.html' }),
        ),
      }),
    });
    renderApp({ path: '/files', language: 'en', baseUrl: server.url });
    await screen.findByTestId('files-table');

    fireEvent.click(screen.getByTestId('files-new-folder'));
    const dialog = screen.getByTestId('files-new-folder-dialog');
    const input = within(dialog).getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'a/b' } });
    fireEvent.submit(within(dialog).getByTestId('files-new-folder-dialog-form'));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.file_name_invalid.en)).toBeTruthy();
    expect(requestsTo(fileRoutes.create.path)).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Archive' } });
    fireEvent.submit(within(dialog).getByTestId('files-new-folder-dialog-form'));
    await waitFor(() => expect(screen.queryByTestId('files-new-folder-dialog')).toBeNull());
    expect(requestsTo(fileRoutes.create.path)[0]?.body).toEqual({ name: 'Archive' });

    const htmlRow = screen.getAllByTestId('file-row')[1] as HTMLElement;
    fireEvent.click(within(htmlRow).getByTestId('file-rename'));
    const rename = screen.getByTestId('files-rename-dialog');
    expect(rename.textContent).toContain('The file keeps its extension “.html”.');
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'apple.pdf' } });
    fireEvent.submit(within(rename).getByTestId('files-rename-dialog-form'));
    expect(
      await within(rename).findByText(errorMessage('FILE_EXTENSION_CHANGED', 'en', { extension: '.html' })),
    ).toBeTruthy();
    expect(requestsTo(fileRoutes.rename.path)[0]?.body).toEqual({ file_id: HTML_ID, name: 'apple.pdf' });
  });

  it('moves the selected items into a folder picked from the root down', async () => {
    server = await startFilesApi({ [fileRoutes.mv.path]: () => ({ body: ok({ moved: 2 }) }) });
    renderApp({ path: '/files', language: 'en', baseUrl: server.url });
    const table = await screen.findByTestId('files-table');
    const [, html, sheet] = within(table).getAllByTestId('file-row') as HTMLElement[];
    fireEvent.click(within(html as HTMLElement).getByTestId('file-select'));
    fireEvent.click(within(sheet as HTMLElement).getByTestId('file-select'));
    expect(screen.getByTestId('files-bulk').textContent).toContain('Selected: 2');
    fireEvent.click(screen.getByTestId('files-bulk-move'));

    const dialog = screen.getByTestId('files-move-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open the folder “Reports”' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open the folder “Archive”' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('files-move-destination').textContent).toBe(
        'Destination: My files / Reports / Archive',
      ),
    );
    fireEvent.click(within(dialog).getByTestId('files-move-confirm'));
    await waitFor(() => expect(screen.queryByTestId('files-move-dialog')).toBeNull());
    expect(requestsTo(fileRoutes.mv.path)[0]?.body).toEqual({
      src_file_ids: [HTML_ID, SHEET_ID],
      dest_file_id: ARCHIVE_ID,
    });
    expect(screen.queryByTestId('files-bulk')).toBeNull();
  });

  it('says that deleting removes the knowledge-base documents made from the files', async () => {
    server = await startFilesApi({
      [fileRoutes.rm.path]: () => ({ body: ok({ removed_files: 1, removed_documents: 1 }) }),
    });
    renderApp({ path: '/files', language: 'en', baseUrl: server.url });
    const table = await screen.findByTestId('files-table');
    const [folder, html] = within(table).getAllByTestId('file-row') as HTMLElement[];
    fireEvent.click(within(html as HTMLElement).getByTestId('file-delete'));
    const dialog = screen.getByTestId('files-delete-dialog');
    expect(dialog.textContent).toContain(
      '“aapl-10-k.html” will be deleted. They are documents of Filings: those documents are removed too, with their chunks.',
    );
    fireEvent.click(within(dialog).getByTestId('files-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('files-delete-dialog')).toBeNull());
    expect(requestsTo(fileRoutes.rm.path)[0]?.body).toEqual({ file_ids: [HTML_ID] });

    fireEvent.click(within(folder as HTMLElement).getByTestId('file-delete'));
    expect(screen.getByTestId('files-delete-dialog').textContent).toContain(
      'A folder is deleted with everything in it. Knowledge-base documents made from these files are removed too, with their chunks.',
    );
  });

  it('adds files to the knowledge bases ticked, in the user’s language', async () => {
    server = await startFilesApi({
      [file2documentRoutes.convert.path]: () => ({ body: ok({ documents: [], skipped: 1 }) }),
    });
    renderApp({ path: '/files', language: 'es', baseUrl: server.url });
    const table = await screen.findByTestId('files-table');
    const [folder] = within(table).getAllByTestId('file-row') as HTMLElement[];
    fireEvent.click(within(folder as HTMLElement).getByTestId('file-add-to-kb'));
    const dialog = screen.getByTestId('files-add-to-kb-dialog');
    expect(within(dialog).getByTestId('files-add-to-kb-confirm')).toHaveProperty('disabled', true);
    fireEvent.click(await within(dialog).findByTestId('files-add-to-kb-choice'));
    expect(dialog.textContent).toContain('Documentos: 4');
    fireEvent.click(within(dialog).getByTestId('files-add-to-kb-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Documentos añadidos: 0. Ya estaban: 1.');
    expect(requestsTo(file2documentRoutes.convert.path)[0]?.body).toEqual({ file_ids: [REPORTS_ID], kb_ids: [KB_ID] });
  });

  it('keeps the knowledge bases’ folder closed to new items, and says when a folder is empty', async () => {
    server = await startFilesApi({
      [fileRoutes.all_parent_folder.path]: () => ({
        body: ok({
          parent_folders: [
            { id: null, name: '/' },
            { id: ARCHIVE_ID, name: '.knowledgebase' },
          ],
        }),
      }),
    });
    renderApp({ path: `/files?folder=${ARCHIVE_ID}`, language: 'zh', baseUrl: server.url });
    expect((await screen.findByTestId('files-empty')).textContent).toBe('此文件夹为空。请上传文件或新建文件夹。');
    await waitFor(() => expect(screen.getByTestId('files-upload')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('files-new-folder')).toHaveProperty('disabled', true);
  });
});
