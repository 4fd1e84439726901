import { LLM_LIMITS, type TMyLlm, type ZAddLlmRequestSchema } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { keyHint } from './secret-box.js';
import { openSecrets, sealSecrets, toMyLlm } from './stored-model.js';

/**
 * Adds a model with its connection, or replaces the one of the same factory, name and type (secrets
 * left out are kept from it). Refused past `LLM_LIMITS.modelsPerUser` models.
 */
export async function addLlm(
  deps: LlmDeps,
  ownerId: string,
  input: z.output<typeof ZAddLlmRequestSchema>,
): Promise<TMyLlm> {
  return deps.db.transaction(async (tx) => {
    const key = and(
      eq(llmModels.ownerId, ownerId),
      eq(llmModels.factory, input.llm_factory),
      eq(llmModels.name, input.llm_name),
      eq(llmModels.modelType, input.model_type),
    );
    const [existing] = await tx.select().from(llmModels).where(key).for('update');
    if (!existing) {
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(llmModels)
        .where(eq(llmModels.ownerId, ownerId));
      if ((counted?.count ?? 0) >= LLM_LIMITS.modelsPerUser) {
        throw new AppError('LLM_TOO_MANY_MODELS', { params: { max: LLM_LIMITS.modelsPerUser } });
      }
    }
    const kept = existing ? openSecrets(deps.secretBox, existing) : {};
    const secrets = {
      api_key: input.api_key ?? kept.api_key,
      secret_key: input.secret_key ?? kept.secret_key,
      service_account_key: input.service_account_key ?? kept.service_account_key,
      access_key: input.access_key ?? kept.access_key,
    };
    const values = {
      baseUrl: input.base_url ?? null,
      apiVersion: input.api_version ?? null,
      region: input.region ?? null,
      projectId: input.project_id ?? null,
      maxTokens: input.max_tokens ?? null,
      secretsEncrypted: sealSecrets(deps.secretBox, ownerId, secrets),
      apiKeyHint: secrets.api_key ? keyHint(secrets.api_key) : null,
      updatedAt: deps.now(),
    };
    const [row] = existing
      ? await tx.update(llmModels).set(values).where(eq(llmModels.id, existing.id)).returning()
      : await tx
          .insert(llmModels)
          .values({
            ownerId,
            factory: input.llm_factory,
            name: input.llm_name,
            modelType: input.model_type,
            createdAt: deps.now(),
            ...values,
          })
          .returning();
    if (!row) throw new Error('the model was not stored');
    return toMyLlm(row, undefined);
  });
}
