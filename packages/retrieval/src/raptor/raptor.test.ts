import { DEFAULT_RAPTOR_PROMPT } from '@app/contract/parser-config';
import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens.js';
import { buildRaptorSummaries, type TRaptorConfig, type TRaptorSource } from './raptor.js';
import { embedTopics, summarizeTopics, TOPICS } from './raptor.test-helper.js';

const config: TRaptorConfig = {
  prompt: DEFAULT_RAPTOR_PROMPT,
  max_token: 256,
  threshold: 0.1,
  max_cluster: 64,
  random_seed: 0,
};

/** 10 chunks per topic, the topics on pages 1–10, 11–20 and 21–30. */
const chunks: TRaptorSource[] = TOPICS.flatMap((topic, t) =>
  Array.from({ length: 10 }, (_, i) => ({
    content: `Passage ${i}: the ${topic} discussion, with figures $${i * 7} million.`,
    pageFrom: t * 10 + i + 1,
    pageTo: t * 10 + i + 1,
  })),
);

describe('buildRaptorSummaries', () => {
  it('summarises each topic cluster, then the summaries, up to one root', async () => {
    const layers: { layer: number; nodes: number; clusters: number }[] = [];
    const summaries = await buildRaptorSummaries(chunks, config, {
      embed: embedTopics,
      summarize: summarizeTopics,
      onLayer: (layer) => layers.push(layer),
    });
    expect(layers[0]).toEqual({ layer: 1, nodes: 30, clusters: 3 });
    const first = summaries.filter((s) => s.layer === 1).map((s) => s.draft);
    expect(first.map((d) => [d.content, d.pageFrom, d.pageTo])).toEqual([
      ['Summary of 10 passages about revenue.', 1, 10],
      ['Summary of 10 passages about litigation.', 11, 20],
      ['Summary of 10 passages about china.', 21, 30],
    ]);
    const root = summaries.at(-1)!;
    expect(root.draft).toMatchObject({ contentType: 'summary', pageFrom: 1, pageTo: 30, headings: [] });
    expect(root.draft.content).toMatch(/^Summary of [23] passages about revenue and litigation and china\.$/u);
    expect(layers.at(-1)!.clusters).toBe(1);
    for (const { draft, embedding } of summaries) {
      expect(draft.tokenCount).toBe(countTokens(draft.content));
      expect(embedding).toHaveLength(16);
    }
  });

  it('repeats exactly for the same seed', async () => {
    const run = () => buildRaptorSummaries(chunks, config, { embed: embedTopics, summarize: summarizeTopics });
    expect(await run()).toEqual(await run());
  });

  it('fills the user prompt, cuts each text to its share of the context, strips thinking', async () => {
    const prompts: string[] = [];
    const template = 'Summarise for an analyst:\n{cluster_content}\nKeep numbers.';
    const share = Math.floor((1000 - 100 - countTokens(template)) / 2);
    const long = [
      {
        content: `revenue ${'growth was strong across every region and product line. '.repeat(200)}`,
        pageFrom: 1,
        pageTo: 1,
      },
      { content: 'revenue fell in one quarter.', pageFrom: 2, pageTo: 2 },
    ];
    const summaries = await buildRaptorSummaries(
      long,
      { ...config, prompt: template, max_token: 100 },
      {
        embed: embedTopics,
        summarize: async (prompt, texts, maxTokens) => {
          prompts.push(prompt);
          expect(maxTokens).toBe(100);
          for (const text of texts) expect(countTokens(text)).toBeLessThanOrEqual(share);
          return '<think>the user wants…</think>\nRevenue grew, then fell once.';
        },
      },
      { contextTokens: 1000 },
    );
    expect(prompts).toHaveLength(1);
    expect(prompts[0]!.startsWith('Summarise for an analyst:\nrevenue growth was strong')).toBe(true);
    expect(prompts[0]!.endsWith('revenue fell in one quarter.\nKeep numbers.')).toBe(true);
    expect(countTokens(prompts[0]!)).toBeLessThanOrEqual(1000 - 100);
    expect(summaries.map((s) => s.draft.content)).toEqual(['Revenue grew, then fell once.']);
  });

  it('embeds only the chunks that come without an embedding', async () => {
    const embedded: string[] = [];
    const sources = await Promise.all(
      chunks.map(async (chunk, i) =>
        i % 2 === 0 ? { ...chunk, embedding: (await embedTopics([chunk.content]))[0] } : chunk,
      ),
    );
    await buildRaptorSummaries(sources, config, {
      embed: async (texts) => {
        embedded.push(...texts);
        return embedTopics(texts);
      },
      summarize: summarizeTopics,
    });
    expect(embedded.filter((text) => text.startsWith('Passage'))).toHaveLength(15);
  });

  it('stops before a layer that would pass maxSummaries, keeping the layers below', async () => {
    let calls = 0;
    const callbacks = {
      embed: embedTopics,
      summarize: async (prompt: string, texts: string[]) => {
        calls++;
        return summarizeTopics(prompt, texts);
      },
    };
    const whole = await buildRaptorSummaries(chunks, config, callbacks);
    expect(whole.length).toBeGreaterThan(3);
    calls = 0;
    const cut = await buildRaptorSummaries(chunks, config, callbacks, { maxSummaries: 3 });
    expect(calls).toBe(3);
    expect(cut).toEqual(whole.filter((summary) => summary.layer === 1));
    expect(await buildRaptorSummaries(chunks, config, callbacks, { maxSummaries: 2 })).toEqual([]);
  });

  it('returns nothing for one chunk, and fails on an empty summary or an abort', async () => {
    const callbacks = { embed: embedTopics, summarize: summarizeTopics };
    expect(await buildRaptorSummaries(chunks.slice(0, 1), config, callbacks)).toEqual([]);
    await expect(
      buildRaptorSummaries(chunks, config, { embed: embedTopics, summarize: async () => '<think>…</think>  ' }),
    ).rejects.toThrow(/empty summary/u);
    const controller = new AbortController();
    controller.abort();
    await expect(buildRaptorSummaries(chunks, config, { ...callbacks, signal: controller.signal })).rejects.toThrow();
  });
});

describe('buildRaptorSummaries with an injected clusterer', () => {
  it('uses it, and refuses clusters that do not shrink the layer', async () => {
    const calls: number[] = [];
    const summaries = await buildRaptorSummaries(
      chunks.slice(0, 4),
      config,
      { embed: embedTopics, summarize: summarizeTopics },
      {
        cluster: async (embeddings) => {
          calls.push(embeddings.length);
          return embeddings.length === 4
            ? [
                [0, 1],
                [2, 3],
              ]
            : [[0, 1]];
        },
      },
    );
    expect(calls).toEqual([4, 2]);
    expect(summaries.map((s) => [s.layer, s.draft.pageFrom, s.draft.pageTo])).toEqual([
      [1, 1, 2],
      [1, 3, 4],
      [2, 1, 4],
    ]);
    await expect(
      buildRaptorSummaries(
        chunks.slice(0, 3),
        config,
        { embed: embedTopics, summarize: summarizeTopics },
        {
          cluster: async () => [[0], [1], [2]],
        },
      ),
    ).rejects.toThrow(/no smaller layer/u);
  });
});
