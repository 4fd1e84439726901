import {
  BUILTIN_EMBEDDING_ID,
  parseLlmModelId,
  TENANT_DEFAULT_TYPES,
  type TLanguage,
  type TTenantInfo,
  VALIDATION_MESSAGES,
  type ZSetTenantInfoRequestSchema,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { llmModels, llmTenantDefaults } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';

const EMPTY: TTenantInfo = {
  llm_id: null,
  embd_id: null,
  rerank_id: null,
  img2txt_id: null,
  tts_id: null,
  web_search_id: null,
};

type TDefaultsRow = typeof llmTenantDefaults.$inferSelect;

function toTenantInfo(row: TDefaultsRow | undefined): TTenantInfo {
  if (!row) return EMPTY;
  return {
    llm_id: row.llmId,
    embd_id: row.embdId,
    rerank_id: row.rerankId,
    img2txt_id: row.img2txtId,
    tts_id: row.ttsId,
    web_search_id: row.webSearchId,
  };
}

const COLUMNS = {
  llm_id: 'llmId',
  embd_id: 'embdId',
  rerank_id: 'rerankId',
  img2txt_id: 'img2txtId',
  tts_id: 'ttsId',
  web_search_id: 'webSearchId',
} as const;

export async function getTenantInfo(deps: Pick<LlmDeps, 'db'>, ownerId: string): Promise<TTenantInfo> {
  const [row] = await deps.db.select().from(llmTenantDefaults).where(eq(llmTenantDefaults.ownerId, ownerId));
  return toTenantInfo(row);
}

/**
 * Sets the defaults given (null clears one). Each id must name one of the user's models of the
 * default's type, or the request fails with `VALIDATION_FAILED` on that field and nothing changes.
 */
export async function setTenantInfo(
  deps: LlmDeps,
  ownerId: string,
  input: z.output<typeof ZSetTenantInfoRequestSchema>,
  language: TLanguage,
): Promise<TTenantInfo> {
  const changes: Partial<Record<(typeof COLUMNS)[keyof typeof COLUMNS], string | null>> = {};
  const invalid: string[] = [];
  for (const field of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
    const id = input[field];
    if (id === undefined) continue;
    if (id !== null && !(await isOwnModel(deps.db, ownerId, id, TENANT_DEFAULT_TYPES[field]))) invalid.push(field);
    changes[COLUMNS[field]] = id;
  }
  if (invalid.length > 0) throw invalidDefault(invalid, language);
  if (Object.keys(changes).length > 0) {
    await deps.db
      .insert(llmTenantDefaults)
      .values({ ownerId, ...changes, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: llmTenantDefaults.ownerId, set: { ...changes, updatedAt: deps.now() } });
  }
  return getTenantInfo(deps, ownerId);
}

async function isOwnModel(db: AppDb, ownerId: string, id: string, modelType: string): Promise<boolean> {
  // The built-in embedding model is every user's without a row.
  if (id === BUILTIN_EMBEDDING_ID) return modelType === 'embedding';
  const parsed = parseLlmModelId(id);
  if (!parsed) return false;
  const [row] = await db
    .select({ id: llmModels.id })
    .from(llmModels)
    .where(
      and(
        eq(llmModels.ownerId, ownerId),
        eq(llmModels.factory, parsed.factory),
        eq(llmModels.name, parsed.name),
        eq(llmModels.modelType, modelType),
      ),
    );
  return row !== undefined;
}

function invalidDefault(fields: string[], language: TLanguage): AppError {
  const message = VALIDATION_MESSAGES.llm_default_invalid[language];
  return new AppError('VALIDATION_FAILED', {
    fields: fields.map((path) => ({ path, message })),
    params: { details: fields.map((path) => `${path}: ${message}`).join('; ') },
  });
}

/** Clears every default that names one of these models (after they are deleted). */
export async function clearDefaultsNaming(db: AppDb, ownerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const column of Object.values(COLUMNS)) {
    await db
      .update(llmTenantDefaults)
      .set({ [column]: null })
      .where(and(eq(llmTenantDefaults.ownerId, ownerId), inArray(llmTenantDefaults[column], [...ids])));
  }
}
