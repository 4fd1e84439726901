import {
  DIALOG_DEFAULTS,
  DIALOG_LIMITS,
  type TDialog,
  type TLanguage,
  type TValidationMessageKey,
  VALIDATION_MESSAGES,
  type ZSetDialogRequestSchema,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import { dialogs } from '../db/schema.js';
import { fieldError, isOwnModel } from '../knowledge/kb-models.js';
import type { DialogDeps } from './dialog-deps.js';
import { checkDialogKbs } from './dialog-kbs.js';
import { getDialog } from './find-dialogs.js';
import { getOwnedDialog } from './get-owned-dialog.js';

type TSetDialogInput = z.output<typeof ZSetDialogRequestSchema>;

/**
 * `dialog/set`: creates an assistant (no `dialog_id`) or changes the fields given of one of the
 * owner's. Knowledge bases, chat model and rerank model are checked to be the owner's whenever
 * given; a new assistant needs a name and knowledge bases and takes RAGFlow's defaults otherwise.
 */
export async function setDialog(
  deps: DialogDeps,
  ownerId: string,
  input: TSetDialogInput,
  language: TLanguage,
): Promise<TDialog> {
  const { db } = deps;
  if (input.dialog_id) await getOwnedDialog(db, ownerId, input.dialog_id);
  else await checkCreatable(deps, ownerId, input, language);
  const kbIds = input.kb_ids ? await checkDialogKbs(db, ownerId, input.kb_ids, language) : undefined;
  if (input.llm_id && !(await isOwnModel(db, ownerId, input.llm_id, 'chat')))
    throw fieldError('llm_id', 'dialog_llm_id_invalid', language);
  if (input.rerank_id && !(await isOwnModel(db, ownerId, input.rerank_id, 'rerank')))
    throw fieldError('rerank_id', 'retrieval_rerank_id_invalid', language);

  const now = deps.now();
  const given = {
    name: input.name,
    description: input.description,
    icon: input.icon,
    language: input.language,
    kbIds,
    llmId: input.llm_id,
    llmSetting: input.llm_setting,
    promptConfig: input.prompt_config,
    topN: input.top_n,
    topK: input.top_k,
    similarityThreshold: input.similarity_threshold,
    vectorSimilarityWeight: input.vector_similarity_weight,
    rerankId: input.rerank_id,
  };
  const changes = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));

  if (input.dialog_id) {
    await db
      .update(dialogs)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(dialogs.id, input.dialog_id), eq(dialogs.ownerId, ownerId)));
    return getDialog(deps, ownerId, input.dialog_id);
  }
  const [row] = await db
    .insert(dialogs)
    .values({
      ownerId,
      name: input.name ?? '',
      description: input.description ?? '',
      icon: input.icon ?? null,
      language: input.language ?? language,
      kbIds: kbIds ?? [],
      llmId: input.llm_id ?? null,
      llmSetting: input.llm_setting ?? { ...DIALOG_DEFAULTS.llm_setting },
      promptConfig: input.prompt_config ?? DIALOG_DEFAULTS.prompt_config,
      topN: input.top_n ?? DIALOG_DEFAULTS.top_n,
      topK: input.top_k ?? DIALOG_DEFAULTS.top_k,
      similarityThreshold: input.similarity_threshold ?? DIALOG_DEFAULTS.similarity_threshold,
      vectorSimilarityWeight: input.vector_similarity_weight ?? DIALOG_DEFAULTS.vector_similarity_weight,
      rerankId: input.rerank_id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: dialogs.id });
  if (!row) throw new Error('dialog not inserted');
  return getDialog(deps, ownerId, row.id);
}

/** A new assistant needs its name and knowledge bases, and room under `DIALOG_LIMITS.dialogsPerUser`. */
async function checkCreatable(
  deps: DialogDeps,
  ownerId: string,
  input: TSetDialogInput,
  language: TLanguage,
): Promise<void> {
  const missing: [string, TValidationMessageKey][] = [];
  if (input.name === undefined) missing.push(['name', 'dialog_name_required']);
  if (input.kb_ids === undefined) missing.push(['kb_ids', 'dialog_kb_required']);
  if (missing.length > 0) {
    const fields = missing.map(([path, key]) => ({ path, message: VALIDATION_MESSAGES[key][language] }));
    const details = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', { fields, params: { details } });
  }
  const [owned] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dialogs)
    .where(eq(dialogs.ownerId, ownerId));
  if (Number(owned?.n ?? 0) >= DIALOG_LIMITS.dialogsPerUser)
    throw new AppError('DIALOG_TOO_MANY', { params: { max: DIALOG_LIMITS.dialogsPerUser } });
}
