import { DIALOG_DEFAULTS, isLanguage, type TDialog, ZLlmSettingSchema, ZPromptConfigShapeSchema } from '@app/contract';
import type { AppDb } from '../db/database.js';
import { dialogKbs, isAnswerable, type TDialogKb } from './dialog-kbs.js';
import type { TDialogRow } from './get-owned-dialog.js';

/** An assistant as the API answers it, with its knowledge bases that still exist. */
export function dialogView(row: TDialogRow, kbs: readonly TDialogKb[]): TDialog {
  const llmSetting = ZLlmSettingSchema.safeParse(row.llmSetting);
  const promptConfig = ZPromptConfigShapeSchema.safeParse(row.promptConfig);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    language: isLanguage(row.language) ? row.language : 'en',
    kb_ids: kbs.map((kb) => kb.id),
    kb_names: kbs.map((kb) => kb.name),
    kbs: kbs.map((kb) => ({ id: kb.id, name: kb.name, embd_id: kb.embdId, parsed_doc_num: kb.parsedDocNum })),
    llm_id: row.llmId,
    // Stored by `dialog/set`'s own schemas; a row that no longer reads gets the defaults, not a 500.
    llm_setting: llmSetting.success ? llmSetting.data : { ...DIALOG_DEFAULTS.llm_setting },
    prompt_config: promptConfig.success
      ? promptConfig.data
      : { ...DIALOG_DEFAULTS.prompt_config, parameters: [...DIALOG_DEFAULTS.prompt_config.parameters] },
    top_n: row.topN,
    top_k: row.topK,
    similarity_threshold: row.similarityThreshold,
    vector_similarity_weight: row.vectorSimilarityWeight,
    rerank_id: row.rerankId,
    is_answerable: isAnswerable(kbs),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Views of the owner's assistants, their knowledge bases read in one query. */
export async function dialogViews(db: AppDb, ownerId: string, rows: readonly TDialogRow[]): Promise<TDialog[]> {
  const kbs = await dialogKbs(db, ownerId, [...new Set(rows.flatMap((row) => row.kbIds))]);
  const byId = new Map(kbs.map((kb) => [kb.id, kb]));
  return rows.map((row) =>
    dialogView(
      row,
      row.kbIds.flatMap((id) => byId.get(id) ?? []),
    ),
  );
}
