import type { TLlmClient, TLlmUsage } from './client.js';

/** An 8×8 red PNG: the smallest picture every vision model here accepts. */
const TEST_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQKADxhP8HDIGHKAAAAAElFTkSuQmCC',
  'base64',
);

export type TConnectionTest = { sample: string; usage: TLlmUsage; latencyMs: number };

/**
 * Tests a model with the smallest real request of its type: a one-word chat reply, a short
 * description of a tiny picture, one embedding, a two-document rerank, a one-word speech. Throws
 * the provider's failure as `LlmError`.
 * @public
 */
export async function testConnection(
  client: TLlmClient,
  now: () => number = performance.now.bind(performance),
): Promise<TConnectionTest> {
  const startedAt = now();
  const done = (sample: string, usage: TLlmUsage = { inputTokens: 0, outputTokens: 0 }) => ({
    sample,
    usage,
    latencyMs: Math.round(now() - startedAt),
  });
  switch (client.connection.modelType) {
    case 'chat': {
      const reply = await client.chat({
        messages: [{ role: 'user', content: 'This is a connection test. Reply with the single word OK.' }],
        maxOutputTokens: 16,
      });
      return done(reply.text.slice(0, 200), reply.usage);
    }
    case 'image2text': {
      const reply = await client.describeImage({
        image: TEST_IMAGE,
        mediaType: 'image/png',
        prompt: 'This is a connection test. Name the colour of this picture in one word.',
      });
      return done(reply.text.slice(0, 200), reply.usage);
    }
    case 'embedding': {
      const result = await client.embed(['Intrinsic connection test']);
      return done(String(result.embeddings[0]?.length ?? 0), result.usage);
    }
    case 'rerank': {
      const result = await client.rerank('revenue growth', ['Revenue growth was 12%.', 'The office moved.']);
      return done(result.scores.map((score) => score.toFixed(3)).join(', '), result.usage);
    }
    case 'tts': {
      const result = await client.speak({ text: 'OK' });
      return done(String(result.audio.byteLength));
    }
    case 'web_search':
      // A web-search provider is no model: the server tests it with one search (`@app/web-search`).
      throw new Error(`${client.connection.factory} is a web-search provider, not a model`);
  }
}
