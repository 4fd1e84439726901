import { eq } from 'drizzle-orm';
import { dcfModels } from '../db/schema.js';
import { getOwnedModel } from './get-owned-model.js';
import type { ModelDeps } from './model-deps.js';

/** Deletes a model of this owner; a creation still running is cancelled. */
export async function deleteModel(deps: ModelDeps, ownerId: string, modelId: string): Promise<{ ok: true }> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  if (row.jobId) await deps.queue.cancel(row.jobId);
  await deps.db.delete(dcfModels).where(eq(dcfModels.id, row.id));
  return { ok: true };
}
