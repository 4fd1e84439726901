import { LlmError, type TLlmClient } from '@app/llm';
import { embeddingBatches } from '../embedding-text.js';

/** Vectors of `texts` in their order, by the knowledge base's model in the parse job's batches. */
export async function embedTexts(
  client: TLlmClient,
  texts: readonly string[],
  signal: AbortSignal,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (const batch of embeddingBatches(texts, (text) => text)) {
    const { embeddings } = await client.embed(batch, signal);
    if (embeddings.length !== batch.length)
      throw new LlmError('LLM_BAD_RESPONSE', { provider: client.connection.factory });
    vectors.push(...embeddings);
  }
  return vectors;
}
