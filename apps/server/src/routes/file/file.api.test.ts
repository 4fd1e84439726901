import { readFileSync } from 'node:fs';
import {
  errorMessage,
  FILE_LIMITS,
  KB_LIMITS,
  type TConvertedDocument,
  type TEnvelope,
  type TFile,
  type TFolderRef,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, kbChunks, kbDocuments, knowledgeBases } from '../../db/schema.js';
import { deleteUnfinishedFiles, UNFINISHED_FILE_MS } from '../../files/delete-unfinished-files.js';
import { knowledgeBaseFolder } from '../../files/file-store.js';
import { ONE_PIXEL_PNG } from '../../knowledge/kb-api.test-helper.js';
import { AAPL_10K_HTML, AAPL_10Q_XLSX, DOCUMENTS_DIR } from '../../test/financial.js';
import { type ApiResponse, signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

type TUpload = { files: { file_name: string; file: TFile | null; error: { code: string; message: string } | null }[] };
type TList = { total: number; files: TFile[]; folder: TFolderRef; parent_folder: TFolderRef | null };

const HTML = readFileSync(AAPL_10K_HTML);
const XLSX = readFileSync(AAPL_10Q_XLSX);
const WMT_HTML = readFileSync(`${DOCUMENTS_DIR}/10k_html/wmt-10-k-2025-03-14.html`);
const MARKDOWN = Buffer.from(
  '# Outlook\n\nRevenue grew 12% in the year.\n\n| Year | Revenue |\n| --- | --- |\n| 2024 | 391 |\n',
);

let t: TestApp;
let alice: { token: string; id: string };
let bob: { token: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  alice = await signInAsTemp(t);
  bob = await signInAsTemp(t);
});
afterAll(() => t.close());

async function upload(
  token: string,
  parts: { name: string; bytes: Uint8Array }[],
  options: { parentId?: string; language?: string } = {},
): Promise<ApiResponse<TUpload>> {
  const form = new FormData();
  if (options.parentId) form.append('parent_id', options.parentId);
  for (const part of parts) form.append('file', new Blob([part.bytes]), part.name);
  const headers: Record<string, string> = { authorization: token };
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(`${t.baseUrl}/v1/file/upload`, { method: 'POST', headers, body: form });
  return { ...((await response.json()) as TEnvelope<TUpload>), status: response.status, headers: response.headers };
}

async function uploadOne(token: string, name: string, bytes: Uint8Array, parentId?: string): Promise<TFile> {
  const response = await upload(token, [{ name, bytes }], parentId ? { parentId } : {});
  const file = response.data.files[0]?.file;
  if (!file) throw new Error(`not uploaded: ${response.message}`);
  return file;
}

async function createFolder(token: string, name: string, parentId?: string): Promise<TFile> {
  const response = await t.call<TFile>('POST', '/v1/file/create', { token, body: { name, parent_id: parentId } });
  if (response.code !== 0) throw new Error(`folder not created: ${response.message}`);
  return response.data;
}

const list = (token: string, query = '') => t.call<TList>('GET', `/v1/file/list${query}`, { token });
const errorOf = (response: ApiResponse<unknown>) => (response.data as { error?: string } | null)?.error;

async function createKb(ownerId: string, name: string) {
  const [kb] = await t.database.db
    .insert(knowledgeBases)
    .values({
      ownerId,
      name,
      language: 'English',
      embdId: 'builtin@Builtin',
      parserId: 'naive',
      parserConfig: { chunk_token_num: 256, delimiter: '\n' },
    })
    .returning();
  if (!kb) throw new Error('no knowledge base');
  return kb;
}

