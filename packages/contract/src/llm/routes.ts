import { z } from 'zod';
import { defineRoute } from '../route.js';
import {
  LLM_FACTORY_NAMES,
  LLM_MODEL_TYPES,
  llmFactory,
  parseLlmModelId,
  type TLlmFactoryField,
  type TLlmModelType,
} from './factories.js';

/** Every size a user sets on a model provider is bounded here. @public */
export const LLM_LIMITS = {
  /** Models (one row per name and type) a user may add, over every factory. */
  modelsPerUser: 100,
  modelNameChars: 128,
  urlChars: 2048,
  apiKeyChars: 4096,
  /** A Google service account's JSON key, base64: about 3 KB in practice. */
  serviceAccountKeyChars: 16_384,
  /** The context window a user may declare for a model, in tokens. */
  maxTokens: 10_000_000,
} as const;

/** An empty form field is the field left out. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An absolute http(s) URL without credentials or fragment: a key goes in its own field, never in the URL. */
export function isProviderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.hash;
}

const ZBaseUrlSchema = z
  .string()
  .trim()
  .max(LLM_LIMITS.urlChars, { error: 'llm_base_url_invalid' })
  .refine(isProviderUrl, { error: 'llm_base_url_invalid' });

const ZApiKeySchema = z
  .string()
  .trim()
  .max(LLM_LIMITS.apiKeyChars, { error: 'llm_api_key_too_long' })
  .regex(/^[\x21-\x7e]+$/, { error: 'llm_api_key_invalid' });

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The fields of one model's connection, as `add_llm` and `llm/test` take them. */
const connectionShape = {
  llm_factory: z.enum(LLM_FACTORY_NAMES, { error: 'llm_factory_unknown' }),
  llm_name: z
    .string()
    .trim()
    .min(1, { error: 'llm_name_required' })
    .max(LLM_LIMITS.modelNameChars, { error: 'llm_name_required' })
    .regex(/^[^\s@][^@]*$/, { error: 'llm_name_invalid' }),
  model_type: z.enum(LLM_MODEL_TYPES, { error: 'llm_model_type_unsupported' }),
  base_url: optionalText(ZBaseUrlSchema),
  api_key: optionalText(ZApiKeySchema),
  api_version: optionalText(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z.-]{1,32}$/, { error: 'llm_api_version_invalid' }),
  ),
  region: optionalText(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,32}$/, { error: 'llm_region_invalid' }),
  ),
  project_id: optionalText(
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/, { error: 'llm_project_id_invalid' }),
  ),
  service_account_key: optionalText(
    z
      .string()
      .trim()
      .max(LLM_LIMITS.serviceAccountKeyChars, { error: 'llm_service_account_base64' })
      .regex(BASE64, { error: 'llm_service_account_base64' }),
  ),
  access_key: optionalText(ZApiKeySchema),
  secret_key: optionalText(ZApiKeySchema),
  max_tokens: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'llm_max_tokens_range' })
      .int({ error: 'llm_max_tokens_range' })
      .min(1, { error: 'llm_max_tokens_range' })
      .max(LLM_LIMITS.maxTokens, { error: 'llm_max_tokens_range' })
      .optional(),
  ),
};

type TConnectionFields = { llm_factory: string; model_type: TLlmModelType } & Partial<Record<string, unknown>>;

/**
 * The factory's own rules: it must be one this build speaks, serve the model type, and get the
 * fields it requires (a stored key counts: `hasStoredKey`), with Bedrock's region from its list.
 */
function checkFactoryRules(body: TConnectionFields, context: z.RefinementCtx, isKeyOptional: boolean): void {
  const factory = llmFactory(body.llm_factory);
  if (!factory) return;
  if (!factory.isAvailable) {
    context.addIssue({ code: 'custom', message: 'llm_factory_unavailable', path: ['llm_factory'] });
    return;
  }
  if (!factory.modelTypes.includes(body.model_type)) {
    context.addIssue({ code: 'custom', message: 'llm_model_type_unsupported', path: ['model_type'] });
  }
  for (const field of factory.fields as readonly TLlmFactoryField[]) {
    const value = body[field.name];
    // Keys the server keeps sealed: `llm/test` may leave them out and use the stored ones.
    const isKeyField = field.name === 'api_key' || field.name === 'access_key' || field.name === 'secret_key';
    if (field.isRequired && value === undefined && !(isKeyField && isKeyOptional)) {
      const hasDefault = field.name === 'base_url' && factory.defaultBaseUrl !== undefined;
      if (!hasDefault) context.addIssue({ code: 'custom', message: 'llm_field_required', path: [field.name] });
    }
    if (field.options && typeof value === 'string' && !field.options.includes(value)) {
      context.addIssue({ code: 'custom', message: 'llm_region_invalid', path: [field.name] });
    }
  }
}

