/**
 * The text a chunk is embedded from: its section path, then its content. A 10-K's "Total net sales"
 * row means little alone; under "Item 8 › Consolidated Statements of Operations" it is findable by
 * meaning. Chunks without headings are embedded as they are.
 */
export function embeddingText(content: string, headings: readonly string[]): string {
  return headings.length > 0 ? `${headings.join(' › ')}\n${content}` : content;
}

/** Texts per embedding call: RAGFlow's batch size. */
export const EMBED_BATCH_TEXTS = 32;
/** Characters per embedding call, under the built-in model's 120,000 and a provider's request limits. */
export const EMBED_BATCH_CHARS = 100_000;

/** Consecutive slices of `items` of at most `EMBED_BATCH_TEXTS` items and `EMBED_BATCH_CHARS` characters (one longer item alone). */
export function embeddingBatches<T>(items: readonly T[], textOf: (item: T) => string): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let chars = 0;
  for (const item of items) {
    const length = textOf(item).length;
    if (batch.length > 0 && (batch.length >= EMBED_BATCH_TEXTS || chars + length > EMBED_BATCH_CHARS)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(item);
    chars += length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Embeds `batches` in order and gives each, with what `embed` returned for it, to `store`; the next
 * batch is embedded while one is stored, so the model and the database work at once (a 10-K's 236
 * chunks take about a second to store in PGlite). A failure of either ends it with that failure.
 */
export async function embedWhileStoring<T, TEmbedded>(
  batches: readonly T[][],
  embed: (batch: T[]) => Promise<TEmbedded>,
  store: (batch: T[], embedded: TEmbedded) => Promise<unknown>,
): Promise<void> {
  let embedding = batches[0] ? embed(batches[0]) : undefined;
  for (const [index, batch] of batches.entries()) {
    const embedded = await (embedding as Promise<TEmbedded>);
    const following = batches[index + 1];
    embedding = following ? embed(following) : undefined;
    // Its failure is seen when it is awaited; a failure of `store` first must not leave it unhandled.
    embedding?.catch(() => {});
    await store(batch, embedded);
  }
}