describe('file manager', () => {
  it('uploads real documents, typed by their bytes, numbering a name the folder holds', async () => {
    const response = await upload(alice.token, [
      { name: 'aapl-10-k.html', bytes: HTML },
      { name: 'aapl-10-q.xlsx', bytes: XLSX },
      { name: 'outlook.pdf', bytes: MARKDOWN },
      { name: 'logo.png', bytes: ONE_PIXEL_PNG },
      { name: 'aapl-10-k.html', bytes: HTML },
    ]);
    expect(response.code).toBe(0);
    const outcomes = response.data.files.map((outcome) => [
      outcome.file_name,
      outcome.file?.name ?? null,
      outcome.file?.type ?? outcome.error?.code,
    ]);
    expect(outcomes).toEqual([
      ['aapl-10-k.html', 'aapl-10-k.html', 'html'],
      ['aapl-10-q.xlsx', 'aapl-10-q.xlsx', 'xlsx'],
      ['outlook.pdf', 'outlook.pdf', 'markdown'],
      ['logo.png', null, 'FILE_UNSUPPORTED_TYPE'],
      ['aapl-10-k.html', 'aapl-10-k(1).html', 'html'],
    ]);
    expect(response.data.files[0]?.file).toMatchObject({ size: HTML.length, parent_id: null, kbs_info: [] });
    expect(response.data.files[3]?.error?.message).toBe(errorMessage('FILE_UNSUPPORTED_TYPE', 'en'));

    const chinese = await signInAsTemp(t, 'zh');
    const lone = await upload(chinese.token, [{ name: 'logo.png', bytes: ONE_PIXEL_PNG }]);
    expect(lone.status).toBe(422);
    expect(lone.message).toBe(errorMessage('FILE_UNSUPPORTED_TYPE', 'zh'));
    const root = await t.call<{ item_count: number; max_items: number }>('GET', '/v1/file/root_folder', {
      token: alice.token,
    });
    expect(root.data).toMatchObject({ item_count: 4, max_items: FILE_LIMITS.itemsPerUser });
  });

  it('refuses a file over 10 MB and more than 128 files at once, keeping nothing of a refused request', async () => {
    const erin = await signInAsTemp(t);
    const oversize = await upload(erin.token, [
      { name: 'huge.csv', bytes: Buffer.alloc(FILE_LIMITS.uploadFileBytes + 1, 0x31) },
    ]);
    expect(oversize.status).toBe(413);
    expect(oversize.message).toBe(errorMessage('FILE_TOO_LARGE', 'en', { limit_mb: 10 }));
    const many = Array.from({ length: FILE_LIMITS.uploadFiles + 1 }, (_, i) => ({ name: `n${i}.md`, bytes: MARKDOWN }));
    const tooMany = await upload(erin.token, many);
    expect(tooMany.status).toBe(413);
    expect(errorOf(tooMany)).toBe('TOO_MANY_FILES');
    const root = await t.call<{ item_count: number }>('GET', '/v1/file/root_folder', { token: erin.token });
    expect(root.data.item_count).toBe(0);
  });

  it('downloads a file byte for byte with its media type, as an attachment', async () => {
    const file = await uploadOne(alice.token, 'Résumé "final".html', HTML);
    const response = await fetch(`${t.baseUrl}/v1/file/get?file_id=${file.id}`, {
      headers: { authorization: alice.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.html"; filename*=UTF-8''${encodeURIComponent('Résumé "final".html')}`,
    );
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).equals(HTML)).toBe(true);
    const folder = await createFolder(alice.token, 'Not a download');
    const refused = await t.call('GET', `/v1/file/get?file_id=${folder.id}`, { token: alice.token });
    expect(errorOf(refused)).toBe('FILE_IS_A_FOLDER');
  });

  it('creates folders, refusing a name the folder holds, a bad name and the reserved .knowledgebase', async () => {
    const reports = await createFolder(alice.token, 'Reports');
    expect(reports).toMatchObject({ type: 'folder', size: 0, parent_id: null, has_child_folder: false });
    const spanish = await signInAsTemp(t, 'es');
    await createFolder(spanish.token, 'Reports');
    const again = await t.call('POST', '/v1/file/create', { token: spanish.token, body: { name: 'Reports' } });
    expect(again.status).toBe(422);
    expect(again.message).toBe(errorMessage('FILE_NAME_TAKEN', 'es', { name: 'Reports' }));
    const reserved = await t.call('POST', '/v1/file/create', { token: alice.token, body: { name: '.knowledgebase' } });
    expect(errorOf(reserved)).toBe('FILE_NAME_TAKEN');
    const indonesian = await signInAsTemp(t, 'id');
    for (const name of ['a/b', '..', '', 'x'.repeat(256), 'tab\there']) {
      const bad = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/file/create', {
        token: indonesian.token,
        body: { name },
      });
      expect(bad.status, name).toBe(422);
      expect(bad.data.fields).toContainEqual({ path: 'name', message: VALIDATION_MESSAGES.file_name_invalid.id });
    }
    const sub = await createFolder(alice.token, 'Reports', reports.id);
    expect(sub.parent_id).toBe(reports.id);
  });

  it('lists a folder folders first, ordered, filtered and paged, with the way up', async () => {
    const folder = await createFolder(alice.token, 'Listing');
    const child = await createFolder(alice.token, 'zeta', folder.id);
    await uploadOne(alice.token, 'b-small.md', MARKDOWN, folder.id);
    await uploadOne(alice.token, 'a-large.html', HTML, folder.id);
    await uploadOne(alice.token, 'C-middle.xlsx', XLSX, folder.id);
    const byName = await list(alice.token, `?parent_id=${folder.id}&orderby=name&desc=false`);
    expect(byName.data.files.map((file) => file.name)).toEqual(['zeta', 'a-large.html', 'b-small.md', 'C-middle.xlsx']);
    expect(byName.data).toMatchObject({
      total: 4,
      folder: { id: folder.id, name: 'Listing' },
      parent_folder: { id: null },
    });
    const bySize = await list(alice.token, `?parent_id=${folder.id}&orderby=size&desc=true`);
    expect(bySize.data.files.map((file) => file.name)).toEqual(['zeta', 'a-large.html', 'C-middle.xlsx', 'b-small.md']);
    const page = await list(alice.token, `?parent_id=${folder.id}&orderby=name&desc=false&page=2&page_size=3`);
    expect(page.data.files.map((file) => file.name)).toEqual(['C-middle.xlsx']);
    const filtered = await list(alice.token, `?parent_id=${folder.id}&keywords=LARGE`);
    expect(filtered.data.files.map((file) => file.name)).toEqual(['a-large.html']);
    const inner = await list(alice.token, `?parent_id=${child.id}`);
    expect(inner.data.parent_folder).toEqual({ id: folder.id, name: 'Listing' });
    const top = await list(alice.token, '?orderby=name&desc=false');
    expect(top.data.parent_folder).toBeNull();
    expect(top.data.files.find((file) => file.id === folder.id)?.has_child_folder).toBe(true);
  });

  it('moves files and folders, never a folder into itself or below it, nor onto a name the folder holds', async () => {
    const a = await createFolder(alice.token, 'Move A');
    const b = await createFolder(alice.token, 'Move B', a.id);
    const c = await createFolder(alice.token, 'Move C', b.id);
    const file = await uploadOne(alice.token, 'walmart.html', WMT_HTML);
    const mv = (src: string[], dest: string | null) =>
      t.call<{ moved: number }>('POST', '/v1/file/mv', {
        token: alice.token,
        body: { src_file_ids: src, dest_file_id: dest },
      });
    expect((await mv([file.id], c.id)).data).toEqual({ moved: 1 });
    const path = await t.call<{ parent_folders: TFolderRef[] }>(
      'GET',
      `/v1/file/all_parent_folder?file_id=${file.id}`,
      { token: alice.token },
    );
    expect(path.data.parent_folders.map((folder) => folder.name)).toEqual([
      '/',
      'Move A',
      'Move B',
      'Move C',
      'walmart.html',
    ]);
    expect(errorOf(await mv([a.id], a.id))).toBe('FILE_MOVE_INTO_ITSELF');
    expect(errorOf(await mv([a.id], c.id))).toBe('FILE_MOVE_INTO_ITSELF');
    expect(errorOf(await mv([b.id], file.id))).toBe('FILE_NOT_A_FOLDER');
    const twin = await uploadOne(alice.token, 'walmart.html', WMT_HTML);
    const clash = await mv([twin.id], c.id);
    expect(errorOf(clash)).toBe('FILE_NAME_TAKEN');
    // Nothing moved: the checks come before the move, which is all or none.
    expect((await list(alice.token, `?parent_id=${c.id}`)).data.files.map((f) => f.id)).toEqual([file.id]);
    expect((await mv([c.id], null)).data).toEqual({ moved: 1 });
    expect((await list(alice.token, `?parent_id=${b.id}`)).data.total).toBe(0);
    expect((await mv([c.id], null)).data).toEqual({ moved: 0 });
  });

  it('lets only one of two crossing moves, or of two same conversions, through when they come at once', async () => {
    const a = await createFolder(alice.token, 'Cross A');
    const b = await createFolder(alice.token, 'Cross B');
    const mv = (src: string, dest: string) =>
      t.call('POST', '/v1/file/mv', { token: alice.token, body: { src_file_ids: [src], dest_file_id: dest } });
    const outcomes = await Promise.all([mv(a.id, b.id), mv(b.id, a.id)]);
    expect(outcomes.map((response) => errorOf(response) ?? 'moved').sort()).toEqual(['FILE_MOVE_INTO_ITSELF', 'moved']);
    const kb = await createKb(alice.id, 'Raced');
    const file = await uploadOne(alice.token, 'raced.md', MARKDOWN);
    const convert = () =>
      t.call<{ documents: TConvertedDocument[] }>('POST', '/v1/file2document/convert', {
        token: alice.token,
        body: { file_ids: [file.id], kb_ids: [kb.id] },
      });
    const converted = await Promise.all([convert(), convert(), convert()]);
    expect(converted.map((response) => response.data.documents.length).sort()).toEqual([0, 0, 1]);
    expect(await t.database.db.select().from(kbDocuments).where(eq(kbDocuments.fileId, file.id))).toHaveLength(1);
  });

  it('nests folders at most 32 deep, also by a move', async () => {
    let parent: string | undefined;
    let first: string | undefined;
    for (let level = 1; level <= FILE_LIMITS.folderDepth; level++) {
      parent = (await createFolder(alice.token, `level ${level}`, parent)).id;
      first ??= parent;
    }
    const deeper = await t.call('POST', '/v1/file/create', {
      token: alice.token,
      body: { name: 'too deep', parent_id: parent },
    });
    expect(errorOf(deeper)).toBe('FILE_FOLDER_TOO_DEEP');
    expect(deeper.message).toBe(errorMessage('FILE_FOLDER_TOO_DEEP', 'en', { max: 32 }));
    const pair = await createFolder(alice.token, 'pair');
    await createFolder(alice.token, 'inner', pair.id);
    const level31 = (
      await t.call<{ parent_folders: TFolderRef[] }>('GET', `/v1/file/all_parent_folder?file_id=${parent}`, {
        token: alice.token,
      })
    ).data.parent_folders.at(-2)?.id;
    const refused = await t.call('POST', '/v1/file/mv', {
      token: alice.token,
      body: { src_file_ids: [pair.id], dest_file_id: level31 },
    });
    expect(errorOf(refused)).toBe('FILE_FOLDER_TOO_DEEP');
    expect(first).toBeDefined();
  });

  it('renames keeping the extension (any case), and a folder freely', async () => {
    const traditional = await signInAsTemp(t, 'zh-TRADITIONAL');
    const theirs = await uploadOne(traditional.token, 'draft.html', HTML);
    const changed = await t.call('POST', '/v1/file/rename', {
      token: traditional.token,
      body: { file_id: theirs.id, name: 'draft.pdf' },
    });
    expect(changed.status).toBe(422);
    expect(changed.message).toBe(errorMessage('FILE_EXTENSION_CHANGED', 'zh-TRADITIONAL', { extension: '.html' }));
    const file = await uploadOne(alice.token, 'draft.html', HTML);
    const noExtension = await t.call('POST', '/v1/file/rename', {
      token: alice.token,
      body: { file_id: file.id, name: 'draft' },
    });
    expect(errorOf(noExtension)).toBe('FILE_EXTENSION_CHANGED');
    const renamed = await t.call<TFile>('POST', '/v1/file/rename', {
      token: alice.token,
      body: { file_id: file.id, name: 'Apple annual report.HTML' },
    });
    expect(renamed.data.name).toBe('Apple annual report.HTML');
    const folder = await createFolder(alice.token, 'Old name');
    const folderRenamed = await t.call<TFile>('POST', '/v1/file/rename', {
      token: alice.token,
      body: { file_id: folder.id, name: 'New name.v2' },
    });
    expect(folderRenamed.data.name).toBe('New name.v2');
    const taken = await t.call('POST', '/v1/file/rename', {
      token: alice.token,
      body: { file_id: folder.id, name: 'Reports' },
    });
    expect(errorOf(taken)).toBe('FILE_NAME_TAKEN');
  });

  it('picks files in every folder by name, with their path, never folders', async () => {
    const folder = await createFolder(alice.token, 'Pick here');
    const file = await uploadOne(alice.token, 'pick-me 10-K.html', HTML, folder.id);
    await createFolder(alice.token, 'pick-me folder');
    const picked = await t.call<{ files: (TFile & { folder_path: TFolderRef[] })[]; truncated: boolean }>(
      'GET',
      '/v1/file/pick?keywords=PICK-ME',
      { token: alice.token },
    );
    expect(picked.data.truncated).toBe(false);
    expect(picked.data.files.map((f) => [f.id, f.folder_path.map((p) => p.name)])).toEqual([
      [file.id, ['/', 'Pick here']],
    ]);
    // For a knowledge base, the files already in it come last.
    const kb = await createKb(alice.id, 'Picking');
    const second = await uploadOne(alice.token, 'pick-me too.md', MARKDOWN);
    await t.call('POST', '/v1/file2document/convert', {
      token: alice.token,
      body: { file_ids: [second.id], kb_ids: [kb.id] },
    });
    const forKb = await t.call<{ files: TFile[] }>('GET', `/v1/file/pick?keywords=pick-me&kb_id=${kb.id}`, {
      token: alice.token,
    });
    expect(forKb.data.files.map((f) => f.id)).toEqual([file.id, second.id]);
    const plain = await t.call<{ files: TFile[] }>('GET', '/v1/file/pick?keywords=pick-me', { token: alice.token });
    expect(plain.data.files.map((f) => f.id)).toEqual([second.id, file.id]);
    const notHers = await t.call('GET', `/v1/file/pick?kb_id=${kb.id}`, { token: bob.token });
    expect(notHers.status).toBe(404);
  });

  it('adds files and folders to a knowledge base once, and deleting them removes the documents and chunks', async () => {
    const kb = await createKb(alice.id, 'Filings');
    const folder = await createFolder(alice.token, 'To convert');
    const inner = await createFolder(alice.token, 'Inner', folder.id);
    const html = await uploadOne(alice.token, 'aapl.html', HTML, inner.id);
    const xlsx = await uploadOne(alice.token, 'aapl.xlsx', XLSX);
    const convert = (fileIds: string[], kbIds: string[], token = alice.token) =>
      t.call<{ documents: TConvertedDocument[]; skipped: number }>('POST', '/v1/file2document/convert', {
        token,
        body: { file_ids: fileIds, kb_ids: kbIds },
      });
    const first = await convert([folder.id, xlsx.id], [kb.id]);
    expect(first.code).toBe(0);
    expect(first.data.skipped).toBe(0);
    expect(first.data.documents.map((d) => [d.file_id, d.name, d.kind, d.size, d.run]).sort()).toEqual(
      [
        [html.id, 'aapl.html', 'html', HTML.length, 0],
        [xlsx.id, 'aapl.xlsx', 'xlsx', XLSX.length, 0],
      ].sort(),
    );
    const [stored] = await t.database.db.select().from(kbDocuments).where(eq(kbDocuments.fileId, html.id));
    expect(stored).toMatchObject({
      kbId: kb.id,
      parserId: 'naive',
      parserConfig: { chunk_token_num: 256, delimiter: '\n' },
    });
    const again = await convert([html.id], [kb.id]);
    expect(again.data).toEqual({ documents: [], skipped: 1 });
    const listed = await list(alice.token, `?parent_id=${inner.id}`);
    expect(listed.data.files[0]?.kbs_info).toEqual([{ kb_id: kb.id, kb_name: 'Filings' }]);
    // A renamed file renames its documents.
    await t.call('POST', '/v1/file/rename', { token: alice.token, body: { file_id: html.id, name: 'apple.html' } });
    const [renamed] = await t.database.db.select().from(kbDocuments).where(eq(kbDocuments.fileId, html.id));
    expect(renamed?.name).toBe('apple.html');

    if (!stored) throw new Error('no document');
    await t.database.db.insert(kbChunks).values({
      kbId: kb.id,
      documentId: stored.id,
      position: 0,
      content: 'Net sales',
      contentType: 'text',
      pageFrom: 1,
      pageTo: 1,
      tokenCount: 2,
      searchText: sql`to_tsvector('simple', 'net sales')`,
    });
    const removed = await t.call<{ removed_files: number; removed_documents: number }>('POST', '/v1/file/rm', {
      token: alice.token,
      body: { file_ids: [folder.id] },
    });
    expect(removed.data).toEqual({ removed_files: 3, removed_documents: 1 });
    expect(await t.database.db.select().from(kbDocuments).where(eq(kbDocuments.fileId, html.id))).toEqual([]);
    expect(await t.database.db.select().from(kbChunks).where(eq(kbChunks.documentId, stored.id))).toEqual([]);
    expect(await t.database.db.select().from(files).where(eq(files.id, inner.id))).toEqual([]);
    const gone = await t.call('GET', `/v1/file/get?file_id=${html.id}`, { token: alice.token });
    expect(gone.status).toBe(404);
    // The workbook's document stays: only what was deleted goes.
    expect(await t.database.db.select().from(kbDocuments).where(eq(kbDocuments.fileId, xlsx.id))).toHaveLength(1);
  });

  it('adds at most 1,000 documents a request, and no more than a knowledge base holds', async () => {
    const dave = await signInAsTemp(t);
    const kb = await createKb(dave.id, 'Big');
    const folder = await createFolder(dave.token, 'Many');
    await t.database.db.execute(
      sql`insert into files (owner_id, parent_id, name, type, size_bytes, sha256)
          select ${dave.id}, ${folder.id}::uuid, 'note ' || n || '.md', 'markdown', 1, 'x'
          from generate_series(1, ${FILE_LIMITS.convertFiles + 1}) as n`,
    );
    const body = { file_ids: [folder.id], kb_ids: [kb.id] };
    const tooMany = await t.call('POST', '/v1/file2document/convert', { token: dave.token, body });
    expect(errorOf(tooMany)).toBe('FILE_CONVERT_TOO_MANY');
    const file = await uploadOne(dave.token, 'one more.md', MARKDOWN);
    await t.database.db.execute(
      sql`insert into kb_documents (kb_id, owner_id, name, kind, parser_id, parser_config)
          select ${kb.id}::uuid, ${dave.id}::uuid, 'doc ' || n, 'text', 'naive', '{}'::jsonb
          from generate_series(1, ${KB_LIMITS.documentsPerKb}) as n`,
    );
    const full = await t.call('POST', '/v1/file2document/convert', {
      token: dave.token,
      body: { file_ids: [file.id], kb_ids: [kb.id] },
    });
    expect(errorOf(full)).toBe('KB_DOCUMENTS_TOO_MANY');
    expect(full.message).toBe(errorMessage('KB_DOCUMENTS_TOO_MANY', 'en', { max: KB_LIMITS.documentsPerKb }));
  });

  it('keeps the knowledge-base folders for the knowledge bases', async () => {
    const kbFolder = await knowledgeBaseFolder(t.database.db, alice.id, 'Filings');
    const top = kbFolder.parentId;
    if (!top) throw new Error('no .knowledgebase');
    for (const [path, body] of [
      ['/v1/file/rename', { file_id: kbFolder.id, name: 'Other' }],
      ['/v1/file/rm', { file_ids: [top] }],
      ['/v1/file/mv', { src_file_ids: [kbFolder.id], dest_file_id: null }],
      ['/v1/file/create', { name: 'mine', parent_id: top }],
    ] as const) {
      const response = await t.call('POST', path, { token: alice.token, body });
      expect(errorOf(response), path).toBe('FILE_KNOWLEDGE_BASE_FOLDER');
    }
    const into = await upload(alice.token, [{ name: 'x.md', bytes: MARKDOWN }], { parentId: top });
    expect(errorOf(into)).toBe('FILE_KNOWLEDGE_BASE_FOLDER');
    // A knowledge base's own folder takes files, and they can be deleted like any.
    const file = await uploadOne(alice.token, 'kb-file.md', MARKDOWN, kbFolder.id);
    const removed = await t.call('POST', '/v1/file/rm', { token: alice.token, body: { file_ids: [file.id] } });
    expect(removed.code).toBe(0);
  });

  it('answers another user’s ids as unknown ones', async () => {
    const folder = await createFolder(alice.token, 'Private');
    const file = await uploadOne(alice.token, 'private.html', HTML, folder.id);
    const aliceKb = await createKb(alice.id, 'Alice only');
    const bobKb = await createKb(bob.id, 'Bob only');
    const bobFile = await uploadOne(bob.token, 'bob.md', MARKDOWN);
    const attempts = [
      t.call('GET', `/v1/file/list?parent_id=${folder.id}`, { token: bob.token }),
      t.call('GET', `/v1/file/get?file_id=${file.id}`, { token: bob.token }),
      t.call('GET', `/v1/file/all_parent_folder?file_id=${file.id}`, { token: bob.token }),
      t.call('POST', '/v1/file/rename', { token: bob.token, body: { file_id: file.id, name: 'mine.html' } }),
      t.call('POST', '/v1/file/rm', { token: bob.token, body: { file_ids: [file.id] } }),
      t.call('POST', '/v1/file/mv', { token: bob.token, body: { src_file_ids: [file.id], dest_file_id: null } }),
      t.call('POST', '/v1/file/mv', {
        token: bob.token,
        body: { src_file_ids: [bobFile.id], dest_file_id: folder.id },
      }),
      t.call('POST', '/v1/file/create', { token: bob.token, body: { name: 'in hers', parent_id: folder.id } }),
      t.call('POST', '/v1/file2document/convert', {
        token: bob.token,
        body: { file_ids: [file.id], kb_ids: [bobKb.id] },
      }),
      t.call('POST', '/v1/file2document/convert', {
        token: bob.token,
        body: { file_ids: [bobFile.id], kb_ids: [aliceKb.id] },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const intoHers = await upload(bob.token, [{ name: 'x.md', bytes: MARKDOWN }], { parentId: folder.id });
    expect(intoHers.status).toBe(404);
    const picked = await t.call<{ files: TFile[] }>('GET', '/v1/file/pick?keywords=private', { token: bob.token });
    expect(picked.data.files).toEqual([]);
    const still = await list(alice.token, `?parent_id=${folder.id}`);
    expect(still.data.files.map((f) => f.name)).toEqual(['private.html']);
  });

  it('never lists a file whose bytes were not all stored, and sweeps it once its server is gone', async () => {
    const [unfinished] = await t.database.db
      .insert(files)
      .values({
        ownerId: alice.id,
        name: 'half.html',
        type: 'html',
        sizeBytes: 10,
        createdAt: new Date(Date.now() - UNFINISHED_FILE_MS - 1000),
      })
      .returning();
    if (!unfinished) throw new Error('not inserted');
    const top = await list(alice.token, '?keywords=half.html');
    expect(top.data.total).toBe(0);
    expect(await deleteUnfinishedFiles(t.database.db, new Date())).toBe(1);
    expect(await t.database.db.select().from(files).where(eq(files.id, unfinished.id))).toEqual([]);
  });

  it('refuses more files and folders than a user may keep', async () => {
    const carol = await signInAsTemp(t);
    await t.database.db.execute(
      sql`insert into files (owner_id, name, type) select ${carol.id}, 'folder ' || n, 'folder'
          from generate_series(1, ${FILE_LIMITS.itemsPerUser - 1}) as n`,
    );
    await createFolder(carol.token, 'the last one');
    const refused = await t.call('POST', '/v1/file/create', { token: carol.token, body: { name: 'one more' } });
    expect(errorOf(refused)).toBe('FILE_LIMIT_REACHED');
    const uploadRefused = await upload(carol.token, [{ name: 'x.md', bytes: MARKDOWN }]);
    expect(errorOf(uploadRefused)).toBe('FILE_LIMIT_REACHED');
    expect(uploadRefused.message).toBe(errorMessage('FILE_LIMIT_REACHED', 'en', { max: FILE_LIMITS.itemsPerUser }));
  });
});
