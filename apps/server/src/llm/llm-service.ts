import {
  BUILTIN_EMBEDDING,
  BUILTIN_EMBEDDING_ID,
  LLM_MODEL_TYPE_LABELS,
  TENANT_DEFAULT_TYPES,
  type TLlmModelType,
  type TTenantInfo,
} from '@app/contract';
import { createLlmClient, LlmError, type TLlmClient, type TLlmConnection, type TLlmUsage } from '@app/llm';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { llmModels, llmTenantDefaults, llmUsage } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { connectionOf, type TStoredModel } from './stored-model.js';
import { getTenantInfo } from './tenant-defaults.js';

/** A provider failure as the API answers it: the catalogue code with its parameters. */
export function fromLlmError(error: unknown): unknown {
  return error instanceof LlmError ? new AppError(error.code, { params: error.params }) : error;
}

/** Adds one call's tokens to the user's usage of a model today. */
export async function recordUsage(
  deps: Pick<LlmDeps, 'db' | 'now'>,
  ownerId: string,
  model: { factory: string; name: string; modelType: TLlmModelType },
  usage: TLlmUsage,
): Promise<void> {
  await deps.db
    .insert(llmUsage)
    .values({
      ownerId,
      factory: model.factory,
      modelName: model.name,
      modelType: model.modelType,
      day: deps.now().toISOString().slice(0, 10),
      tokensIn: usage.inputTokens,
      tokensOut: usage.outputTokens,
      requests: 1,
    })
    .onConflictDoUpdate({
      target: [llmUsage.ownerId, llmUsage.factory, llmUsage.modelName, llmUsage.modelType, llmUsage.day],
      set: {
        tokensIn: sql`${llmUsage.tokensIn} + excluded.tokens_in`,
        tokensOut: sql`${llmUsage.tokensOut} + excluded.tokens_out`,
        requests: sql`${llmUsage.requests} + 1`,
      },
    });
}

/**
 * A client over a connection whose every call that used tokens is recorded for the user. Usage is
 * written after the call, off its path: a failed write is logged, never the user's failure.
 */
export function clientFor(
  deps: LlmDeps,
  ownerId: string,
  connection: TLlmConnection,
  options: { timeoutMs?: number } = {},
): TLlmClient {
  return createLlmClient(connection, {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    onUsage: (usage) => {
      const model = { factory: connection.factory, name: connection.model, modelType: usage.modelType };
      recordUsage(deps, ownerId, model, usage).catch((error: unknown) =>
        deps.log.warn({ err: error, factory: connection.factory }, 'could not record model usage'),
      );
    },
  });
}

/** The column of each default. */
const DEFAULT_COLUMN_OF = {
  llm_id: llmTenantDefaults.llmId,
  embd_id: llmTenantDefaults.embdId,
  rerank_id: llmTenantDefaults.rerankId,
  img2txt_id: llmTenantDefaults.img2txtId,
  tts_id: llmTenantDefaults.ttsId,
  web_search_id: llmTenantDefaults.webSearchId,
} satisfies Record<keyof TTenantInfo, unknown>;

const DEFAULT_FIELD_OF: Record<TLlmModelType, keyof TTenantInfo> = {
  chat: 'llm_id',
  embedding: 'embd_id',
  rerank: 'rerank_id',
  image2text: 'img2txt_id',
  tts: 'tts_id',
  web_search: 'web_search_id',
};

/**
 * The client of the user's default model of a type — what every AI feature calls. Embeddings fall
 * back to the built-in model (no key, in its own worker thread) when the user chose none; other
 * types without one fail with `LLM_NOT_CONFIGURED` (the screens link to Settings → Model providers).
 */
export async function defaultClientFor(
  deps: LlmDeps,
  ownerId: string,
  modelType: Exclude<TLlmModelType, 'web_search'>,
): Promise<TLlmClient> {
  if (modelType === 'embedding') {
    const id = (await getTenantInfo(deps, ownerId))[DEFAULT_FIELD_OF[modelType]];
    if (id === null || id === BUILTIN_EMBEDDING_ID) {
      const builtin = { factory: BUILTIN_EMBEDDING.factory, model: BUILTIN_EMBEDDING.model, modelType };
      return clientFor(deps, ownerId, builtin);
    }
  }
  const row = await defaultModelOf(deps, ownerId, modelType);
  if (!row) throw new AppError('LLM_NOT_CONFIGURED', { params: { kind: LLM_MODEL_TYPE_LABELS[modelType] } });
  return clientFor(deps, ownerId, connectionOf(deps.secretBox, row));
}

/** The stored model the user chose as the default of a type; null when none is chosen (or it is gone). */
export async function defaultModelOf(
  deps: Pick<LlmDeps, 'db'>,
  ownerId: string,
  modelType: TLlmModelType,
): Promise<TStoredModel | null> {
  const field = DEFAULT_FIELD_OF[modelType];
  // One query for the default and its model: every statement before a chat's first token delays it.
  // A model id is `name@factory` (`parseLlmModelId`; a factory's name has no @).
  const [found] = await deps.db
    .select({ row: llmModels })
    .from(llmTenantDefaults)
    .innerJoin(
      llmModels,
      and(
        eq(llmModels.ownerId, llmTenantDefaults.ownerId),
        eq(llmModels.modelType, TENANT_DEFAULT_TYPES[field]),
        eq(sql`${llmModels.name} || '@' || ${llmModels.factory}`, DEFAULT_COLUMN_OF[field]),
      ),
    )
    .where(eq(llmTenantDefaults.ownerId, ownerId));
  return found?.row ?? null;
}
