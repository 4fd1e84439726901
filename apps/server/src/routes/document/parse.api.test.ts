import { createServer, type Server } from 'node:http';
import { KB_RUN, type TChunk, type TKbDocument } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, kbChunks, kbDocuments } from '../../db/schema.js';
import {
  createKb,
  MOCK_PROVIDER_KEY,
  parseAndWait,
  signInWithMockKb,
  uploadText,
  uploadToKb,
  waitForParse,
} from '../../knowledge/kb-api.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;
let gate: TGateServer;
beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  gate = await startGateServer();
  t = await startTestApp({ jobLeaseMs: 2_000 });
});
afterAll(async () => {
  gate.release();
  await t.close();
  await provider.close();
  await gate.close();
});

/** Paragraphs enough for several chunks of 64 tokens. */
const MEMO = Array.from(
  { length: 24 },
  (_, index) =>
    `Paragraph ${index + 1}. Net sales in the segment grew ${index + 3} percent${index % 2 ? ', driven by services and wearables' : ''}. Operating margin held near ${30 + (index % 5)} percent${index % 3 ? ', as it did, broadly, a year before' : ''}.`,
).join('\n\n');

function user() {
  return signInWithMockKb(t, provider.url, { parser_config: { chunk_token_num: 64 } });
}

describe('document/run', () => {
  it('parses a document to done: chunks embedded and stored, counts, progress and duration', async () => {
    const { token, kb } = await user();
    const document = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    expect(document).toMatchObject({ run: KB_RUN.UNSTART, kind: 'text', chunk_num: 0, source_type: 'knowledgebase' });
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE, progress: 1, error: null });
    expect(done?.chunk_num).toBeGreaterThan(3);
    expect(done?.token_num).toBeGreaterThan(done?.chunk_num ?? 0);
    expect(done?.progress_msg).toMatch(new RegExp(`^Done: ${done?.chunk_num} chunks in [\\d.]+ s\\.$`));
    expect(done?.process_duration).toBeGreaterThan(0);

    const rows = await t.database.db.select().from(kbChunks).where(eq(kbChunks.documentId, document.id));
    expect(rows).toHaveLength(done?.chunk_num ?? -1);
    expect(rows.every((row) => row.embeddingDims === 8 && row.embedding?.length === 8)).toBe(true);
    const listed = await t.call<{ total: number; chunks: TChunk[]; doc: TKbDocument }>(
      'GET',
      `/v1/chunk/list?doc_id=${document.id}&size=2&page=2`,
      { token },
    );
    expect(listed.data.total).toBe(done?.chunk_num);
    expect(listed.data.chunks.map((chunk) => chunk.position)).toEqual([2, 3]);
    expect(listed.data.chunks[0]).toMatchObject({
      doc_id: document.id,
      docnm_kwd: 'memo.txt',
      available_int: 1,
      page_from: 1,
    });
    const kbDetail = await t.call<{ chunk_num: number; doc_num: number }>('GET', `/v1/kb/detail?kb_id=${kb.id}`, {
      token,
    });
    expect(kbDetail.data).toMatchObject({ doc_num: 1, chunk_num: done?.chunk_num });

    // Run again: the old chunks are replaced, not added to.
    const [again] = await parseAndWait(t, token, [document.id]);
    expect(again).toMatchObject({ run: KB_RUN.DONE, chunk_num: done?.chunk_num });
    const after = await t.database.db
      .select({ id: kbChunks.id })
      .from(kbChunks)
      .where(eq(kbChunks.documentId, document.id));
    expect(after).toHaveLength(done?.chunk_num ?? -1);
  });

  it('fails with the provider’s catalogue error, and runs again once the key is right', async () => {
    const { token } = await signInAsTemp(t);
    const added = await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'OpenAI',
        llm_name: 'mock-embed',
        model_type: 'embedding',
        base_url: `${provider.url}/v1`,
        api_key: 'sk-wrong-0123456789',
      },
    });
    expect(added.code).toBe(0);
    const kb = await createKb(t, token, { embd_id: 'mock-embed@OpenAI' });
    const document = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    const [failed] = await parseAndWait(t, token, [document.id]);
    expect(failed).toMatchObject({ run: KB_RUN.FAIL, error: { code: 'LLM_AUTH_FAILED' } });
    expect(failed?.progress_msg).toBe(failed?.error?.message);
    expect(failed?.error?.message).toContain('OpenAI');

    await t.call('POST', '/v1/llm/set_api_key', {
      token,
      body: { llm_factory: 'OpenAI', api_key: MOCK_PROVIDER_KEY, base_url: `${provider.url}/v1` },
    });
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE, error: null });
  });

  it('fails a file with no text to chunk with its own code', async () => {
    const { token, kb } = await user();
    const document = await uploadText(t, token, kb.id, 'blank.txt', '   \n\n   \n');
    const [failed] = await parseAndWait(t, token, [document.id]);
    expect(failed).toMatchObject({ run: KB_RUN.FAIL, error: { code: 'KB_PARSE_NO_CHUNKS' } });
  });

  it('cancels a parse while it embeds: the run stops, and may start again', async () => {
    const { token } = await signInAsTemp(t);
    await t.call('POST', '/v1/llm/add_llm', {
      token,
      body: {
        llm_factory: 'OpenAI',
        llm_name: 'slow',
        model_type: 'embedding',
        base_url: `${gate.url}/v1`,
        api_key: MOCK_PROVIDER_KEY,
      },
    });
    const kb = await createKb(t, token, { embd_id: 'slow@OpenAI', parser_config: { chunk_token_num: 64 } });
    const document = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    gate.hold();
    const started = await t.call<TKbDocument[]>('POST', '/v1/document/run', {
      token,
      body: { doc_ids: [document.id], run: 1 },
    });
    expect(started.data[0]).toMatchObject({ run: KB_RUN.RUNNING, progress_msg: 'Waiting for a parse worker.' });
    await gate.waitForRequest();
    const busy = await t.call('POST', '/v1/document/change_parser', {
      token,
      body: { doc_id: document.id, parser_id: 'one' },
    });
    expect(busy.data).toMatchObject({ error: 'KB_DOCUMENT_BUSY' });

    const cancelled = await t.call<TKbDocument[]>('POST', '/v1/document/run', {
      token,
      body: { doc_ids: [document.id], run: 2 },
    });
    expect(cancelled.data[0]).toMatchObject({ run: KB_RUN.CANCEL, progress_msg: 'Parsing was cancelled.' });
    const [row] = await t.database.db
      .select({ jobId: kbDocuments.jobId })
      .from(kbDocuments)
      .where(eq(kbDocuments.id, document.id));
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(jobs)
              .where(eq(jobs.id, row?.jobId ?? ''))
          )[0]?.status,
      )
      .toBe('cancelled');
    expect(gate.abortedRequests()).toBeGreaterThan(0);
    const still = await waitForParse(t, token, document.id);
    expect(still.run).toBe(KB_RUN.CANCEL);

    gate.release();
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE });
  });

  it('takes over a parse whose server died (its job’s lease ran out) and finishes it', async () => {
    const { token, kb } = await user();
    const document = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    // What a server that died mid-parse leaves: the document running, its job running with a lease in the past.
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        kind: 'kb_parse',
        payload: { document_id: document.id },
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 60_000),
        startedAt: new Date(Date.now() - 120_000),
      })
      .returning();
    await t.database.db
      .update(kbDocuments)
      .set({ run: KB_RUN.RUNNING, jobId: job?.id ?? null, processBeginAt: new Date(Date.now() - 120_000) })
      .where(eq(kbDocuments.id, document.id));
    const done = await waitForParse(t, token, document.id);
    expect(done).toMatchObject({ run: KB_RUN.DONE, error: null });
    expect(done.chunk_num).toBeGreaterThan(3);
  });

  it('change_parser resets a parsed document: chunks deleted, to be parsed again', async () => {
    const { token, kb } = await user();
    const document = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    await parseAndWait(t, token, [document.id]);
    const same = await t.call<TKbDocument>('POST', '/v1/document/change_parser', {
      token,
      body: { doc_id: document.id, parser_id: 'naive' },
    });
    expect(same.data.run).toBe(KB_RUN.DONE);
    const changed = await t.call<TKbDocument>('POST', '/v1/document/change_parser', {
      token,
      body: { doc_id: document.id, parser_id: 'one', parser_config: { chunk_token_num: 1024 } },
    });
    expect(changed.data).toMatchObject({
      run: KB_RUN.UNSTART,
      chunk_num: 0,
      token_num: 0,
      progress: 0,
      parser_id: 'one',
      parser_config: { chunk_token_num: 1024 },
    });
    expect(await t.database.db.select().from(kbChunks).where(eq(kbChunks.documentId, document.id))).toHaveLength(0);
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE, chunk_num: 1 });
  });

  it('upload_and_parse starts every file kept; a document created empty cannot be parsed', async () => {
    const { token, kb } = await user();
    const uploaded = await uploadToKb(
      t,
      token,
      kb.id,
      [{ name: 'memo.md', bytes: Buffer.from(`# Results\n\n${MEMO}`) }],
      {
        path: 'upload_and_parse',
      },
    );
    expect(uploaded.code, uploaded.message).toBe(0);
    const document = uploaded.data.documents[0]?.document;
    expect(document).toMatchObject({ run: KB_RUN.RUNNING, kind: 'markdown' });
    expect((await waitForParse(t, token, document?.id ?? '')).run).toBe(KB_RUN.DONE);

    const empty = await t.call<TKbDocument>('POST', '/v1/document/create', {
      token,
      body: { kb_id: kb.id, name: 'Notes' },
    });
    const refused = await t.call('POST', '/v1/document/run', { token, body: { doc_ids: [empty.data.id], run: 1 } });
    expect(refused.data).toMatchObject({ error: 'KB_DOCUMENT_NO_FILE' });
  });
});

