import { llmFactory, type TLlmFactory, type TLlmModelType } from '@app/contract';
import { bedrockBaseUrl } from './bedrock/converse.js';
import { vertexBaseUrl } from './vertex.js';

/**
 * Everything needed to call one model: the factory (which protocol), the model's name, where the
 * provider is and the decrypted secrets. Built by the server from a stored model; never logged.
 * @public
 */
export type TLlmConnection = {
  factory: string;
  model: string;
  modelType: TLlmModelType;
  /** The provider's base URL; the factory's default when absent. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  /** Azure OpenAI's `api-version`. */
  apiVersion?: string | undefined;
  /** Vertex AI: the Google Cloud project, its location (`us-central1`, `global`), and the service account's JSON key in base64 (else the machine's own account). */
  projectId?: string | undefined;
  region?: string | undefined;
  serviceAccountKey?: string | undefined;
  /** AWS Bedrock: the access key id and its secret access key (the region is `region`). */
  accessKey?: string | undefined;
  secretKey?: string | undefined;
};

/** A connection's factory, which must be one this build speaks. @internal */
export function factoryOf(connection: TLlmConnection): TLlmFactory {
  const factory = llmFactory(connection.factory);
  if (!factory?.isAvailable) throw new Error(`model provider ${connection.factory} is not available`);
  return factory;
}

/** Where requests go: the user's base URL, else the factory's default, without a trailing slash. @internal */
export function baseUrlOf(connection: TLlmConnection): string {
  const factory = factoryOf(connection);
  const vertexUrl =
    factory.protocol === 'vertex' && connection.projectId && connection.region
      ? vertexBaseUrl(connection.projectId, connection.region)
      : undefined;
  const bedrockUrl =
    factory.protocol === 'bedrock' && connection.region ? bedrockBaseUrl(connection.region) : undefined;
  const url = connection.baseUrl ?? factory.defaultBaseUrl ?? vertexUrl ?? bedrockUrl;
  if (!url) throw new Error(`model provider ${connection.factory} needs a base URL`);
  return url.replace(/\/+$/, '');
}
