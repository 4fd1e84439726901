import {
  BUILTIN_EMBEDDING,
  BUILTIN_EMBEDDING_ID,
  parseLlmModelId,
  type TLanguage,
  type TLlmModelType,
  type TValidationMessageKey,
  VALIDATION_MESSAGES,
} from '@app/contract';
import type { TLlmClient } from '@app/llm';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from '../llm/llm-deps.js';
import { clientFor } from '../llm/llm-service.js';
import { connectionOf } from '../llm/stored-model.js';

type TStoredModel = typeof llmModels.$inferSelect;

/** The user's model of this id and type (`name@factory`), or undefined; the built-in embedding model has no row. */
async function storedModel(
  db: AppDb,
  ownerId: string,
  id: string,
  modelType: TLlmModelType,
): Promise<TStoredModel | undefined> {
  const parsed = parseLlmModelId(id);
  if (!parsed) return undefined;
  const [row] = await db
    .select()
    .from(llmModels)
    .where(
      and(
        eq(llmModels.ownerId, ownerId),
        eq(llmModels.factory, parsed.factory),
        eq(llmModels.name, parsed.name),
        eq(llmModels.modelType, modelType),
      ),
    )
    .limit(1);
  return row;
}

/** Whether `id` names one of the user's models of this type (the built-in embedding model is everyone's). */
export async function isOwnModel(db: AppDb, ownerId: string, id: string, modelType: TLlmModelType): Promise<boolean> {
  if (id === BUILTIN_EMBEDDING_ID) return modelType === 'embedding';
  return (await storedModel(db, ownerId, id, modelType)) !== undefined;
}

/**
 * The client of one of the user's models by id, as a knowledge base names its embedding model and
 * a retrieval test its reranker. A model deleted since is `LLM_MODEL_NOT_FOUND`.
 */
export async function clientForModel(
  llm: LlmDeps,
  ownerId: string,
  id: string,
  modelType: TLlmModelType,
): Promise<TLlmClient> {
  if (id === BUILTIN_EMBEDDING_ID && modelType === 'embedding')
    return clientFor(llm, ownerId, { factory: BUILTIN_EMBEDDING.factory, model: BUILTIN_EMBEDDING.model, modelType });
  const row = await storedModel(llm.db, ownerId, id, modelType);
  if (!row) {
    const parsed = parseLlmModelId(id);
    throw new AppError('LLM_MODEL_NOT_FOUND', {
      params: { provider: parsed?.factory ?? id, model: parsed?.name ?? id },
    });
  }
  return clientFor(llm, ownerId, connectionOf(llm.secretBox, row));
}

/** `VALIDATION_FAILED` on one field with one of the catalogue's validation messages. */
export function fieldError(path: string, key: TValidationMessageKey, language: TLanguage): AppError {
  const message = VALIDATION_MESSAGES[key][language];
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message }], params: { details: `${path}: ${message}` } });
}
