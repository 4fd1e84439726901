import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens.js';
import { graphPassages } from './graph-passages.js';
import type { TKnowledgeGraph } from './types.js';

const GRAPH: TKnowledgeGraph = {
  nodes: [
    { id: 'KPMG LLP', type: 'organization', description: 'The independent auditor.', weight: 2 },
    { id: 'Acme Corp', type: 'organization', description: 'Acme Corp makes anvils.', weight: 9 },
    { id: 'Jane Roe', type: 'person', description: '', weight: 2 },
  ],
  edges: [
    { source: 'Jane Roe', target: 'Acme Corp', description: 'Jane Roe is the CFO of Acme Corp.', weight: 3 },
    { source: 'KPMG LLP', target: 'Acme Corp', description: 'KPMG LLP audits Acme Corp.', weight: 8 },
  ],
};

describe('graphPassages', () => {
  it('gives one graph passage per entity, the most mentioned first, with its relations heaviest first', () => {
    const passages = graphPassages(GRAPH);
    expect(passages.map((passage) => passage.content)).toEqual([
      [
        'Acme Corp (organization)',
        'Acme Corp makes anvils.',
        'KPMG LLP → Acme Corp: KPMG LLP audits Acme Corp.',
        'Jane Roe → Acme Corp: Jane Roe is the CFO of Acme Corp.',
      ].join('\n'),
      'Jane Roe (person)\nJane Roe → Acme Corp: Jane Roe is the CFO of Acme Corp.',
      'KPMG LLP (organization)\nThe independent auditor.\nKPMG LLP → Acme Corp: KPMG LLP audits Acme Corp.',
    ]);
    for (const passage of passages) {
      expect(passage).toMatchObject({ contentType: 'graph', pageFrom: 0, pageTo: 0, headings: [] });
      expect(passage.tokenCount).toBe(countTokens(passage.content));
    }
  });

  it('keeps the heaviest entities and each passage within its tokens', () => {
    const many: TKnowledgeGraph = {
      nodes: [{ id: 'Hub', type: 'organization', description: 'word '.repeat(2000), weight: 100 }].concat(
        Array.from({ length: 50 }, (_, i) => ({
          id: `Party ${i}`,
          type: 'person',
          description: 'A party.',
          weight: i,
        })),
      ),
      edges: Array.from({ length: 50 }, (_, i) => ({
        source: `Party ${i}`,
        target: 'Hub',
        description: `Party ${i} deals with Hub on terms described at length ${'and more '.repeat(20)}`,
        weight: i,
      })),
    };
    const passages = graphPassages(many, { passages: 10, tokens: 120 });
    expect(passages).toHaveLength(10);
    expect(passages[0]!.content.startsWith('Hub (organization)\nword word')).toBe(true);
    expect(passages[1]!.content.startsWith('Party 49 (person)')).toBe(true);
    for (const passage of passages) expect(passage.tokenCount).toBeLessThanOrEqual(120);
    // A party's passage holds its one relation; the hub's is all description.
    expect(passages[1]!.content).toContain('Party 49 → Hub');
    expect(passages[0]!.content).not.toContain('→');
  });

  it('gives nothing for an empty graph', () => {
    expect(graphPassages({ nodes: [], edges: [] })).toEqual([]);
  });
});
