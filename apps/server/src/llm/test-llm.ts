import { isWebSearchFactory, llmFactory, type ZTestLlmRequestSchema } from '@app/contract';
import { testConnection } from '@app/llm';
import { searchWeb } from '@app/web-search';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { clientFor, fromLlmError } from './llm-service.js';
import { openSecrets, type TModelSecrets } from './stored-model.js';
import { fromWebSearchError, webSearchProviderOf } from './web-search-provider.js';

/** Under the web client's 20 s: the provider's silence is reported as such, not as a network error. */
const TEST_TIMEOUT_MS = 15_000;
/** What a web-search provider's test looks for: any engine finds something. */
const TEST_QUERY = 'annual report 10-K';

/**
 * Tests a connection with the smallest real request of the model's type. Without a key in the
 * request, the key stored for this model, else for this factory, is used (so a saved model can be
 * tested again, and a new model of a factory whose key is stored).
 */
export async function testLlm(deps: LlmDeps, ownerId: string, input: z.output<typeof ZTestLlmRequestSchema>) {
  const stored =
    input.api_key || input.service_account_key || (input.access_key && input.secret_key)
      ? {}
      : await storedSecrets(deps, ownerId, input);
  const factory = llmFactory(input.llm_factory);
  if (factory && isWebSearchFactory(factory)) return testWebSearch(deps, input, input.api_key ?? stored.api_key);
  const client = clientFor(
    deps,
    ownerId,
    {
      factory: input.llm_factory,
      model: input.llm_name,
      modelType: input.model_type,
      baseUrl: input.base_url,
      apiKey: input.api_key ?? stored.api_key,
      apiVersion: input.api_version,
      projectId: input.project_id,
      region: input.region,
      serviceAccountKey: input.service_account_key ?? stored.service_account_key,
      accessKey: input.access_key ?? stored.access_key,
      secretKey: input.secret_key ?? stored.secret_key,
    },
    { timeoutMs: deps.testTimeoutMs ?? TEST_TIMEOUT_MS },
  );
  try {
    const result = await testConnection(client);
    return {
      ok: true as const,
      model_type: input.model_type,
      sample: result.sample,
      latency_ms: result.latencyMs,
      tokens_in: result.usage.inputTokens,
      tokens_out: result.usage.outputTokens,
    };
  } catch (error) {
    throw fromLlmError(error);
  }
}

/** A web-search provider's test: one real search; the sample is how many results it found. */
async function testWebSearch(deps: LlmDeps, input: z.output<typeof ZTestLlmRequestSchema>, apiKey: string | undefined) {
  const connection = { factory: input.llm_factory, baseUrl: input.base_url, apiKey };
  const timeoutMs = deps.testTimeoutMs ?? TEST_TIMEOUT_MS;
  const startedAt = performance.now();
  try {
    const { results } = await searchWeb(webSearchProviderOf(connection), TEST_QUERY, { maxResults: 3, timeoutMs });
    return {
      ok: true as const,
      model_type: input.model_type,
      sample: String(results.length),
      latency_ms: Math.round(performance.now() - startedAt),
      tokens_in: 0,
      tokens_out: 0,
    };
  } catch (error) {
    throw fromWebSearchError(error, connection, timeoutMs);
  }
}

async function storedSecrets(
  deps: LlmDeps,
  ownerId: string,
  input: z.output<typeof ZTestLlmRequestSchema>,
): Promise<TModelSecrets> {
  const rows = await deps.db
    .select()
    .from(llmModels)
    .where(
      and(
        eq(llmModels.ownerId, ownerId),
        eq(llmModels.factory, input.llm_factory),
        isNotNull(llmModels.secretsEncrypted),
      ),
    )
    .orderBy(desc(llmModels.updatedAt));
  const own = rows.find((row) => row.name === input.llm_name && row.modelType === input.model_type);
  const row = own ?? rows[0];
  return row ? openSecrets(deps.secretBox, row) : {};
}
