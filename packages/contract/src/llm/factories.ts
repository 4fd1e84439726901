import type { TLocalizedText } from '../errors/catalogue.js';

/**
 * The model providers ("factories") a user can add under Settings → Model providers: what each
 * one asks for and which kinds of model it serves. Pure data, shared by the server (validation,
 * `llm/factories`) and the web app (the form's fields). `@app/llm` holds the protocol of each.
 * @public
 */

/**
 * The kinds of model, named as the API names them. `web_search` is not a model but a web-search
 * provider (deep research searches the web through it); it is configured, tested and chosen as a
 * default like one.
 * @public
 */
export const LLM_MODEL_TYPES = ['chat', 'embedding', 'rerank', 'image2text', 'tts', 'web_search'] as const;
export type TLlmModelType = (typeof LLM_MODEL_TYPES)[number];

/**
 * The model types in words, for messages (`LLM_NOT_CONFIGURED`'s `{{kind}}`) and the screens.
 * @public
 */
export const LLM_MODEL_TYPE_LABELS = {
  chat: { en: 'chat', es: 'chat', zh: '对话', 'zh-TRADITIONAL': '對話', id: 'obrolan' },
  embedding: { en: 'embedding', es: 'embeddings', zh: '嵌入', 'zh-TRADITIONAL': '嵌入', id: 'embedding' },
  rerank: { en: 'rerank', es: 'reordenación', zh: '重排序', 'zh-TRADITIONAL': '重新排序', id: 'pemeringkatan ulang' },
  image2text: {
    en: 'image-to-text',
    es: 'imagen a texto',
    zh: '图生文',
    'zh-TRADITIONAL': '圖生文',
    id: 'gambar ke teks',
  },
  tts: {
    en: 'text-to-speech',
    es: 'texto a voz',
    zh: '语音合成',
    'zh-TRADITIONAL': '語音合成',
    id: 'teks ke suara',
  },
  web_search: {
    en: 'web search',
    es: 'búsqueda web',
    zh: '网页搜索',
    'zh-TRADITIONAL': '網頁搜尋',
    id: 'pencarian web',
  },
} as const satisfies Record<TLlmModelType, TLocalizedText>;

/** AWS regions offered for Bedrock (the seed's list). @public */
export const BEDROCK_REGIONS = [
  'us-east-1',
  'us-west-2',
  'ap-southeast-1',
  'ap-northeast-1',
  'eu-central-1',
  'us-gov-west-1',
  'ap-southeast-2',
] as const;

/** The fields a provider's form may ask for, beyond the model's name and type. @public */
export const LLM_FIELDS = [
  'api_key',
  'base_url',
  'api_version',
  'region',
  'project_id',
  'service_account_key',
  'access_key',
  'secret_key',
] as const;
export type TLlmField = (typeof LLM_FIELDS)[number];

/** Fields whose values are secrets: encrypted at rest, never returned. @public */
export const SECRET_LLM_FIELDS: readonly TLlmField[] = ['api_key', 'service_account_key', 'secret_key'];

/**
 * How a factory is spoken to. `openai-compatible` covers every server that speaks OpenAI's chat
 * completions and embeddings protocol (DeepSeek, Qwen, Moonshot, Zhipu, Mistral, Groq, OpenRouter,
 * Volcengine Ark, Gemini's OpenAI endpoint, Ollama, LM Studio, vLLM, llama.cpp server).
 */
export type TLlmProtocol =
  | 'openai'
  | 'azure-openai'
  | 'anthropic'
  | 'openai-compatible'
  | 'vertex'
  | 'bedrock'
  | 'builtin'
  | 'web-search'
  | 'none';

export type TLlmFactoryField = {
  name: TLlmField;
  isRequired: boolean;
  /** A fixed list of values (a select), e.g. Bedrock's regions. */
  options?: readonly string[];
};

export type TLlmFactory = {
  /** The factory's name on the wire (`llm_factory`), as RAGFlow names it. */
  name: string;
  protocol: TLlmProtocol;
  modelTypes: readonly TLlmModelType[];
  /** Where requests go when the user gives no base URL. */
  defaultBaseUrl?: string;
  fields: readonly TLlmFactoryField[];
  /** Servers people run themselves: the API key is optional. */
  isLocal?: boolean;
  /**
   * False for providers whose protocol this build cannot speak: listed by `llm/factories` with `status: 'unavailable'`, refused by `add_llm`,
   * and not offered by the screen.
   */
  isAvailable: boolean;
  /** What the model name means for this provider (a deployment, an endpoint id), for the form's hint. */
  modelNameHint?: 'deployment' | 'endpoint_id';
  /** Ships with the server (`BUILTIN_EMBEDDING`): every user has it without adding it, no key. */
  isBuiltin?: boolean;
};

