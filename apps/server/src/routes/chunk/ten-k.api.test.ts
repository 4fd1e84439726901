import { readFileSync } from 'node:fs';
import { BUILTIN_EMBEDDING_ID, KB_RUN, type TRetrievalTestResult } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKb, parseAndWait, uploadToKb } from '../../knowledge/kb-api.test-helper.js';
import { AAPL_10K_HTML } from '../../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a real 10-K in a knowledge base', () => {
  it('parses Apple’s 10-K with the built-in embedding model, and the retrieval test finds the income statement', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token, { name: 'Apple filings' });
    expect(kb.embd_id).toBe(BUILTIN_EMBEDDING_ID);
    const uploaded = await uploadToKb(t, token, kb.id, [
      { name: 'aapl-10-k.html', bytes: readFileSync(AAPL_10K_HTML) },
    ]);
    expect(uploaded.code, uploaded.message).toBe(0);
    const documentId = uploaded.data.documents[0]?.document?.id ?? '';
    const started = Date.now();
    const [done] = await parseAndWait(t, token, [documentId]);
    const seconds = (Date.now() - started) / 1000;
    expect(done, done?.progress_msg).toMatchObject({ run: KB_RUN.DONE, kind: 'html', error: null });
    console.info(
      `AAPL 10-K: ${done?.page_count} pages, ${done?.chunk_num} chunks, ${done?.token_num} tokens parsed in ${seconds.toFixed(1)} s`,
    );

    const result = await t.call<TRetrievalTestResult>('POST', '/v1/chunk/retrieval_test', {
      token,
      body: { kb_id: kb.id, question: 'What were total net sales in 2024?', size: 5, highlight: true },
    });
    expect(result.code, result.message).toBe(0);
    const statement = result.data.chunks.find(
      (chunk) =>
        chunk.content_type === 'table' &&
        /Total net sales/i.test(chunk.content_with_weight) &&
        chunk.content_with_weight.includes('391,035'),
    );
    expect(
      statement,
      result.data.chunks.map((chunk) => chunk.content_with_weight.slice(0, 80)).join('\n'),
    ).toBeDefined();
    expect(statement?.highlight).toMatch(/<em>net<\/em> <em>sales<\/em>/i);
    expect(statement?.similarity).toBeGreaterThan(0.2);
    expect(result.data.doc_aggs).toEqual([
      { doc_id: documentId, doc_name: 'aapl-10-k.html', count: result.data.total },
    ]);
  }, 240_000);
});
