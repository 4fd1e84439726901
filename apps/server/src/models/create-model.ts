import type { TModelOptions } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Session } from '../accounts/sessions.js';
import { dcfModels } from '../db/schema.js';
import { DCF_MODEL_JOB, type TBuildModelPayload } from './build-model.js';
import { checkModelOptions } from './full-account-rule.js';
import type { ModelDeps } from './model-deps.js';

/**
 * Starts building a model: the row now, the rest by the `dcf_model` job. Options other than the
 * defaults need a full account. A known refusal (bad ticker, bank) is not retried; an outage is.
 */
export async function createModel(
  deps: ModelDeps,
  session: Session,
  input: { ticker: string; options: TModelOptions },
): Promise<{ model_id: string; status: 'starting' }> {
  checkModelOptions(session, input.options);
  const ticker = input.ticker.trim().toUpperCase();
  const now = deps.now();
  const [row] = await deps.db
    .insert(dcfModels)
    .values({ ownerId: session.user.id, ticker, name: ticker, options: input.options, createdAt: now, updatedAt: now })
    .returning({ id: dcfModels.id });
  if (!row) throw new Error('model not inserted');
  const payload: TBuildModelPayload = { model_id: row.id };
  const job = await deps.queue.enqueue(DCF_MODEL_JOB, payload, { ownerId: session.user.id, maxAttempts: 2 });
  await deps.db.update(dcfModels).set({ jobId: job.id }).where(eq(dcfModels.id, row.id));
  return { model_id: row.id, status: 'starting' };
}
