import type { TModelStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dcfModels, jobs } from '../db/schema.js';
import type { TestApp } from './test-app.js';

/** Polls `model/dcf/status` until the model is no longer starting or processing. */
export async function waitForModelStatus(t: TestApp, token: string, modelId: string): Promise<TModelStatus> {
  for (let i = 0; i < 400; i += 1) {
    const response = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${modelId}`, { token });
    expect(response.code).toBe(0);
    if (response.data.status !== 'starting' && response.data.status !== 'processing') return response.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('model not built in time');
}

/** Creates a model of a pack company and waits until it is built; fails the test otherwise. */
export async function createModelAndWait(
  t: TestApp,
  token: string,
  ticker: string,
  options?: Record<string, unknown>,
): Promise<string> {
  const response = await t.call<{ model_id: string; status: string }>('POST', '/v1/model/dcf/base', {
    token,
    body: { ticker, ...(options ? { options } : {}) },
  });
  expect(response.code).toBe(0);
  expect(response.data.status).toBe('starting');
  const status = await waitForModelStatus(t, token, response.data.model_id);
  const why = status.status === 'success' ? '' : await jobError(t, response.data.model_id);
  expect(status, `${JSON.stringify(status)} ${why}`).toMatchObject({ status: 'success', error: null });
  return response.data.model_id;
}

/** The stored error of a model's job: what the status's generic message stands for, for a failing test to say. */
async function jobError(t: TestApp, modelId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ error: jobs.error, attempts: jobs.attempts })
    .from(dcfModels)
    .innerJoin(jobs, eq(jobs.id, dcfModels.jobId))
    .where(eq(dcfModels.id, modelId));
  return `job: ${JSON.stringify(row ?? null)}`;
}