type TGateServer = {
  url: string;
  hold(): void;
  release(): void;
  waitForRequest(): Promise<void>;
  abortedRequests(): number;
  close(): Promise<void>;
};

/** An OpenAI-style embeddings endpoint that, while held, keeps every request waiting (a slow provider). */
async function startGateServer(): Promise<TGateServer> {
  let isHeld = false;
  let waiting: (() => void)[] = [];
  let aborted = 0;
  let arrived: (() => void) | undefined;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (piece) => {
      body += piece;
    });
    request.on('end', () => {
      const answer = () => {
        if (response.destroyed) return;
        const input = (JSON.parse(body) as { input: string[] }).input;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            object: 'list',
            data: input.map((text, index) => ({ object: 'embedding', index, embedding: [text.length % 7, 1, 2, 3] })),
            usage: { prompt_tokens: 1, total_tokens: 1 },
          }),
        );
      };
      response.on('close', () => {
        if (!response.writableFinished) aborted += 1;
      });
      arrived?.();
      if (isHeld) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    hold: () => {
      isHeld = true;
    },
    release: () => {
      isHeld = false;
      for (const answer of waiting.splice(0)) answer();
      waiting = [];
    },
    waitForRequest: () =>
      new Promise<void>((resolve) => {
        if (waiting.length > 0) return resolve();
        arrived = () => {
          arrived = undefined;
          resolve();
        };
      }),
    abortedRequests: () => aborted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
