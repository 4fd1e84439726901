import { describe, expect, it } from 'vitest';
import { extractKnowledgeGraph } from './extract-graph.js';
import { mergeGraph, topOfGraph } from './merge-graph.js';
import type { TGraphExtraction } from './types.js';

const relation = (source: string, target: string, description: string, strength: number) => ({
  source,
  target,
  description,
  strength,
  keywords: [],
});

describe('mergeGraph', () => {
  it('merges mentions by normalised name, keeps the usual spelling and type, sums relation strengths', () => {
    const extractions: TGraphExtraction[] = [
      {
        entities: [
          { name: 'Coca-Cola Company', type: 'organization', description: 'Beverage maker.' },
          { name: 'Warren Buffett', type: 'person', description: 'Investor.' },
        ],
        relations: [relation('Warren Buffett', 'Coca-Cola Company', 'Berkshire holds shares.', 8)],
      },
      {
        entities: [
          { name: 'coca-cola  company', type: 'organization', description: 'beverage maker.' },
          { name: 'Coca-Cola Company', type: 'category', description: 'Pays dividends.' },
          { name: 'Ｗarren Buffett', type: 'person', description: 'Investor.' },
        ],
        relations: [
          relation('Coca-Cola Company', 'warren buffett', 'Largest holder since 1988.', 5),
          relation('Coca-Cola Company', 'PepsiCo', 'Rival (never declared).', 9),
        ],
      },
    ];
    expect(mergeGraph(extractions)).toEqual({
      nodes: [
        {
          id: 'Coca-Cola Company',
          type: 'organization',
          description: 'Beverage maker.\nPays dividends.',
          weight: 3,
        },
        { id: 'Warren Buffett', type: 'person', description: 'Investor.', weight: 2 },
      ],
      edges: [
        {
          source: 'Warren Buffett',
          target: 'Coca-Cola Company',
          description: 'Berkshire holds shares.\nLargest holder since 1988.',
          weight: 13,
        },
      ],
    });
  });

  it('keeps the heaviest nodes and the edges among them for the graph view', () => {
    const graph = {
      nodes: [
        { id: 'A', type: 'x', description: '', weight: 5 },
        { id: 'B', type: 'x', description: '', weight: 1 },
        { id: 'C', type: 'x', description: '', weight: 3 },
      ],
      edges: [
        { source: 'A', target: 'B', description: '', weight: 1 },
        { source: 'A', target: 'C', description: '', weight: 2 },
      ],
    };
    expect(topOfGraph(graph, 2)).toEqual({
      nodes: [graph.nodes[0], graph.nodes[2]],
      edges: [graph.edges[1]],
    });
  });
});

describe('extractKnowledgeGraph', () => {
  const line = (record: object) => JSON.stringify(record);

  it('asks once per chunk with light, gleans with general until nothing is added, and merges', async () => {
    const conversations: number[] = [];
    const chat = async (messages: { role: string; content: string }[]) => {
      conversations.push(messages.length);
      const text = messages[1]!.content;
      const round = (messages.length - 2) / 2;
      if (round === 0 && text.includes('Apple')) {
        return line({ kind: 'entity', name: 'Apple', type: 'organization', description: 'Phones.' });
      }
      if (round === 1 && text.includes('Apple')) {
        return [
          line({ kind: 'entity', name: 'Foxconn', type: 'organization', description: 'Assembler.' }),
          line({
            kind: 'relation',
            source: 'Foxconn',
            target: 'Apple',
            description: 'Assembles iPhones.',
            strength: 7,
          }),
        ].join('\n');
      }
      return '';
    };
    const general = await extractKnowledgeGraph(['Apple and Foxconn.', 'Nothing here.'], chat, {
      method: 'general',
      gleanings: 2,
    });
    expect(general.graph.nodes.map((n) => n.id)).toEqual(['Apple', 'Foxconn']);
    expect(general.graph.edges).toEqual([
      { source: 'Foxconn', target: 'Apple', description: 'Assembles iPhones.', weight: 7 },
    ]);
    // Chunk 1: ask, glean (adds), glean (adds nothing: stop). Chunk 2: ask, glean (nothing).
    expect(conversations.sort()).toEqual([2, 2, 4, 4, 6]);

    conversations.length = 0;
    const light = await extractKnowledgeGraph(['Apple and Foxconn.'], chat, { method: 'light' });
    expect(conversations).toEqual([2]);
    expect(light.graph.nodes.map((n) => n.id)).toEqual(['Apple']);
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(extractKnowledgeGraph(['a'], async () => '', { signal: controller.signal })).rejects.toThrow();
  });
});