/**
 * The embedding model that ships inside the server's npm dependencies (`@energetic-ai/*`, Universal
 * Sentence Encoder lite): English, 512 dimensions, no key, no network. Every user has it; it is the
 * embedding default when the user chose none. Requests are limited to `maxTexts` texts and
 * `maxChars` characters in all (`LLM_INPUT_TOO_LARGE`), so one request cannot hold its worker for long,
 * and refused while `maxQueuedChars` characters already wait (`LLM_BUILTIN_BUSY`).
 * @public
 */
export const BUILTIN_EMBEDDING = {
  factory: 'Builtin',
  model: 'universal-sentence-encoder-lite',
  dimensions: 512,
  maxTexts: 128,
  maxChars: 120_000,
  /** Characters waiting in the worker (about 40 s of work) beyond which requests are refused (`LLM_BUILTIN_BUSY`). */
  maxQueuedChars: 480_000,
} as const;

const KEY = { name: 'api_key', isRequired: true } as const;
const OPTIONAL_KEY = { name: 'api_key', isRequired: false } as const;
const BASE_URL = { name: 'base_url', isRequired: false } as const;
const REQUIRED_BASE_URL = { name: 'base_url', isRequired: true } as const;
const CHAT_EMBED_VISION = ['chat', 'embedding', 'image2text'] as const;
const LOCAL_TYPES = ['chat', 'embedding', 'rerank', 'image2text', 'tts'] as const;
const WEB_SEARCH = ['web_search'] as const;

