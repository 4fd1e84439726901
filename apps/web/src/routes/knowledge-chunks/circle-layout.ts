/** A node placed on the drawing, with its radius. */
export type TPlacedNode = { id: string; x: number; y: number; r: number };

/** The largest number of entities drawn; the most central ones are kept. */
export const MAX_GRAPH_NODES = 120;

/**
 * Places nodes on a circle (the heaviest first, so the most central entities sit together at the
 * top), each node's radius growing with its weight. No physics: the same graph always draws the
 * same way, instantly, without a graph library.
 */
export function circleLayout(nodes: readonly { id: string; weight: number }[], size: number): TPlacedNode[] {
  const sorted = [...nodes].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id)).slice(0, MAX_GRAPH_NODES);
  const maxWeight = Math.max(...sorted.map((node) => node.weight), 0);
  const center = size / 2;
  const ring = size / 2 - 60;
  return sorted.map((node, index) => {
    const angle = (2 * Math.PI * index) / sorted.length - Math.PI / 2;
    const share = maxWeight > 0 ? Math.max(0, node.weight) / maxWeight : 0;
    return {
      id: node.id,
      x: sorted.length === 1 ? center : center + ring * Math.cos(angle),
      y: sorted.length === 1 ? center : center + ring * Math.sin(angle),
      r: 4 + 8 * Math.sqrt(share),
    };
  });
}
