import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TEnvelope, TTaskStatusView, TUploadResult } from '@app/contract';
import { expect } from 'vitest';
import type { ApiResponse, TestApp } from './test-app.js';

/** The real documents in ../shared/data/documents, read in place. */
export const DOCUMENTS_DIR = fileURLToPath(new URL('../../../../../shared/data/documents', import.meta.url));
export const AAPL_10K_HTML = `${DOCUMENTS_DIR}/10k_html/aapl-10-k-2024-11-01.html`;
export const AAPL_10Q_XLSX = `${DOCUMENTS_DIR}/xlsx/aapl-10-q-2025-03-29-Financial_Report.xlsx`;
export const NKE_10K_PDF = `${DOCUMENTS_DIR}/pdf/nke-10-k-fy2023-2023-05-31.pdf`;

export type TUploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A real document's bytes and name. */
export function documentFile(path: string): TUploadFile {
  return { name: path.split('/').pop() ?? 'document', bytes: readFileSync(path) };
}

/** Uploads files the way a browser's FormData does: text fields first, then one `file` part each. */
export async function upload(
  t: TestApp,
  token: string,
  files: TUploadFile[],
  options: { fields?: Record<string, string>; language?: string } = {},
): Promise<ApiResponse<TUploadResult>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const file of files)
    form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { authorization: token };
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(`${t.baseUrl}/v1/financial_statements/document`, {
    method: 'POST',
    headers,
    body: form,
  });
  const envelope = (await response.json()) as TEnvelope<TUploadResult>;
  return { ...envelope, status: response.status, headers: response.headers };
}

/** Uploads one file and returns its document id; fails the test otherwise. */
export async function uploadOne(t: TestApp, token: string, file: TUploadFile, fields?: Record<string, string>) {
  const response = await upload(t, token, [file], fields ? { fields } : {});
  expect(response.code, response.message).toBe(0);
  return response.data.document_id;
}

/** Polls `financial_tasks/status` until the task is neither pending nor processing. */
export async function waitForTask(t: TestApp, token: string, taskId: string): Promise<TTaskStatusView> {
  for (let i = 0; i < 1_200; i += 1) {
    const response = await t.call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${taskId}`, { token });
    expect(response.code, response.message).toBe(0);
    if (response.data.status !== 'pending' && response.data.status !== 'processing') return response.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('task did not finish in time');
}

/** Runs a document's extraction and waits for it; returns the task's final state. */
export async function runAndWait(t: TestApp, token: string, documentId: string): Promise<TTaskStatusView> {
  const run = await t.call<{ task_id: string }>('POST', '/v1/financial_tasks/run', {
    token,
    body: { document_id: documentId },
  });
  expect(run.code, run.message).toBe(0);
  return waitForTask(t, token, run.data.task_id);
}
