import type { TLlmClient } from '@app/llm';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { llmModels } from '../db/schema.js';
import { clientForModel } from '../knowledge/kb-models.js';
import type { LlmDeps } from '../llm/llm-deps.js';
import { defaultClientFor } from '../llm/llm-service.js';

/** The context of a chat model whose maximum tokens the user did not give (RAGFlow's default). */
export const DEFAULT_CONTEXT_TOKENS = 8_192;

/** The chat model an assistant answers with, and the tokens its context holds. */
export type TDialogChatModel = { client: TLlmClient; contextTokens: number };

/**
 * The assistant's own chat model (`llm_id`; deleted since: `LLM_MODEL_NOT_FOUND`), else the user's
 * default one, else null: the assistant then answers extractively.
 */
export async function dialogChatModel(
  llm: LlmDeps,
  ownerId: string,
  llmId: string | null,
): Promise<TDialogChatModel | null> {
  let client: TLlmClient;
  try {
    client = llmId ? await clientForModel(llm, ownerId, llmId, 'chat') : await defaultClientFor(llm, ownerId, 'chat');
  } catch (error) {
    if (!llmId && error instanceof AppError && error.code === 'LLM_NOT_CONFIGURED') return null;
    throw error;
  }
  const [row] = await llm.db
    .select({ maxTokens: llmModels.maxTokens })
    .from(llmModels)
    .where(
      and(
        eq(llmModels.ownerId, ownerId),
        eq(llmModels.factory, client.connection.factory),
        eq(llmModels.name, client.connection.model),
        eq(llmModels.modelType, 'chat'),
      ),
    )
    .limit(1);
  return { client, contextTokens: row?.maxTokens ?? DEFAULT_CONTEXT_TOKENS };
}