/** `llm/add_llm`: one model of a factory, with its connection; the same name and type replaces it. @public */
export const ZAddLlmRequestSchema = z.object(connectionShape).superRefine((body, context) => {
  // The built-in model ships with the server: every user has it already.
  if (llmFactory(body.llm_factory)?.isBuiltin) {
    context.addIssue({ code: 'custom', message: 'llm_factory_builtin', path: ['llm_factory'] });
    return;
  }
  checkFactoryRules(body, context, false);
});
export type TAddLlmRequest = z.input<typeof ZAddLlmRequestSchema>;

/**
 * `llm/test`: a real minimal request with these settings, saved or not. Without `api_key` (Bedrock:
 * `access_key` and `secret_key`), the keys stored for this factory and model (or, failing that, for
 * this factory) are used.
 * @public
 */
export const ZTestLlmRequestSchema = z
  .object(connectionShape)
  .superRefine((body, context) => checkFactoryRules(body, context, true));
export type TTestLlmRequest = z.input<typeof ZTestLlmRequestSchema>;

/** `llm/set_api_key`: a new key (and base URL) for every model of a factory the user has. @public */
export const ZSetApiKeyRequestSchema = z.object({
  llm_factory: z.enum(LLM_FACTORY_NAMES, { error: 'llm_factory_unknown' }),
  api_key: ZApiKeySchema,
  base_url: optionalText(ZBaseUrlSchema),
});

/**
 * `llm/local_models`: the models a server the user runs (Ollama, LM Studio, vLLM, llama.cpp, any
 * OpenAI-compatible one) serves, at its base URL or the factory's default (Ollama: 127.0.0.1:11434).
 * @public
 */
export const ZLocalModelsRequestSchema = z
  .object({
    llm_factory: z.enum(LLM_FACTORY_NAMES, { error: 'llm_factory_unknown' }),
    base_url: optionalText(ZBaseUrlSchema),
    api_key: optionalText(ZApiKeySchema),
  })
  .superRefine((body, context) => {
    const factory = llmFactory(body.llm_factory);
    if (factory && !(factory.isLocal && factory.isAvailable)) {
      context.addIssue({ code: 'custom', message: 'llm_factory_not_local', path: ['llm_factory'] });
    } else if (factory && !factory.defaultBaseUrl && body.base_url === undefined) {
      context.addIssue({ code: 'custom', message: 'llm_field_required', path: ['base_url'] });
    }
  });

export const ZDeleteLlmRequestSchema = z.object({
  llm_factory: z.enum(LLM_FACTORY_NAMES, { error: 'llm_factory_unknown' }),
  llm_name: z.string().trim().min(1).max(LLM_LIMITS.modelNameChars),
});
export const ZDeleteFactoryRequestSchema = z.object({
  llm_factory: z.enum(LLM_FACTORY_NAMES, { error: 'llm_factory_unknown' }),
});

const ZFactorySchema = z.object({
  name: z.string(),
  protocol: z.string(),
  model_types: z.array(z.enum(LLM_MODEL_TYPES)),
  default_base_url: z.string().nullable(),
  fields: z.array(
    z.object({
      name: z.string(),
      is_required: z.boolean(),
      is_secret: z.boolean(),
      options: z.array(z.string()).nullable(),
    }),
  ),
  is_local: z.boolean(),
  /** Ships with the server (the built-in embedding model): no key, nothing to add, always the user's. */
  is_builtin: z.boolean(),
  /** `unavailable`: this build cannot speak the provider's protocol; the screen does not offer it. */
  status: z.enum(['available', 'unavailable']),
  model_name_hint: z.enum(['deployment', 'endpoint_id']).nullable(),
});
export type TLlmFactoryView = z.infer<typeof ZFactorySchema>;

/** One model a user added. Secrets never leave the server: only a masked hint of the key. @public */
export const ZMyLlmSchema = z.object({
  /** `name@factory`, the id the defaults use. */
  id: z.string(),
  llm_factory: z.string(),
  llm_name: z.string(),
  model_type: z.enum(LLM_MODEL_TYPES),
  base_url: z.string().nullable(),
  /** e.g. `sk-…a1b2`, or null when no key is stored. */
  api_key_hint: z.string().nullable(),
  api_version: z.string().nullable(),
  region: z.string().nullable(),
  project_id: z.string().nullable(),
  max_tokens: z.number().int().nullable(),
  /** Tokens sent and received through this model so far. */
  used_tokens_in: z.number().int(),
  used_tokens_out: z.number().int(),
  created_at: z.string(),
});
export type TMyLlm = z.infer<typeof ZMyLlmSchema>;

/**
 * The user's default models; null where none is chosen. `img2txt_id` keeps its name on both sides.
 * `web_search_id` is the web-search provider deep research uses.
 * @public
 */
export const ZTenantInfoSchema = z.object({
  llm_id: z.string().nullable(),
  embd_id: z.string().nullable(),
  rerank_id: z.string().nullable(),
  img2txt_id: z.string().nullable(),
  tts_id: z.string().nullable(),
  web_search_id: z.string().nullable(),
});
export type TTenantInfo = z.infer<typeof ZTenantInfoSchema>;

/** Which model type each default must be. @public */
export const TENANT_DEFAULT_TYPES = {
  llm_id: 'chat',
  embd_id: 'embedding',
  rerank_id: 'rerank',
  img2txt_id: 'image2text',
  tts_id: 'tts',
  web_search_id: 'web_search',
} as const satisfies Record<keyof TTenantInfo, TLlmModelType>;

const ZDefaultIdSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .max(LLM_LIMITS.modelNameChars + 40)
    .refine((id) => parseLlmModelId(id) !== null, { error: 'llm_default_invalid' })
    .nullable()
    .optional(),
);

/** `user/set_tenant_info`: the defaults to change (null clears one; a field left out is kept). @public */
export const ZSetTenantInfoRequestSchema = z.object({
  llm_id: ZDefaultIdSchema,
  embd_id: ZDefaultIdSchema,
  rerank_id: ZDefaultIdSchema,
  img2txt_id: ZDefaultIdSchema,
  tts_id: ZDefaultIdSchema,
  web_search_id: ZDefaultIdSchema,
});
export type TSetTenantInfoRequest = z.input<typeof ZSetTenantInfoRequestSchema>;

/** The answer of `llm/test`: the provider answered; what it said, how long it took, tokens used. @public */
export const ZTestLlmResultSchema = z.object({
  ok: z.literal(true),
  model_type: z.enum(LLM_MODEL_TYPES),
  /**
   * The start of the reply (chat, image2text), the vector's length (embedding), the scores (rerank),
   * audio bytes (tts), the number of results of one search (web_search).
   */
  sample: z.string(),
  latency_ms: z.number().int(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
});

const ZOkSchema = z.object({ ok: z.literal(true) });

/** The `llm` area of the catalogue, and the defaults under `user`. @public */
export const llmRoutes = {
  factories: defineRoute({
    method: 'GET',
    path: '/v1/llm/factories',
    summary: 'The model providers: the fields each asks for, its model types, and whether this build speaks it',
    access: 'user',
    input: z.object({}),
    output: z.array(ZFactorySchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/llm/list',
    summary: 'The models the user can use, by type (optionally one type), with whether each is a default',
    access: 'user',
    input: z.object({ model_type: z.enum(LLM_MODEL_TYPES).optional() }),
    output: z.array(
      z.object({
        id: z.string(),
        llm_factory: z.string(),
        llm_name: z.string(),
        model_type: z.enum(LLM_MODEL_TYPES),
        is_default: z.boolean(),
      }),
    ),
  }),
  my_llms: defineRoute({
    method: 'GET',
    path: '/v1/llm/my_llms',
    summary: 'The models the user added, grouped by factory; keys are never returned, only a masked hint',
    access: 'user',
    input: z.object({}),
    output: z.array(z.object({ llm_factory: z.string(), models: z.array(ZMyLlmSchema) })),
  }),
  set_api_key: defineRoute({
    method: 'POST',
    path: '/v1/llm/set_api_key',
    summary: 'Replace the API key (and base URL) of every model of a factory the user has; answers how many',
    access: 'user',
    input: ZSetApiKeyRequestSchema,
    output: z.object({ updated: z.number().int() }),
  }),
  add_llm: defineRoute({
    method: 'POST',
    path: '/v1/llm/add_llm',
    summary: 'Add a model of a factory with its connection (the same name and type is replaced); the key is encrypted',
    access: 'user',
    input: ZAddLlmRequestSchema,
    output: ZMyLlmSchema,
  }),
  test: defineRoute({
    method: 'POST',
    path: '/v1/llm/test',
    summary: 'Test a connection with a real minimal request to the provider (saved settings or not)',
    access: 'user',
    input: ZTestLlmRequestSchema,
    output: ZTestLlmResultSchema,
  }),
  local_models: defineRoute({
    method: 'POST',
    path: '/v1/llm/local_models',
    summary: 'The models a server the user runs serves (GET {base_url}/models), to add them by name',
    access: 'user',
    input: ZLocalModelsRequestSchema,
    output: z.object({ base_url: z.string(), models: z.array(z.string()) }),
  }),
  delete_llm: defineRoute({
    method: 'POST',
    path: '/v1/llm/delete_llm',
    summary: 'Delete a model (every type of that name) of a factory; defaults naming it are cleared',
    access: 'user',
    input: ZDeleteLlmRequestSchema,
    output: ZOkSchema,
  }),
  delete_factory: defineRoute({
    method: 'POST',
    path: '/v1/llm/delete_factory',
    summary: 'Delete every model of a factory and its keys; defaults naming them are cleared',
    access: 'user',
    input: ZDeleteFactoryRequestSchema,
    output: ZOkSchema,
  }),
  tenant_info: defineRoute({
    method: 'GET',
    path: '/v1/user/tenant_info',
    summary:
      "The user's default chat, embedding, rerank, image-to-text and text-to-speech models and web-search provider",
    access: 'user',
    input: z.object({}),
    output: ZTenantInfoSchema,
  }),
  set_tenant_info: defineRoute({
    method: 'POST',
    path: '/v1/user/set_tenant_info',
    summary: 'Choose default models; each must be a model of the user of the matching type',
    access: 'user',
    input: ZSetTenantInfoRequestSchema,
    output: ZTenantInfoSchema,
  }),
};
