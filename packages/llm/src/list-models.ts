import { createJsonErrorResponseHandler, createJsonResponseHandler, getFromApi } from '@ai-sdk/provider-utils';
import { z } from 'zod';
import { baseUrlOf, type TLlmConnection } from './connection.js';
import { Deadline } from './deadline.js';
import { toLlmError } from './errors.js';
import type { TFetch } from './providers.js';

const ZModelsSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const ZErrorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]).optional() });

/** At most this many model names are kept from a server's list. */
const MAX_MODELS = 200;

/**
 * The models an OpenAI-compatible server serves (`GET {base}/models`): what Ollama, LM Studio,
 * vLLM and llama.cpp server have loaded, to offer them by name. Failures as `LlmError`.
 * @public
 */
export async function listModels(
  connection: Omit<TLlmConnection, 'model' | 'modelType'>,
  options: { fetch?: TFetch; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string[]> {
  const full: TLlmConnection = { ...connection, model: '', modelType: 'chat' };
  const timeoutMs = options.timeoutMs ?? 5_000;
  const deadline = new Deadline(timeoutMs, options.signal);
  const url = baseUrlOf(full);
  try {
    const { value } = await getFromApi({
      url: `${url}/models`,
      headers: connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {},
      failedResponseHandler: createJsonErrorResponseHandler({
        errorSchema: ZErrorSchema,
        errorToMessage: (error) =>
          typeof error.error === 'string' ? error.error : (error.error?.message ?? 'listing models failed'),
      }),
      successfulResponseHandler: createJsonResponseHandler(ZModelsSchema),
      abortSignal: deadline.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return [...new Set(value.data.map((model) => model.id))].sort().slice(0, MAX_MODELS);
  } catch (error) {
    throw toLlmError(error, {
      provider: connection.factory,
      model: '',
      url,
      timeoutMs,
      secrets: connection.apiKey ? [connection.apiKey] : [],
      isTimedOut: deadline.isTimedOut,
      isAborted: deadline.isAborted,
    });
  } finally {
    deadline.dispose();
  }
}
