import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV3, LanguageModelV3, SpeechModelV3 } from '@ai-sdk/provider';
import { bedrockEmbeddingModel, bedrockLanguageModel, type TBedrockSettings } from './bedrock/converse.js';
import { builtinEmbeddingModel } from './builtin/builtin-embeddings.js';
import { baseUrlOf, factoryOf, type TLlmConnection } from './connection.js';
import { vertexFetch } from './vertex.js';

export type TFetch = typeof globalThis.fetch;

/**
 * Azure OpenAI speaks OpenAI's protocol under `{endpoint}/openai/deployments/{deployment}`, with the
 * key in an `api-key` header and the version as `?api-version=`: the OpenAI provider with a fetch
 * that moves the key and adds the version.
 */
function azureFetch(apiKey: string, apiVersion: string, base: TFetch): TFetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.searchParams.set('api-version', apiVersion);
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    headers.set('api-key', apiKey);
    return base(url, { ...init, headers });
  };
}

/** The OpenAI provider over the connection: OpenAI itself, Azure, or any server speaking its protocol. */
function openAiProvider(connection: TLlmConnection, fetch: TFetch) {
  const factory = factoryOf(connection);
  const baseURL = baseUrlOf(connection);
  if (factory.protocol === 'azure-openai') {
    const apiKey = connection.apiKey ?? '';
    return createOpenAI({
      baseURL: `${baseURL}/openai/deployments/${encodeURIComponent(connection.model)}`,
      apiKey,
      fetch: azureFetch(apiKey, connection.apiVersion ?? '', fetch),
      name: 'azure-openai',
    });
  }
  // Local servers take any key; the SDK insists on one.
  return createOpenAI({ baseURL, apiKey: connection.apiKey ?? 'none', fetch, name: factory.name });
}

function compatibleProvider(connection: TLlmConnection, fetch: TFetch) {
  return createOpenAICompatible({
    name: connection.factory,
    baseURL: baseUrlOf(connection),
    ...(connection.apiKey ? { apiKey: connection.apiKey } : {}),
    includeUsage: true,
    fetch,
  });
}

/** Where and as whom Bedrock requests go: the region's runtime endpoint (or the user's), signed with the keys. */
function bedrockSettings(connection: TLlmConnection, fetch: TFetch): TBedrockSettings {
  return {
    baseUrl: baseUrlOf(connection),
    region: connection.region ?? '',
    credentials: { accessKeyId: connection.accessKey ?? '', secretAccessKey: connection.secretKey ?? '' },
    fetch,
  };
}

/** The chat model of a connection (chat and image-to-text models alike). @internal */
export function languageModel(connection: TLlmConnection, fetch: TFetch): LanguageModelV3 {
  const factory = factoryOf(connection);
  switch (factory.protocol) {
    case 'openai':
    case 'azure-openai':
      return openAiProvider(connection, fetch).chat(connection.model);
    case 'anthropic':
      return createAnthropic({ baseURL: baseUrlOf(connection), apiKey: connection.apiKey ?? '', fetch })(
        connection.model,
      );
    case 'openai-compatible':
      return compatibleProvider(connection, fetch).chatModel(connection.model);
    case 'vertex':
      return compatibleProvider(connection, vertexFetch(connection.serviceAccountKey, fetch)).chatModel(
        connection.model,
      );
    case 'bedrock':
      return bedrockLanguageModel(connection.model, bedrockSettings(connection, fetch));
    case 'builtin':
    case 'web-search':
      throw new Error(`model provider ${factory.name} has no chat models`);
    case 'none':
      throw new Error(`model provider ${factory.name} is not available`);
  }
}

/** The embedding model of a connection. @internal */
export function embeddingModel(connection: TLlmConnection, fetch: TFetch): EmbeddingModelV3 {
  const factory = factoryOf(connection);
  if (factory.protocol === 'openai' || factory.protocol === 'azure-openai') {
    return openAiProvider(connection, fetch).embedding(connection.model);
  }
  if (factory.protocol === 'openai-compatible')
    return compatibleProvider(connection, fetch).embeddingModel(connection.model);
  if (factory.protocol === 'builtin') return builtinEmbeddingModel(connection.model);
  if (factory.protocol === 'bedrock')
    return bedrockEmbeddingModel(connection.model, bedrockSettings(connection, fetch));
  throw new Error(`model provider ${factory.name} has no embedding models`);
}

/** The text-to-speech model of a connection: OpenAI's `/audio/speech`, wherever it is served. @internal */
export function speechModel(connection: TLlmConnection, fetch: TFetch): SpeechModelV3 {
  const factory = factoryOf(connection);
  if (
    factory.protocol === 'openai' ||
    factory.protocol === 'azure-openai' ||
    factory.protocol === 'openai-compatible'
  ) {
    return openAiProvider(connection, fetch).speech(connection.model);
  }
  throw new Error(`model provider ${factory.name} has no text-to-speech models`);
}
