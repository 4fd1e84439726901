import { z } from 'zod';
import { ZOkSchema } from '../kb/kb-routes.js';
import { ZLanguageSchema } from '../languages.js';
import { defineRoute } from '../route.js';
import { DIALOG_LIMITS, dialogFields, ZLlmSettingSchema, ZPromptConfigShapeSchema } from './dialog-fields.js';

export const ZDialogIdSchema = z.uuid();

/**
 * `dialog/set`: creates an assistant when `dialog_id` is absent, else changes the fields given
 * (the others keep their values). Creating needs `name` and `kb_ids`; left out, the rest take
 * `DIALOG_DEFAULTS` and the user's language. `llm_setting` and `prompt_config`, when given, are
 * whole (their fields are required, the prompt's switches default). `llm_id` null: the user's
 * default chat model at answer time, or extractive answers (the best chunks) without one.
 * @public
 */
export const ZSetDialogRequestSchema = z.object({
  dialog_id: ZDialogIdSchema.optional(),
  name: dialogFields.name.optional(),
  description: dialogFields.description.optional(),
  icon: dialogFields.icon.optional(),
  language: ZLanguageSchema.optional(),
  kb_ids: dialogFields.kb_ids.optional(),
  llm_id: dialogFields.llm_id.optional(),
  llm_setting: dialogFields.llm_setting.optional(),
  prompt_config: dialogFields.prompt_config.optional(),
  top_n: dialogFields.top_n.optional(),
  top_k: dialogFields.top_k.optional(),
  similarity_threshold: dialogFields.similarity_threshold.optional(),
  vector_similarity_weight: dialogFields.vector_similarity_weight.optional(),
  rerank_id: dialogFields.rerank_id.optional(),
});
export type TSetDialogRequest = z.input<typeof ZSetDialogRequestSchema>;

/** The assistant form of the web app: every field present, checked by the same rules as `dialog/set`. @public */
export const ZDialogFormSchema = z.object({
  name: dialogFields.name,
  description: dialogFields.description,
  icon: dialogFields.icon,
  language: ZLanguageSchema,
  kb_ids: dialogFields.kb_ids,
  llm_id: dialogFields.llm_id,
  llm_setting: dialogFields.llm_setting,
  prompt_config: dialogFields.prompt_config,
  top_n: dialogFields.top_n,
  top_k: dialogFields.top_k,
  similarity_threshold: dialogFields.similarity_threshold,
  vector_similarity_weight: dialogFields.vector_similarity_weight,
  rerank_id: dialogFields.rerank_id,
});
export type TDialogForm = z.input<typeof ZDialogFormSchema>;

/** One of an assistant's knowledge bases, as its card shows it. @public */
export const ZDialogKbSchema = z.object({
  id: z.string(),
  name: z.string(),
  embd_id: z.string(),
  /** Its documents whose parse succeeded with at least one chunk: what retrieval can find. */
  parsed_doc_num: z.number().int(),
});

/** An assistant. `kb_ids` lists only knowledge bases that still exist. @public */
export const ZDialogSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  language: ZLanguageSchema,
  kb_ids: z.array(z.string()),
  /** The knowledge bases' names, in the order of `kb_ids` (RAGFlow's `kb_names`). */
  kb_names: z.array(z.string()),
  kbs: z.array(ZDialogKbSchema),
  llm_id: z.string().nullable(),
  llm_setting: ZLlmSettingSchema,
  prompt_config: ZPromptConfigShapeSchema,
  top_n: z.number().int(),
  top_k: z.number().int(),
  similarity_threshold: z.number(),
  vector_similarity_weight: z.number(),
  rerank_id: z.string().nullable(),
  /**
   * Whether a question can be answered from its knowledge bases: at least one of them has a
   * chunk of a successfully parsed document. When false, the screen says to parse documents first.
   */
  is_answerable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDialog = z.infer<typeof ZDialogSchema>;

/** `dialog/rm`: the assistants to delete, with their conversations and API tokens. @public */
export const ZRemoveDialogsRequestSchema = z.object({
  dialog_ids: z
    .array(ZDialogIdSchema, { error: 'dialog_select_first' })
    .min(1, { error: 'dialog_select_first' })
    .max(DIALOG_LIMITS.dialogsPerUser),
});

/**
 * The `dialog` area: chat assistants over the user's knowledge bases. An assistant belongs to
 * the user who created it; another user's id is answered `NOT_FOUND`, exactly like an unknown one.
 * @public
 */
export const dialogRoutes = {
  set: defineRoute({
    method: 'POST',
    path: '/v1/dialog/set',
    summary:
      'Create an assistant (no dialog_id; at most 200: DIALOG_TOO_MANY) or change one. Its knowledge bases must be the user’s and share one embedding model (DIALOG_MIXED_EMBEDDINGS); its chat and rerank models the user’s',
    access: 'user',
    input: ZSetDialogRequestSchema,
    output: ZDialogSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/dialog/get',
    summary: 'One assistant with its settings, its knowledge bases’ names and whether it can answer yet',
    access: 'user',
    input: z.object({ dialog_id: ZDialogIdSchema }),
    output: ZDialogSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/dialog/list',
    summary: 'Every assistant of the user (at most 200), most recently changed first',
    access: 'user',
    input: z.object({}),
    output: z.array(ZDialogSchema),
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/dialog/rm',
    summary:
      'Delete assistants with their conversations and API tokens (NOT_FOUND, and nothing deleted, when any id is not the user’s)',
    access: 'user',
    input: ZRemoveDialogsRequestSchema,
    output: ZOkSchema,
  }),
};
