import { KB_LIMITS, KB_RUN, type TChunk, type TKbDocument, type TRetrievalTestResult } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbChunks } from '../../db/schema.js';
import {
  createKb,
  MOCK_PROVIDER_KEY,
  parseAndWait,
  signInWithMockKb,
  uploadText,
} from '../../knowledge/kb-api.test-helper.js';
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

function userWithKb(body: Record<string, unknown> = {}) {
  return signInWithMockKb(t, provider.url, body);
}

async function emptyDocument(token: string, kbId: string, name = 'Notes'): Promise<TKbDocument> {
  const response = await t.call<TKbDocument>('POST', '/v1/document/create', { token, body: { kb_id: kbId, name } });
  expect(response.code, response.message).toBe(0);
  return response.data;
}

describe('chunk create, set, get, switch, rm', () => {
  it('writes chunks by hand, embedded by the knowledge base’s model, and keeps the document’s counts', async () => {
    const { token, kb } = await userWithKb();
    const document = await emptyDocument(token, kb.id);
    const created = await t.call<TChunk>('POST', '/v1/chunk/create', {
      token,
      body: {
        doc_id: document.id,
        content_with_weight: 'Gross margin was 46.2 percent in fiscal 2024.',
        important_kwd: ['margin', ' ', 'margin', 'gross'],
        question_kwd: ['What was the gross margin?'],
      },
    });
    expect(created.code, created.message).toBe(0);
    expect(created.data).toMatchObject({
      doc_id: document.id,
      kb_id: kb.id,
      docnm_kwd: 'Notes',
      position: 0,
      page_from: 0,
      important_kwd: ['margin', 'gross'],
      question_kwd: ['What was the gross margin?'],
      available_int: 1,
      content_type: 'text',
    });
    expect(created.data.token_num).toBeGreaterThan(5);
    const second = await t.call<TChunk>('POST', '/v1/chunk/create', {
      token,
      body: { doc_id: document.id, content_with_weight: 'Services revenue reached a record.' },
    });
    expect(second.data.position).toBe(1);

    const [before] = await t.database.db.select().from(kbChunks).where(eq(kbChunks.id, created.data.chunk_id));
    const set = await t.call<TChunk>('POST', '/v1/chunk/set', {
      token,
      body: {
        doc_id: document.id,
        chunk_id: created.data.chunk_id,
        content_with_weight: 'Operating cash flow was 118 billion dollars.',
        important_kwd: ['cash flow'],
        available_int: 0,
      },
    });
    expect(set.data).toMatchObject({
      important_kwd: ['cash flow'],
      question_kwd: ['What was the gross margin?'],
      available_int: 0,
    });
    const [after] = await t.database.db.select().from(kbChunks).where(eq(kbChunks.id, created.data.chunk_id));
    expect(after?.embedding).not.toEqual(before?.embedding);
    expect(
      (await t.call<TChunk>('GET', `/v1/chunk/get?chunk_id=${created.data.chunk_id}`, { token })).data
        .content_with_weight,
    ).toBe('Operating cash flow was 118 billion dollars.');

    const onlyOff = await t.call<{ total: number; chunks: TChunk[] }>(
      'GET',
      `/v1/chunk/list?doc_id=${document.id}&available_int=0`,
      {
        token,
      },
    );
    expect(onlyOff.data.chunks.map((chunk) => chunk.chunk_id)).toEqual([created.data.chunk_id]);
    const switched = await t.call('POST', '/v1/chunk/switch', {
      token,
      body: { doc_id: document.id, chunk_ids: [created.data.chunk_id], available_int: 1 },
    });
    expect(switched.code).toBe(0);
    const byText = await t.call<{ total: number; chunks: TChunk[]; doc: TKbDocument }>(
      'GET',
      `/v1/chunk/list?doc_id=${document.id}&keywords=RECORD`,
      { token },
    );
    expect(byText.data.chunks.map((chunk) => chunk.chunk_id)).toEqual([second.data.chunk_id]);
    expect(byText.data.doc).toMatchObject({ id: document.id, chunk_num: 2 });

    const removed = await t.call('POST', '/v1/chunk/rm', {
      token,
      body: { doc_id: document.id, chunk_ids: [second.data.chunk_id] },
    });
    expect(removed.code).toBe(0);
    const infos = await t.call<TKbDocument[]>('POST', '/v1/document/infos', {
      token,
      body: { doc_ids: [document.id] },
    });
    expect(infos.data[0]?.chunk_num).toBe(1);
  });

  it('needs a chunk selected, text within its limits, and chunks of the document named', async () => {
    const { token, kb } = await userWithKb();
    const document = await emptyDocument(token, kb.id);
    const other = await emptyDocument(token, kb.id, 'Other');
    const chunk = await t.call<TChunk>('POST', '/v1/chunk/create', {
      token,
      body: { doc_id: other.id, content_with_weight: 'x' },
    });
    const none = await t.call('POST', '/v1/chunk/switch', {
      token,
      body: { doc_id: document.id, chunk_ids: [], available_int: 0 },
    });
    expect(none.data).toMatchObject({ fields: [{ path: 'chunk_ids', message: 'Select a chunk first.' }] });
    const noneRm = await t.call('POST', '/v1/chunk/rm', { token, body: { doc_id: document.id, chunk_ids: [] } });
    expect(noneRm.data).toMatchObject({ fields: [{ path: 'chunk_ids', message: 'Select a chunk first.' }] });
    const invalid = await t.call('POST', '/v1/chunk/create', {
      token,
      body: {
        doc_id: document.id,
        content_with_weight: 'x'.repeat(KB_LIMITS.chunkContentChars + 1),
        important_kwd: Array.from({ length: 33 }, (_, index) => `k${index}`),
      },
    });
    expect(invalid.data).toMatchObject({
      fields: [
        { path: 'content_with_weight', message: 'A chunk may have at most 65,536 characters.' },
        { path: 'important_kwd', message: 'Enter at most 32 keywords of at most 64 characters each.' },
      ],
    });
    const blank = await t.call('POST', '/v1/chunk/create', {
      token,
      body: { doc_id: document.id, content_with_weight: '  ' },
    });
    expect(blank.data).toMatchObject({ fields: [{ path: 'content_with_weight', message: 'Enter the chunk’s text.' }] });
    const wrongDocument = await t.call('POST', '/v1/chunk/switch', {
      token,
      body: { doc_id: document.id, chunk_ids: [chunk.data.chunk_id], available_int: 0 },
    });
    expect(wrongDocument.status).toBe(404);
    const stranger = await signInAsTemp(t);
    expect(
      (await t.call('GET', `/v1/chunk/get?chunk_id=${chunk.data.chunk_id}`, { token: stranger.token })).status,
    ).toBe(404);
  });
});

