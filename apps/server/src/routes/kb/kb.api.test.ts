import {
  BUILTIN_EMBEDDING_ID,
  KB_LIMITS,
  type TKbChoice,
  type TKnowledgeBase,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, knowledgeBases } from '../../db/schema.js';
import { addMockEmbedding, createKb, MOCK_PROVIDER_KEY, uploadText } from '../../knowledge/kb-api.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;
beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('kb/create', () => {
  it('creates a knowledge base with the defaults: the built-in embedding model, General, 0.2 and 0.3', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const response = await t.call<TKnowledgeBase>('POST', '/v1/kb/create', { token, body: { name: '  Filings ' } });
    expect(response.code, response.message).toBe(0);
    expect(response.data).toMatchObject({
      name: 'Filings',
      description: '',
      avatar: null,
      language: 'es',
      permission: 'me',
      embd_id: BUILTIN_EMBEDDING_ID,
      parser_id: 'naive',
      parser_config: { chunk_token_num: 512, delimiter: '\n!?。；！？', raptor: { use_raptor: false } },
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.3,
      doc_num: 0,
      chunk_num: 0,
      token_num: 0,
    });
  });

  it('takes the user’s default embedding model, or one of theirs named', async () => {
    const { token } = await signInAsTemp(t);
    const mock = await addMockEmbedding(t, token, provider.url, MOCK_PROVIDER_KEY);
    expect((await createKb(t, token, { embd_id: mock })).embd_id).toBe(mock);
    await t.call('POST', '/v1/user/set_tenant_info', { token, body: { embd_id: mock } });
    expect((await createKb(t, token)).embd_id).toBe(mock);
  });

  it('refuses another user’s embedding model, a duplicate name and invalid settings with their messages', async () => {
    const owner = await signInAsTemp(t);
    const mock = await addMockEmbedding(t, owner.token, provider.url, MOCK_PROVIDER_KEY);
    const { token } = await signInAsTemp(t, 'zh');
    const foreign = await t.call('POST', '/v1/kb/create', {
      token,
      language: 'zh',
      body: { name: 'a', embd_id: mock },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'embd_id', message: VALIDATION_MESSAGES.kb_embd_id_invalid.zh }],
    });

    await createKb(t, token, { name: 'Annual reports' });
    const duplicate = await t.call('POST', '/v1/kb/create', {
      token,
      language: 'zh',
      body: { name: 'Annual reports' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.data).toMatchObject({ error: 'KB_NAME_TAKEN' });
    expect(duplicate.message).toBe('您已有名为“Annual reports”的知识库。请换一个名称。');

    const invalid = await t.call('POST', '/v1/kb/create', {
      token,
      body: {
        name: 'x'.repeat(129),
        vector_similarity_weight: 1.5,
        parser_config: { pages: [[3, 2]], raptor: { use_raptor: true, prompt: 'Summarize' } },
      },
    });
    expect(invalid.status).toBe(422);
    const messages = Object.fromEntries(
      ((invalid.data as { fields: { path: string; message: string }[] }).fields ?? []).map((f) => [f.path, f.message]),
    );
    expect(messages).toMatchObject({
      name: VALIDATION_MESSAGES.kb_name_too_long.zh,
      vector_similarity_weight: VALIDATION_MESSAGES.kb_vector_similarity_weight_range.zh,
      'parser_config.pages.0.1': VALIDATION_MESSAGES.kb_page_to_after_from.zh,
      'parser_config.raptor.max_token': VALIDATION_MESSAGES.kb_raptor_field_required.zh,
    });
  });

  it(`keeps at most ${KB_LIMITS.knowledgeBasesPerUser} knowledge bases per user`, async () => {
    const { token, id } = await signInAsTemp(t);
    await t.database.db.insert(knowledgeBases).values(
      Array.from({ length: KB_LIMITS.knowledgeBasesPerUser }, (_, index) => ({
        ownerId: id,
        name: `kb ${index}`,
        language: 'en',
        embdId: BUILTIN_EMBEDDING_ID,
        parserId: 'naive',
        parserConfig: {},
      })),
    );
    const refused = await t.call('POST', '/v1/kb/create', { token, body: { name: 'one more' } });
    expect(refused.data).toMatchObject({ error: 'KB_TOO_MANY' });
    expect(refused.message).toContain(String(KB_LIMITS.knowledgeBasesPerUser));
  });
});

