import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { localizeIssues } from '../errors/translate.js';
import {
  BUILTIN_EMBEDDING,
  BUILTIN_EMBEDDING_ID,
  isWebSearchFactory,
  LLM_FACTORIES,
  LLM_MODEL_TYPE_LABELS,
  llmFactory,
  parseLlmModelId,
  type TLlmFactory,
  type TLlmFactoryField,
} from './factories.js';
import {
  TENANT_DEFAULT_TYPES,
  ZAddLlmRequestSchema,
  ZSetTenantInfoRequestSchema,
  ZTenantInfoSchema,
  ZTestLlmRequestSchema,
} from './routes.js';

function fieldsOf(schema: typeof ZAddLlmRequestSchema | typeof ZTestLlmRequestSchema, body: unknown) {
  const result = schema.safeParse(body, { reportInput: true });
  return result.success ? [] : localizeIssues(result.error.issues, 'en');
}

describe('add_llm', () => {
  it('takes a local server without a key, blank fields as left out', () => {
    const parsed = ZAddLlmRequestSchema.parse({
      llm_factory: 'Ollama',
      llm_name: 'llama3.2:3b',
      model_type: 'chat',
      api_key: '',
      base_url: ' http://127.0.0.1:11434/v1 ',
    });
    expect(parsed.api_key).toBeUndefined();
    expect(parsed.base_url).toBe('http://127.0.0.1:11434/v1');
  });

  it('asks each factory for its own fields', () => {
    expect(fieldsOf(ZAddLlmRequestSchema, { llm_factory: 'OpenAI', llm_name: 'gpt-4o', model_type: 'chat' })).toEqual([
      { path: 'api_key', message: 'This provider needs this field.' },
    ]);
    const azure = fieldsOf(ZAddLlmRequestSchema, {
      llm_factory: 'Azure-OpenAI',
      llm_name: 'my-deployment',
      model_type: 'chat',
      api_key: 'k',
    });
    expect(azure.map((field) => field.path)).toEqual(['base_url', 'api_version']);
    // The key is optional for a test: a stored one is used.
    expect(
      ZTestLlmRequestSchema.safeParse({ llm_factory: 'OpenAI', llm_name: 'gpt-4o', model_type: 'chat' }).success,
    ).toBe(true);
  });

  it('refuses what the factory does not serve, providers this build cannot speak, and bad values', () => {
    const body = { llm_factory: 'DeepSeek', llm_name: 'deepseek-chat', model_type: 'tts', api_key: 'k' };
    expect(fieldsOf(ZAddLlmRequestSchema, body).map((field) => field.path)).toEqual(['model_type']);
    const bedrock = { llm_factory: 'Bedrock', llm_name: 'x', model_type: 'chat', access_key: 'a', secret_key: 's' };
    expect(fieldsOf(ZAddLlmRequestSchema, bedrock).map((field) => field.path)).toEqual(['region']);
    expect(fieldsOf(ZAddLlmRequestSchema, { ...bedrock, region: 'mars-1' }).map((field) => field.path)).toEqual([
      'region',
    ]);
    expect(fieldsOf(ZAddLlmRequestSchema, { ...bedrock, region: 'eu-central-1' })).toEqual([]);
    expect(fieldsOf(ZAddLlmRequestSchema, { ...bedrock, region: 'eu-central-1', model_type: 'rerank' })).toEqual([
      expect.objectContaining({ path: 'model_type' }),
    ]);
    // A connection test may leave the keys out: the stored ones are used.
    expect(
      fieldsOf(ZTestLlmRequestSchema, {
        llm_factory: 'Bedrock',
        llm_name: 'x',
        model_type: 'chat',
        region: 'us-east-1',
      }),
    ).toEqual([]);
    const bad = fieldsOf(ZAddLlmRequestSchema, {
      llm_factory: 'OpenAI',
      llm_name: 'a@b',
      model_type: 'chat',
      api_key: 'has space',
      base_url: 'http://user:pass@example.com/v1',
    });
    expect(bad.map((field) => field.path)).toEqual(['llm_name', 'base_url', 'api_key']);
    const long = fieldsOf(ZAddLlmRequestSchema, {
      llm_factory: 'OpenAI',
      llm_name: 'x'.repeat(129),
      model_type: 'chat',
      api_key: 'k'.repeat(4097),
      base_url: `https://example.com/${'a'.repeat(2048)}`,
    });
    expect(long.map((field) => field.path).sort()).toEqual(['api_key', 'base_url', 'llm_name']);
    expect(fieldsOf(ZAddLlmRequestSchema, { llm_factory: 'Nope', llm_name: 'x', model_type: 'chat' })[0]).toEqual({
      path: 'llm_factory',
      message: 'Choose a model provider from the list.',
    });
  });

  it('describes every factory with types and a base URL or a required one', () => {
    for (const factory of LLM_FACTORIES as readonly TLlmFactory[]) {
      expect(factory.modelTypes.length, factory.name).toBeGreaterThan(0);
      const baseUrl = factory.fields.find((field: TLlmFactoryField) => field.name === 'base_url');
      // Vertex AI's and Bedrock's endpoints follow from the project and region; the built-in model has none.
      const hasNoUrl =
        factory.protocol === 'vertex' || factory.protocol === 'bedrock' || factory.protocol === 'builtin';
      if (factory.isAvailable && !hasNoUrl) {
        expect(factory.defaultBaseUrl ?? baseUrl?.isRequired, factory.name).toBeTruthy();
      }
    }
  });
});

