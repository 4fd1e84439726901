import { z } from 'zod';
import {
  isAvatarDataUrl,
  KB_LIMITS,
  ZSimilarityThresholdSchema,
  ZVectorSimilarityWeightSchema,
} from '../kb/kb-routes.js';
import { parseLlmModelId } from '../llm/factories.js';

/** Every size a user controls in the `dialog` area is bounded here. @public */
export const DIALOG_LIMITS = {
  dialogsPerUser: 200,
  nameChars: 128,
  descriptionChars: 2_000,
  /** Knowledge bases one assistant searches together. */
  kbsPerDialog: KB_LIMITS.retrievalKbs,
  systemChars: 10_000,
  prologueChars: 2_000,
  emptyResponseChars: 2_000,
  parameters: 20,
  parameterKeyChars: 64,
  /** RAGFlow's slider goes to 30: more chunks than that crowd the prompt out. */
  topN: 30,
  topK: KB_LIMITS.topK,
  temperature: 2,
  maxTokens: 131_072,
  /** Values a completion may fill in for the variables (`{var}`) of one prompt. */
  variableValueChars: 10_000,
} as const;

/** The variable the retrieved chunks fill in: every assistant's system prompt uses it. @public */
export const KNOWLEDGE_VARIABLE = 'knowledge';

/** RAGFlow's default system prompt (English), with the `{knowledge}` the retrieved chunks replace. @public */
export const DEFAULT_DIALOG_SYSTEM_PROMPT = `You are an intelligent assistant. Please summarize the content of the knowledge base to answer the question. Please list the data in the knowledge base and answer in detail. When all knowledge base content is irrelevant to the question, your answer must include the sentence "The answer you are looking for is not found in the knowledge base!" Answers need to consider chat history.
      Here is the knowledge base:
      {knowledge}
      The above is the knowledge base.`;

/** RAGFlow's defaults of a new assistant. @public */
export const DIALOG_DEFAULTS = {
  llm_setting: { temperature: 0.1, top_p: 0.3, presence_penalty: 0.4, frequency_penalty: 0.7, max_tokens: 512 },
  prompt_config: {
    system: DEFAULT_DIALOG_SYSTEM_PROMPT,
    prologue: 'Hi! I’m your assistant, what can I do for you?',
    empty_response: '',
    parameters: [{ key: KNOWLEDGE_VARIABLE, optional: false }],
    quote: true,
    self_rag: false,
    tts: false,
    refine_multiturn: false,
  },
  top_n: 6,
  top_k: 1024,
  similarity_threshold: 0.2,
  vector_similarity_weight: 0.3,
} as const;

/** The `{name}` variables a prompt uses, in order of first use, each once. @public */
export function promptVariables(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] ?? ''))];
}

const ranged = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A model's sampling settings; each is required (the form's field may not be left empty). @public */
export const ZLlmSettingSchema = z.object({
  temperature: ranged('dialog_temperature_range', 0, DIALOG_LIMITS.temperature),
  top_p: ranged('dialog_top_p_range', 0, 1),
  /** 0..1 as RAGFlow's sliders (the providers' wider −2..2 is no use to an assistant over documents). */
  presence_penalty: ranged('dialog_presence_penalty_range', 0, 1),
  frequency_penalty: ranged('dialog_frequency_penalty_range', 0, 1),
  max_tokens: ranged('dialog_max_tokens_range', 1, DIALOG_LIMITS.maxTokens).int({ error: 'dialog_max_tokens_range' }),
});
export type TLlmSetting = z.infer<typeof ZLlmSettingSchema>;

/** A variable of the system prompt: a completion must give a value for it unless it is optional. @public */
export const ZDialogParameterSchema = z.object({
  key: z
    .string({ error: 'dialog_variable_key_invalid' })
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'dialog_variable_key_invalid' })
    .max(DIALOG_LIMITS.parameterKeyChars, { error: 'dialog_variable_key_invalid' }),
  optional: z.boolean().default(false),
});

const text = (max: number, message: string) => z.string().max(max, { error: message });

/**
 * The prompt engine. `system` must use `{knowledge}` (where the retrieved chunks go), every other
 * `{variable}` it uses must be declared in `parameters`, and every required parameter must be used
 * (RAGFlow's rule: a value nobody reads). `knowledge` is always declared, whether listed or not.
 * @public
 */