/** Every factory, in the order the screen lists them. @public */
export const LLM_FACTORIES = [
  {
    name: BUILTIN_EMBEDDING.factory,
    protocol: 'builtin',
    modelTypes: ['embedding'],
    fields: [],
    isAvailable: true,
    isBuiltin: true,
  },
  {
    name: 'OpenAI',
    protocol: 'openai',
    modelTypes: ['chat', 'embedding', 'image2text', 'tts'],
    defaultBaseUrl: 'https://api.openai.com/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Azure-OpenAI',
    protocol: 'azure-openai',
    modelTypes: ['chat', 'embedding', 'image2text', 'tts'],
    fields: [KEY, REQUIRED_BASE_URL, { name: 'api_version', isRequired: true }],
    isAvailable: true,
    modelNameHint: 'deployment',
  },
  {
    name: 'Anthropic',
    protocol: 'anthropic',
    modelTypes: ['chat', 'image2text'],
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Gemini',
    protocol: 'openai-compatible',
    modelTypes: CHAT_EMBED_VISION,
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'VertexAI',
    protocol: 'vertex',
    modelTypes: ['chat', 'image2text'],
    fields: [
      { name: 'project_id', isRequired: true },
      { name: 'region', isRequired: true },
      { name: 'service_account_key', isRequired: false },
      BASE_URL,
    ],
    isAvailable: true,
  },
  {
    // Amazon Bedrock's runtime (`bedrock-runtime.{region}.amazonaws.com`): the Converse API for chat
    // and vision, Titan text embeddings through InvokeModel; requests signed with AWS SigV4. The
    // base URL is only for a VPC endpoint (or a test server).
    name: 'Bedrock',
    protocol: 'bedrock',
    modelTypes: ['chat', 'embedding', 'image2text'],
    fields: [
      { name: 'access_key', isRequired: true },
      { name: 'secret_key', isRequired: true },
      { name: 'region', isRequired: true, options: BEDROCK_REGIONS },
      BASE_URL,
    ],
    isAvailable: true,
  },
  {
    name: 'VolcEngine',
    protocol: 'openai-compatible',
    modelTypes: CHAT_EMBED_VISION,
    defaultBaseUrl: 'https://ark.cn-beijing.volces.com/api/v3',
    fields: [KEY, BASE_URL],
    isAvailable: true,
    modelNameHint: 'endpoint_id',
  },
  {
    name: 'DeepSeek',
    protocol: 'openai-compatible',
    modelTypes: ['chat'],
    defaultBaseUrl: 'https://api.deepseek.com/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Tongyi-Qianwen',
    protocol: 'openai-compatible',
    modelTypes: CHAT_EMBED_VISION,
    defaultBaseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Moonshot',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'image2text'],
    defaultBaseUrl: 'https://api.moonshot.cn/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'ZHIPU-AI',
    protocol: 'openai-compatible',
    modelTypes: CHAT_EMBED_VISION,
    defaultBaseUrl: 'https://open.bigmodel.cn/api/paas/v4',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Mistral',
    protocol: 'openai-compatible',
    modelTypes: CHAT_EMBED_VISION,
    defaultBaseUrl: 'https://api.mistral.ai/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Groq',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'image2text'],
    defaultBaseUrl: 'https://api.groq.com/openai/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'OpenRouter',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'image2text'],
    defaultBaseUrl: 'https://openrouter.ai/api/v1',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Ollama',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'embedding', 'image2text'],
    defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    fields: [BASE_URL, OPTIONAL_KEY],
    isLocal: true,
    isAvailable: true,
  },
  {
    name: 'LM-Studio',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'embedding', 'image2text'],
    defaultBaseUrl: 'http://127.0.0.1:1234/v1',
    fields: [BASE_URL, OPTIONAL_KEY],
    isLocal: true,
    isAvailable: true,
  },
  {
    name: 'VLLM',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'embedding', 'rerank', 'image2text'],
    defaultBaseUrl: 'http://127.0.0.1:8000/v1',
    fields: [REQUIRED_BASE_URL, OPTIONAL_KEY],
    isLocal: true,
    isAvailable: true,
  },
  {
    name: 'llama.cpp',
    protocol: 'openai-compatible',
    modelTypes: ['chat', 'embedding', 'rerank', 'image2text'],
    defaultBaseUrl: 'http://127.0.0.1:8080/v1',
    fields: [REQUIRED_BASE_URL, OPTIONAL_KEY],
    isLocal: true,
    isAvailable: true,
  },
  {
    name: 'OpenAI-API-Compatible',
    protocol: 'openai-compatible',
    modelTypes: LOCAL_TYPES,
    fields: [REQUIRED_BASE_URL, OPTIONAL_KEY],
    isLocal: true,
    isAvailable: true,
  },
  // Web-search providers (deep research), spoken to by `@app/web-search` over their own HTTP APIs;
  // the default base URLs are that package's. The model name is the user's label for the provider.
  {
    name: 'Tavily',
    protocol: 'web-search',
    modelTypes: WEB_SEARCH,
    defaultBaseUrl: 'https://api.tavily.com',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Brave',
    protocol: 'web-search',
    modelTypes: WEB_SEARCH,
    defaultBaseUrl: 'https://api.search.brave.com',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    name: 'Bing',
    protocol: 'web-search',
    modelTypes: WEB_SEARCH,
    defaultBaseUrl: 'https://api.bing.microsoft.com',
    fields: [KEY, BASE_URL],
    isAvailable: true,
  },
  {
    // The user's own instance (its JSON format turned on): its address is required, no key.
    name: 'SearXNG',
    protocol: 'web-search',
    modelTypes: WEB_SEARCH,
    fields: [REQUIRED_BASE_URL],
    isAvailable: true,
  },
] as const satisfies readonly TLlmFactory[];

export const LLM_FACTORY_NAMES = LLM_FACTORIES.map((factory) => factory.name) as [
  (typeof LLM_FACTORIES)[number]['name'],
  ...(typeof LLM_FACTORIES)[number]['name'][],
];
export type TLlmFactoryName = (typeof LLM_FACTORIES)[number]['name'];

/** Whether a factory is a web-search provider (model type `web_search` only). @public */
export function isWebSearchFactory(factory: { protocol: string }): boolean {
  return factory.protocol === 'web-search';
}

/** A factory by its wire name. @public */
export function llmFactory(name: string): TLlmFactory | undefined {
  return (LLM_FACTORIES as readonly TLlmFactory[]).find((factory) => factory.name === name);
}

/**
 * The id of a model in defaults and on the wire: `name@factory`, as RAGFlow writes it. A model name
 * may itself hold `@`; the factory is what follows the last one.
 * @public
 */
export function llmModelId(name: string, factory: string): string {
  return `${name}@${factory}`;
}

/** The built-in embedding model's id, `universal-sentence-encoder-lite@Builtin`. @public */
export const BUILTIN_EMBEDDING_ID = llmModelId(BUILTIN_EMBEDDING.model, BUILTIN_EMBEDDING.factory);

/** Splits `name@factory`; null when there is no `@` or either side is empty. @public */
export function parseLlmModelId(id: string): { name: string; factory: string } | null {
  const at = id.lastIndexOf('@');
  if (at <= 0 || at === id.length - 1) return null;
  return { name: id.slice(0, at), factory: id.slice(at + 1) };
}
