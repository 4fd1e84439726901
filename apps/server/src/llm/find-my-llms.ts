import {
  BUILTIN_EMBEDDING,
  BUILTIN_EMBEDDING_ID,
  LLM_FACTORIES,
  llmModelId,
  type TLlmModelType,
  type TMyLlm,
} from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { llmModels, llmUsage } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { toMyLlm } from './stored-model.js';
import { getTenantInfo } from './tenant-defaults.js';

/** The user's models grouped by factory, in the factories' order, with the tokens each has used. */
export async function findMyLlms(deps: LlmDeps, ownerId: string): Promise<{ llm_factory: string; models: TMyLlm[] }[]> {
  const rows = await deps.db
    .select()
    .from(llmModels)
    .where(eq(llmModels.ownerId, ownerId))
    .orderBy(asc(llmModels.factory), asc(llmModels.name), asc(llmModels.modelType));
  const usage = await deps.db
    .select({
      factory: llmUsage.factory,
      modelName: llmUsage.modelName,
      modelType: llmUsage.modelType,
      tokensIn: sql<number>`sum(${llmUsage.tokensIn})::bigint`.mapWith(Number),
      tokensOut: sql<number>`sum(${llmUsage.tokensOut})::bigint`.mapWith(Number),
    })
    .from(llmUsage)
    .where(eq(llmUsage.ownerId, ownerId))
    .groupBy(llmUsage.factory, llmUsage.modelName, llmUsage.modelType);
  const usageOf = (factory: string, name: string, type: string) =>
    usage.find((entry) => entry.factory === factory && entry.modelName === name && entry.modelType === type);
  return LLM_FACTORIES.map((factory) => ({
    llm_factory: factory.name,
    models: rows
      .filter((row) => row.factory === factory.name)
      .map((row) => toMyLlm(row, usageOf(row.factory, row.name, row.modelType))),
  })).filter((group) => group.models.length > 0);
}

/**
 * The models the user can use (optionally of one type), each marked when it is that type's default.
 * The built-in embedding model comes first among embedding models; it is the default when the user
 * chose it or chose none (it is then what embeds).
 */
export async function findUsableLlms(deps: LlmDeps, ownerId: string, modelType: TLlmModelType | undefined) {
  const [rows, defaults] = await Promise.all([
    deps.db
      .select()
      .from(llmModels)
      .where(eq(llmModels.ownerId, ownerId))
      .orderBy(asc(llmModels.factory), asc(llmModels.name)),
    getTenantInfo(deps, ownerId),
  ]);
  const defaultIds = new Map<TLlmModelType, string | null>([
    ['chat', defaults.llm_id],
    ['embedding', defaults.embd_id],
    ['rerank', defaults.rerank_id],
    ['image2text', defaults.img2txt_id],
    ['tts', defaults.tts_id],
    ['web_search', defaults.web_search_id],
  ]);
  const builtin = {
    id: BUILTIN_EMBEDDING_ID,
    llm_factory: BUILTIN_EMBEDDING.factory,
    llm_name: BUILTIN_EMBEDDING.model,
    model_type: 'embedding' as const,
    is_default: defaults.embd_id === null || defaults.embd_id === BUILTIN_EMBEDDING_ID,
  };
  const stored = rows
    .filter((row) => modelType === undefined || row.modelType === modelType)
    .map((row) => {
      const id = llmModelId(row.name, row.factory);
      const type = row.modelType as TLlmModelType;
      return {
        id,
        llm_factory: row.factory,
        llm_name: row.name,
        model_type: type,
        is_default: defaultIds.get(type) === id,
      };
    });
  return modelType === undefined || modelType === 'embedding' ? [builtin, ...stored] : stored;
}
