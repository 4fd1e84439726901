import type { TEnvelope, TKbDocument, TKbUploadResult, TKnowledgeBase } from '@app/contract';
import { expect } from 'vitest';
import { type ApiResponse, signInAsTemp, type TestApp } from '../test/test-app.js';

export type TKbUploadFile = { name: string; bytes: Uint8Array };

/** The API key of the mock provider the knowledge-base API tests start. */
export const MOCK_PROVIDER_KEY = 'sk-embed-0123456789abcdef';

/** A real 1×1 PNG: a file type a knowledge base does not read. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates a knowledge base; fails the test otherwise. */
export async function createKb(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<TKnowledgeBase> {
  const response = await t.call<TKnowledgeBase>('POST', '/v1/kb/create', {
    token,
    body: { name: `kb ${Math.random().toString(36).slice(2, 10)}`, ...body },
  });
  expect(response.code, response.message).toBe(0);
  return response.data;
}

/** Uploads files to a knowledge base as a browser's FormData does: `kb_id` first, then one `file` part each. */
export async function uploadToKb(
  t: TestApp,
  token: string,
  kbId: string,
  files: TKbUploadFile[],
  options: { path?: 'upload' | 'upload_and_parse'; language?: string } = {},
): Promise<ApiResponse<TKbUploadResult>> {
  const form = new FormData();
  form.append('kb_id', kbId);
  for (const file of files) form.append('file', new Blob([file.bytes]), file.name);
  const headers: Record<string, string> = { authorization: token };
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(`${t.baseUrl}/v1/document/${options.path ?? 'upload'}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const envelope = (await response.json()) as TEnvelope<TKbUploadResult>;
  return { ...envelope, status: response.status, headers: response.headers };
}

/** Uploads one text file and returns its document. */
export async function uploadText(
  t: TestApp,
  token: string,
  kbId: string,
  name: string,
  text: string,
): Promise<TKbDocument> {
  const response = await uploadToKb(t, token, kbId, [{ name, bytes: Buffer.from(text) }]);
  expect(response.code, response.message).toBe(0);
  const document = response.data.documents[0]?.document;
  if (!document) throw new Error(`not kept: ${JSON.stringify(response.data.documents[0]?.error)}`);
  return document;
}

/** Polls `document/infos` until the document's parse is no longer running; returns it. */
export async function waitForParse(
  t: TestApp,
  token: string,
  documentId: string,
  timeoutMs = 60_000,
): Promise<TKbDocument> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.call<TKbDocument[]>('POST', '/v1/document/infos', {
      token,
      body: { doc_ids: [documentId] },
    });
    expect(response.code, response.message).toBe(0);
    const [document] = response.data;
    if (!document) throw new Error('document gone');
    if (document.run !== 1) return document;
    if (Date.now() > deadline) throw new Error(`parse still running: ${document.progress_msg}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts parsing documents and waits for each to end. */
export async function parseAndWait(t: TestApp, token: string, documentIds: string[]): Promise<TKbDocument[]> {
  const run = await t.call('POST', '/v1/document/run', { token, body: { doc_ids: documentIds, run: 1 } });
  expect(run.code, run.message).toBe(0);
  const documents: TKbDocument[] = [];
  for (const id of documentIds) documents.push(await waitForParse(t, token, id));
  return documents;
}

/** Adds the mock provider's embedding model (`name@OpenAI`) for the user; returns its id. */
export async function addMockEmbedding(
  t: TestApp,
  token: string,
  providerUrl: string,
  apiKey: string,
  name = 'mock-embed',
): Promise<string> {
  const added = await t.call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: 'OpenAI',
      llm_name: name,
      model_type: 'embedding',
      base_url: `${providerUrl}/v1`,
      api_key: apiKey,
    },
  });
  expect(added.code, added.message).toBe(0);
  return `${name}@OpenAI`;
}

/**
 * A new user with a knowledge base (`kbBody` over the defaults) that embeds with the mock provider's
 * model at `providerUrl`.
 */
export async function signInWithMockKb(
  t: TestApp,
  providerUrl: string,
  kbBody: Record<string, unknown> = {},
  apiKey = MOCK_PROVIDER_KEY,
): Promise<{ token: string; id: string; embdId: string; kb: TKnowledgeBase }> {
  const { token, id } = await signInAsTemp(t);
  const embdId = await addMockEmbedding(t, token, providerUrl, apiKey);
  const kb = await createKb(t, token, { embd_id: embdId, ...kbBody });
  return { token, id, embdId, kb };
}
