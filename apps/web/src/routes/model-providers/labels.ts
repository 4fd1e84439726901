import type { TLlmModelType } from '@app/contract';

/** The model types' names on this screen. */
export const TYPE_KEYS = {
  chat: 'llm:types.chat',
  embedding: 'llm:types.embedding',
  rerank: 'llm:types.rerank',
  image2text: 'llm:types.image2text',
  tts: 'llm:types.tts',
  web_search: 'llm:types.web_search',
} as const satisfies Record<TLlmModelType, string>;

/** What a successful connection test says, by model type. */
export const RESULT_KEYS = {
  chat: 'llm:result.chat',
  embedding: 'llm:result.embedding',
  rerank: 'llm:result.rerank',
  image2text: 'llm:result.image2text',
  tts: 'llm:result.tts',
  web_search: 'llm:result.web_search',
} as const satisfies Record<TLlmModelType, string>;

/** The labels of a provider's form fields. */
export const FIELD_KEYS = {
  api_key: 'llm:fields.api_key',
  base_url: 'llm:fields.base_url',
  api_version: 'llm:fields.api_version',
  region: 'llm:fields.region',
  project_id: 'llm:fields.project_id',
  service_account_key: 'llm:fields.service_account_key',
  access_key: 'llm:fields.access_key',
  secret_key: 'llm:fields.secret_key',
} as const;

/** The default models, in the order the screen shows them. */
export const DEFAULT_FIELDS = [
  { field: 'llm_id', appKey: 'llmId', type: 'chat', labelKey: 'llm:defaults.llm_id' },
  { field: 'embd_id', appKey: 'embdId', type: 'embedding', labelKey: 'llm:defaults.embd_id' },
  { field: 'rerank_id', appKey: 'rerankId', type: 'rerank', labelKey: 'llm:defaults.rerank_id' },
  // `img2txt_id` keeps its wire name in the app too.
  { field: 'img2txt_id', appKey: 'img2txt_id', type: 'image2text', labelKey: 'llm:defaults.img2txt_id' },
  { field: 'tts_id', appKey: 'ttsId', type: 'tts', labelKey: 'llm:defaults.tts_id' },
  // The web-search provider deep research searches with.
  { field: 'web_search_id', appKey: 'webSearchId', type: 'web_search', labelKey: 'llm:defaults.web_search_id' },
] as const satisfies readonly { field: string; appKey: string; type: TLlmModelType; labelKey: string }[];
