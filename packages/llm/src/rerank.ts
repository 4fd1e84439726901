import { createJsonErrorResponseHandler, createJsonResponseHandler, postJsonToApi } from '@ai-sdk/provider-utils';
import { z } from 'zod';
import { baseUrlOf, type TLlmConnection } from './connection.js';
import type { TFetch } from './providers.js';

const ZRerankResponseSchema = z.object({
  results: z.array(z.object({ index: z.number().int().min(0), relevance_score: z.number() })),
  usage: z.object({ prompt_tokens: z.number().optional(), total_tokens: z.number().optional() }).optional(),
});

const ZErrorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]).optional() });

/**
 * Reranks documents with the `/rerank` protocol that Cohere and Jina defined and vLLM, llama.cpp
 * server, Xinference and others serve: `{model, query, documents, top_n}` → `{results: [{index,
 * relevance_score}]}`. Scores come back in the documents' order.
 * @internal
 */
export async function rerankDocuments(
  connection: TLlmConnection,
  input: { query: string; documents: readonly string[]; signal: AbortSignal; fetch: TFetch },
): Promise<{ scores: number[]; inputTokens: number }> {
  const { value } = await postJsonToApi({
    url: `${baseUrlOf(connection)}/rerank`,
    headers: connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {},
    body: { model: connection.model, query: input.query, documents: input.documents, top_n: input.documents.length },
    failedResponseHandler: createJsonErrorResponseHandler({
      errorSchema: ZErrorSchema,
      errorToMessage: (error) =>
        typeof error.error === 'string' ? error.error : (error.error?.message ?? 'rerank request failed'),
    }),
    successfulResponseHandler: createJsonResponseHandler(ZRerankResponseSchema),
    abortSignal: input.signal,
    fetch: input.fetch,
  });
  const scores = input.documents.map(() => Number.NaN);
  for (const result of value.results) if (result.index < scores.length) scores[result.index] = result.relevance_score;
  return { scores, inputTokens: value.usage?.prompt_tokens ?? value.usage?.total_tokens ?? 0 };
}