describe('kb/list, detail, one', () => {
  it('pages the user’s knowledge bases, filtered by name, in the order asked', async () => {
    const { token } = await signInAsTemp(t);
    for (const name of ['Alpha notes', 'Beta filings', 'Gamma filings']) {
      await createKb(t, token, { name });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const newest = await t.call<{ kbs: TKnowledgeBase[]; total: number }>('GET', '/v1/kb/list?page_size=2', { token });
    expect(newest.data.total).toBe(3);
    expect(newest.data.kbs.map((kb) => kb.name)).toEqual(['Gamma filings', 'Beta filings']);
    const filtered = await t.call<{ kbs: TKnowledgeBase[]; total: number }>(
      'GET',
      '/v1/kb/list?keywords=FILINGS&desc=false&orderby=update_time',
      { token },
    );
    expect(filtered.data.kbs.map((kb) => kb.name)).toEqual(['Beta filings', 'Gamma filings']);
    const literal = await t.call<{ total: number }>('GET', `/v1/kb/list?keywords=${encodeURIComponent('%')}`, {
      token,
    });
    expect(literal.data.total).toBe(0);

    const choices = await t.call<TKbChoice[]>('GET', '/v1/kb/one', { token });
    expect(choices.data.map((kb) => kb.name)).toEqual(['Alpha notes', 'Beta filings', 'Gamma filings']);
    expect(choices.data[0]).toMatchObject({
      doc_num: 0,
      parsed_doc_num: 0,
      chunk_num: 0,
      embd_id: BUILTIN_EMBEDDING_ID,
    });
  });

  it('answers another user’s knowledge base as not found, everywhere', async () => {
    const owner = await signInAsTemp(t);
    const kb = await createKb(t, owner.token, { name: 'Private' });
    const { token } = await signInAsTemp(t);
    const calls = [
      t.call('GET', `/v1/kb/detail?kb_id=${kb.id}`, { token }),
      t.call('POST', '/v1/kb/update', { token, body: { kb_id: kb.id, name: 'Mine' } }),
      t.call('POST', '/v1/kb/rm', { token, body: { kb_id: kb.id } }),
      t.call('GET', `/v1/document/list?kb_id=${kb.id}`, { token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.data).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await t.call<{ total: number }>('GET', '/v1/kb/list', { token })).data.total).toBe(0);
    expect((await t.call('GET', `/v1/kb/detail?kb_id=${kb.id}`, { token: owner.token })).code).toBe(0);
  });
});

describe('kb/update', () => {
  it('changes the fields given and refuses a name another knowledge base has', async () => {
    const { token } = await signInAsTemp(t);
    await createKb(t, token, { name: 'Taken' });
    const kb = await createKb(t, token, { name: 'Draft' });
    const avatar = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    const updated = await t.call<TKnowledgeBase>('POST', '/v1/kb/update', {
      token,
      body: {
        kb_id: kb.id,
        name: 'Research',
        description: 'Broker notes',
        avatar,
        parser_id: 'book',
        parser_config: {
          chunk_token_num: 256,
          pages: [
            [1, 10],
            [12, 20],
          ],
        },
        similarity_threshold: 0.35,
      },
    });
    expect(updated.code, updated.message).toBe(0);
    expect(updated.data).toMatchObject({
      name: 'Research',
      description: 'Broker notes',
      avatar,
      parser_id: 'book',
      parser_config: {
        chunk_token_num: 256,
        pages: [
          [1, 10],
          [12, 20],
        ],
        delimiter: '\n!?。；！？',
      },
      similarity_threshold: 0.35,
      vector_similarity_weight: 0.3,
    });
    const taken = await t.call('POST', '/v1/kb/update', { token, body: { kb_id: kb.id, name: 'Taken' } });
    expect(taken.data).toMatchObject({ error: 'KB_NAME_TAKEN' });
    const nothing = await t.call('POST', '/v1/kb/update', { token, body: { kb_id: kb.id } });
    expect(nothing.status).toBe(422);
  });

  it('keeps the embedding model once the knowledge base has a chunk', async () => {
    const { token } = await signInAsTemp(t);
    const mock = await addMockEmbedding(t, token, provider.url, MOCK_PROVIDER_KEY);
    const kb = await createKb(t, token, { embd_id: mock });
    const other = await addMockEmbedding(t, token, provider.url, MOCK_PROVIDER_KEY, 'mock-embed-2');
    const switched = await t.call<TKnowledgeBase>('POST', '/v1/kb/update', {
      token,
      body: { kb_id: kb.id, embd_id: other },
    });
    expect(switched.data.embd_id).toBe(other);

    const document = await t.call<{ id: string }>('POST', '/v1/document/create', {
      token,
      body: { kb_id: kb.id, name: 'Notes' },
    });
    const chunk = await t.call('POST', '/v1/chunk/create', {
      token,
      body: { doc_id: document.data.id, content_with_weight: 'Gross margin rose to 46 percent.' },
    });
    expect(chunk.code, chunk.message).toBe(0);
    const locked = await t.call('POST', '/v1/kb/update', { token, body: { kb_id: kb.id, embd_id: mock } });
    expect(locked.status).toBe(422);
    expect(locked.data).toMatchObject({ error: 'KB_EMBEDDING_LOCKED' });
    const detail = await t.call<TKnowledgeBase>('GET', `/v1/kb/detail?kb_id=${kb.id}`, { token });
    expect(detail.data).toMatchObject({ embd_id: other, doc_num: 1, chunk_num: 1 });
  });
});

describe('kb/rm', () => {
  it('deletes the knowledge base with its documents and the files uploaded to it', async () => {
    const { token, id } = await signInAsTemp(t);
    const kb = await createKb(t, token, { name: 'Short lived' });
    const document = await uploadText(t, token, kb.id, 'memo.txt', 'Revenue grew 12 percent in fiscal 2024.');
    const stored = await t.database.db.select().from(files).where(eq(files.ownerId, id));
    expect(stored.map((file) => file.name).sort()).toEqual(['.knowledgebase', 'Short lived', 'memo.txt']);

    // The folder follows the knowledge base's name.
    await t.call('POST', '/v1/kb/update', { token, body: { kb_id: kb.id, name: 'Renamed' } });
    await uploadText(t, token, kb.id, 'second.txt', 'Margins widened.');
    const renamed = await t.database.db.select().from(files).where(eq(files.ownerId, id));
    expect(renamed.map((file) => file.name).sort()).toEqual(['.knowledgebase', 'Renamed', 'memo.txt', 'second.txt']);

    const removed = await t.call('POST', '/v1/kb/rm', { token, body: { kb_id: kb.id } });
    expect(removed.code, removed.message).toBe(0);
    expect((await t.call('GET', `/v1/kb/detail?kb_id=${kb.id}`, { token })).status).toBe(404);
    expect((await t.call('POST', '/v1/document/infos', { token, body: { doc_ids: [document.id] } })).status).toBe(404);
    const left = await t.database.db.select({ name: files.name }).from(files).where(eq(files.ownerId, id));
    expect(left.map((file) => file.name)).toEqual(['.knowledgebase']);
  });
});