const promptConfigObject = z.object({
  system: z
    .string({ error: 'dialog_system_required' })
    .trim()
    .min(1, { error: 'dialog_system_required' })
    .max(DIALOG_LIMITS.systemChars, { error: 'dialog_system_too_long' }),
  prologue: text(DIALOG_LIMITS.prologueChars, 'dialog_prologue_too_long').default(
    DIALOG_DEFAULTS.prompt_config.prologue,
  ),
  empty_response: text(DIALOG_LIMITS.emptyResponseChars, 'dialog_empty_response_too_long').default(''),
  parameters: z
    .array(ZDialogParameterSchema)
    .max(DIALOG_LIMITS.parameters, { error: 'dialog_variables_too_many' })
    .default([{ key: KNOWLEDGE_VARIABLE, optional: false }]),
  quote: z.boolean().default(true),
  self_rag: z.boolean().default(false),
  tts: z.boolean().default(false),
  refine_multiturn: z.boolean().default(false),
});

/** A prompt config as stored and answered (its rules were checked when it was set). @public */
export const ZPromptConfigShapeSchema = promptConfigObject;

export const ZPromptConfigSchema = promptConfigObject.superRefine((config, context) => {
  // An empty prompt already has its own message; what it lacks would only repeat it.
  if (config.system === '') return;
  const used = promptVariables(config.system);
  if (!used.includes(KNOWLEDGE_VARIABLE))
    context.addIssue({ code: 'custom', path: ['system'], message: 'dialog_knowledge_missing' });
  const listed = new Set<string>();
  config.parameters.forEach((parameter, index) => {
    if (listed.has(parameter.key))
      context.addIssue({
        code: 'custom',
        path: ['parameters', index, 'key'],
        message: 'dialog_variable_key_duplicate',
      });
    listed.add(parameter.key);
    if (!parameter.optional && parameter.key !== KNOWLEDGE_VARIABLE && !used.includes(parameter.key))
      context.addIssue({ code: 'custom', path: ['parameters', index, 'key'], message: 'dialog_variable_unused' });
  });
  if (used.some((name) => name !== KNOWLEDGE_VARIABLE && !listed.has(name)))
    context.addIssue({ code: 'custom', path: ['system'], message: 'dialog_variable_undeclared' });
});
export type TPromptConfig = z.output<typeof ZPromptConfigSchema>;

/** `name@factory` of one of the user's models, or null (none). */
const modelId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, { error: message })
    .refine((id) => id === '' || parseLlmModelId(id) !== null, { error: message })
    .transform((id) => (id === '' ? null : id))
    .nullable();

/** The fields of an assistant as `dialog/set` takes them (all optional there; see the route). @public */
export const dialogFields = {
  name: z
    .string({ error: 'dialog_name_required' })
    .trim()
    .min(1, { error: 'dialog_name_required' })
    .max(DIALOG_LIMITS.nameChars, { error: 'dialog_name_too_long' }),
  description: z.string().trim().max(DIALOG_LIMITS.descriptionChars, { error: 'dialog_description_too_long' }),
  icon: z
    .string()
    .max(Math.ceil((KB_LIMITS.avatarBytes * 4) / 3) + 64, { error: 'kb_avatar_invalid' })
    .refine(isAvatarDataUrl, { error: 'kb_avatar_invalid' })
    .nullable(),
  kb_ids: z
    .array(z.uuid({ error: 'dialog_kb_not_found' }), { error: 'dialog_kb_required' })
    .min(1, { error: 'dialog_kb_required' })
    .max(DIALOG_LIMITS.kbsPerDialog, { error: 'dialog_kb_too_many' }),
  llm_id: modelId('dialog_llm_id_invalid'),
  llm_setting: ZLlmSettingSchema,
  prompt_config: ZPromptConfigSchema,
  top_n: ranged('dialog_top_n_range', 1, DIALOG_LIMITS.topN).int({ error: 'dialog_top_n_range' }),
  top_k: ranged('retrieval_top_k_range', 1, DIALOG_LIMITS.topK).int({ error: 'retrieval_top_k_range' }),
  similarity_threshold: ZSimilarityThresholdSchema,
  vector_similarity_weight: ZVectorSimilarityWeightSchema,
  rerank_id: modelId('retrieval_rerank_id_invalid'),
};
