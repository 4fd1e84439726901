import { describe, expect, it } from 'vitest';
import { circleLayout, MAX_GRAPH_NODES } from './circle-layout';

describe('circleLayout', () => {
  it('puts the heaviest node at the top of the circle and sizes nodes by weight', () => {
    const placed = circleLayout(
      [
        { id: 'b', weight: 1 },
        { id: 'a', weight: 4 },
        { id: 'c', weight: 0 },
      ],
      400,
    );
    expect(placed.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    const [top, second, third] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0]];
    expect(top.x).toBeCloseTo(200);
    expect(top.y).toBeCloseTo(60);
    expect(top.r).toBeCloseTo(12);
    expect(second.r).toBeCloseTo(8);
    expect(third.r).toBeCloseTo(4);
    for (const node of placed) expect(Math.hypot(node.x - 200, node.y - 200)).toBeCloseTo(140);
  });

  it('keeps the most central nodes when there are too many, and centres a lone one', () => {
    const nodes = Array.from({ length: MAX_GRAPH_NODES + 5 }, (_, index) => ({ id: `n${index}`, weight: index }));
    const placed = circleLayout(nodes, 640);
    expect(placed).toHaveLength(MAX_GRAPH_NODES);
    expect(placed.map((node) => node.id)).not.toContain('n0');
    expect(circleLayout([{ id: 'x', weight: 0 }], 640)).toEqual([{ id: 'x', x: 320, y: 320, r: 4 }]);
  });
});