describe('the built-in embedding model', () => {
  it('is listed, needs no field, serves embeddings only, and cannot be added', () => {
    const builtin = llmFactory(BUILTIN_EMBEDDING.factory);
    expect(builtin).toMatchObject({ protocol: 'builtin', isAvailable: true, isBuiltin: true, fields: [] });
    expect(builtin?.modelTypes).toEqual(['embedding']);
    expect(BUILTIN_EMBEDDING_ID).toBe('universal-sentence-encoder-lite@Builtin');
    const input = { llm_factory: 'Builtin', llm_name: BUILTIN_EMBEDDING.model, model_type: 'embedding' };
    expect(fieldsOf(ZAddLlmRequestSchema, input)).toEqual([
      { path: 'llm_factory', message: VALIDATION_MESSAGES.llm_factory_builtin.en },
    ]);
    // A connection test needs no key.
    expect(ZTestLlmRequestSchema.safeParse(input).success).toBe(true);
  });
});

describe('web-search providers', () => {
  const WEB_SEARCH_NAMES = ['Tavily', 'Brave', 'Bing', 'SearXNG'];

  it('serve web search only, and no other factory does', () => {
    for (const factory of LLM_FACTORIES as readonly TLlmFactory[]) {
      const isSearch = WEB_SEARCH_NAMES.includes(factory.name);
      expect(isWebSearchFactory(factory), factory.name).toBe(isSearch);
      if (isSearch) expect(factory.modelTypes, factory.name).toEqual(['web_search']);
      else expect(factory.modelTypes, factory.name).not.toContain('web_search');
    }
    expect(LLM_MODEL_TYPE_LABELS.web_search).toMatchObject({ en: 'web search', zh: '网页搜索' });
  });

  it('ask Tavily, Brave and Bing for a secret key (base URL optional), SearXNG for its address and no key', () => {
    for (const name of ['Tavily', 'Brave', 'Bing']) {
      expect(llmFactory(name)?.fields).toEqual([
        { name: 'api_key', isRequired: true },
        { name: 'base_url', isRequired: false },
      ]);
      const body = { llm_factory: name, llm_name: 'search', model_type: 'web_search' };
      expect(fieldsOf(ZAddLlmRequestSchema, body)).toEqual([
        { path: 'api_key', message: 'This provider needs this field.' },
      ]);
      expect(fieldsOf(ZAddLlmRequestSchema, { ...body, api_key: 'tvly-abc' })).toEqual([]);
      // A saved provider is tested with its stored key.
      expect(fieldsOf(ZTestLlmRequestSchema, body)).toEqual([]);
    }
    expect(llmFactory('SearXNG')?.fields).toEqual([{ name: 'base_url', isRequired: true }]);
    const searxng = { llm_factory: 'SearXNG', llm_name: 'home', model_type: 'web_search' };
    expect(fieldsOf(ZAddLlmRequestSchema, searxng).map((field) => field.path)).toEqual(['base_url']);
    expect(fieldsOf(ZAddLlmRequestSchema, { ...searxng, base_url: 'http://127.0.0.1:8888' })).toEqual([]);
  });

  it('refuse other model types, and other factories refuse web search', () => {
    const tavilyChat = { llm_factory: 'Tavily', llm_name: 'x', model_type: 'chat', api_key: 'k' };
    expect(fieldsOf(ZAddLlmRequestSchema, tavilyChat).map((field) => field.path)).toEqual(['model_type']);
    const openAiSearch = { llm_factory: 'OpenAI', llm_name: 'x', model_type: 'web_search', api_key: 'k' };
    expect(fieldsOf(ZAddLlmRequestSchema, openAiSearch).map((field) => field.path)).toEqual(['model_type']);
  });

  it('have a default slot of their own', () => {
    expect(TENANT_DEFAULT_TYPES.web_search_id).toBe('web_search');
    expect(ZSetTenantInfoRequestSchema.parse({ web_search_id: 'main@Tavily' })).toEqual({
      web_search_id: 'main@Tavily',
    });
    const empty = { llm_id: null, embd_id: null, rerank_id: null, img2txt_id: null, tts_id: null };
    expect(ZTenantInfoSchema.safeParse(empty).success).toBe(false);
    expect(ZTenantInfoSchema.parse({ ...empty, web_search_id: null })).toMatchObject({ web_search_id: null });
  });
});

describe('tenant defaults', () => {
  it('takes name@factory ids, an empty string as a cleared default', () => {
    expect(ZSetTenantInfoRequestSchema.parse({ llm_id: 'openai/gpt-4o@OpenRouter', img2txt_id: '' })).toEqual({
      llm_id: 'openai/gpt-4o@OpenRouter',
      img2txt_id: null,
    });
    expect(parseLlmModelId('a@b@Ollama')).toEqual({ name: 'a@b', factory: 'Ollama' });
    expect(ZSetTenantInfoRequestSchema.safeParse({ llm_id: 'no-factory' }).success).toBe(false);
  });
});
