import { llmModelId } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { clearDefaultsNaming } from './tenant-defaults.js';

/** Deletes a model (every type of that name) and clears the defaults that named it; `NOT_FOUND` when none. */
export async function deleteLlm(deps: LlmDeps, ownerId: string, factory: string, name: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(llmModels)
      .where(and(eq(llmModels.ownerId, ownerId), eq(llmModels.factory, factory), eq(llmModels.name, name)))
      .returning({ id: llmModels.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await clearDefaultsNaming(tx, ownerId, [llmModelId(name, factory)]);
  });
}

/** Deletes every model of a factory with its keys, and the defaults naming them; `NOT_FOUND` when none. */
export async function deleteFactory(deps: LlmDeps, ownerId: string, factory: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(llmModels)
      .where(and(eq(llmModels.ownerId, ownerId), eq(llmModels.factory, factory)))
      .returning({ name: llmModels.name });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await clearDefaultsNaming(tx, ownerId, [...new Set(deleted.map((row) => llmModelId(row.name, factory)))]);
  });
}