describe('chunk/retrieval_test', () => {
  it('finds the passage a question asks about, scored and highlighted, only in enabled documents and available chunks', async () => {
    const { token, kb } = await userWithKb({ parser_config: { chunk_token_num: 48 } });
    const segments = await uploadText(
      t,
      token,
      kb.id,
      'segments.txt',
      'The Americas segment reported net sales of 167 billion dollars.\n\nEurope reported net sales of 101 billion dollars.\n\nGreater China net sales declined 8 percent.',
    );
    const risks = await uploadText(
      t,
      token,
      kb.id,
      'risks.txt',
      'Supply chain disruption and component shortages could harm results.\n\nForeign exchange rates affect reported revenue.',
    );
    await parseAndWait(t, token, [segments.id, risks.id]);
    const ask = (body: Record<string, unknown>) =>
      t.call<TRetrievalTestResult>('POST', '/v1/chunk/retrieval_test', { token, body: { kb_id: kb.id, ...body } });

    const found = await ask({ question: 'What were net sales in Europe?', highlight: true, similarity_threshold: 0.1 });
    expect(found.code, found.message).toBe(0);
    const best = found.data.chunks[0];
    expect(best).toMatchObject({ doc_id: segments.id, docnm_kwd: 'segments.txt' });
    expect(best?.content_with_weight).toContain('Europe');
    expect(best?.highlight).toContain('<em>Europe</em>');
    expect(best?.term_similarity).toBeGreaterThan(0);
    expect(best?.similarity).toBeGreaterThan(0.1);
    expect(found.data.doc_aggs).toContainEqual({
      doc_id: segments.id,
      doc_name: 'segments.txt',
      count: expect.any(Number),
    });
    expect(found.data.doc_aggs.reduce((sum, aggregate) => sum + aggregate.count, 0)).toBe(found.data.total);

    const plain = await ask({ question: 'What were net sales in Europe?' });
    expect(plain.data.chunks[0]?.highlight).toBeNull();

    await t.call('POST', '/v1/document/change_status', { token, body: { doc_ids: [segments.id], status: 0 } });
    const disabled = await ask({ question: 'What were net sales in Europe?', similarity_threshold: 0.1 });
    expect(disabled.data.chunks.every((chunk) => chunk.doc_id !== segments.id)).toBe(true);
    await t.call('POST', '/v1/document/change_status', { token, body: { doc_ids: [segments.id], status: 1 } });

    if (best) {
      await t.call('POST', '/v1/chunk/switch', {
        token,
        body: { doc_id: segments.id, chunk_ids: [best.chunk_id], available_int: 0 },
      });
      const off = await ask({ question: 'What were net sales in Europe?', similarity_threshold: 0.1 });
      expect(off.data.chunks.every((chunk) => chunk.chunk_id !== best.chunk_id)).toBe(true);
    }

    const onlyRisks = await ask({ question: 'net sales supply chain', doc_ids: [risks.id], similarity_threshold: 0.9 });
    expect(onlyRisks.data.chunks.length).toBeGreaterThan(0);
    expect(onlyRisks.data.chunks.every((chunk) => chunk.doc_id === risks.id)).toBe(true);
  });

  it('reranks with one of the user’s rerank models, and refuses a model that is not theirs', async () => {
    const { token, kb } = await userWithKb();
    const document = await uploadText(
      t,
      token,
      kb.id,
      'notes.txt',
      'Wearables revenue fell.\n\nServices revenue grew to a record.',
    );
    await parseAndWait(t, token, [document.id]);
    const notOurs = await t.call('POST', '/v1/chunk/retrieval_test', {
      token,
      body: { kb_id: kb.id, question: 'services revenue', rerank_id: 'rr@VLLM' },
    });
    expect(notOurs.data).toMatchObject({ fields: [{ path: 'rerank_id' }] });
    const added = await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'VLLM',
        llm_name: 'rr',
        model_type: 'rerank',
        base_url: `${provider.url}/v1`,
        api_key: MOCK_PROVIDER_KEY,
      },
    });
    expect(added.code, added.message).toBe(0);
    const reranked = await t.call<TRetrievalTestResult>('POST', '/v1/chunk/retrieval_test', {
      token,
      body: { kb_id: kb.id, question: 'services revenue record', rerank_id: 'rr@VLLM', similarity_threshold: 0 },
    });
    expect(reranked.code, reranked.message).toBe(0);
    expect(reranked.data.chunks[0]?.content_with_weight).toContain('Services');
    expect(provider.requests.some((request) => request.path.endsWith('/rerank'))).toBe(true);
  });

  it('searches knowledge bases together only when they share an embedding model', async () => {
    const { token, kb, embdId } = await userWithKb();
    const same = await createKb(t, token, { embd_id: embdId });
    const other = await createKb(t, token);
    const together = await t.call('POST', '/v1/chunk/retrieval_test', {
      token,
      body: { kb_id: [kb.id, same.id], question: 'revenue' },
    });
    expect(together.code, together.message).toBe(0);
    const mixed = await t.call('POST', '/v1/chunk/retrieval_test', {
      token,
      body: { kb_id: [kb.id, other.id], question: 'revenue' },
    });
    expect(mixed.data).toMatchObject({ error: 'KB_MIXED_EMBEDDINGS' });
    const stranger = await signInAsTemp(t);
    expect(
      (
        await t.call('POST', '/v1/chunk/retrieval_test', {
          token: stranger.token,
          body: { kb_id: kb.id, question: 'revenue' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('chunk/knowledge_graph', () => {
  it('says why a document has no graph: not asked for, or no chat model (its parse says so too)', async () => {
    const { token, kb } = await userWithKb();
    const plain = await uploadText(t, token, kb.id, 'plain.txt', 'Apple designs phones.');
    const off = await t.call<{ graph: null; reason: { code: string; message: string } }>(
      'GET',
      `/v1/chunk/knowledge_graph?doc_id=${plain.id}`,
      { token },
    );
    expect(off.data).toEqual({
      graph: null,
      reason: { code: 'graph_not_enabled', message: expect.stringMatching(/^No knowledge graph: it is off/) },
    });

    const changed = await t.call('POST', '/v1/document/change_parser', {
      token,
      body: {
        doc_id: plain.id,
        parser_id: 'naive',
        parser_config: { graphrag: { use_graphrag: true }, raptor: { use_raptor: false } },
      },
    });
    expect(changed.code, changed.message).toBe(0);
    const [done] = await parseAndWait(t, token, [plain.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE });
    expect(done?.progress_msg).toMatch(/^Done: 1 chunks in [\d.]+ s\. The knowledge graph needs a chat model/);
    const noChat = await t.call<{ reason: { code: string } }>('GET', `/v1/chunk/knowledge_graph?doc_id=${plain.id}`, {
      token,
    });
    expect(noChat.data.reason.code).toBe('graph_no_chat_model');
  });
});
