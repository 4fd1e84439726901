import { llmFactory, type TLlmFactory, type TLlmModelType } from '@app/contract';

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
  const url = connection.baseUrl ?? factory.defaultBaseUrl;
  if (!url) throw new Error(`model provider ${connection.factory} needs a base URL`);
  return url.replace(/\/+$/, '');
}
