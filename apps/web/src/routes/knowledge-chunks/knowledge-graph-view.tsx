import { type TKnowledgeGraphData, useKnowledgeGraph } from '../../api/knowledge-chunks';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { occurrenceKeys } from '../knowledge/utils/occurrence-keys';
import { circleLayout, MAX_GRAPH_NODES } from './circle-layout';

const SIZE = 640;

/** A document's knowledge graph, or the server's reason it has none (no chat model, not built yet…). */
export function KnowledgeGraphView({ docId }: { docId: string }) {
  const { t } = useAppTranslation();
  const graph = useKnowledgeGraph(docId, true);
  if (graph.isPending) {
    return <LoadingStatus />;
  }
  if (graph.isError) {
    return <LoadError error={graph.error} fallback={t('knowledge:graph.loadFailed')} />;
  }
  if (!graph.data.graph) {
    return (
      <p className="rounded-md bg-surface-muted px-4 py-3 text-sm text-ink" data-testid="graph-reason">
        {graph.data.reason?.message ?? t('knowledge:graph.none')}
      </p>
    );
  }
  return <GraphDrawing graph={graph.data.graph} />;
}

function GraphDrawing({ graph }: { graph: TKnowledgeGraphData }) {
  const { t } = useAppTranslation();
  const placed = circleLayout(graph.nodes, SIZE);
  const byId = new Map(placed.map((node) => [node.id, node]));
  const names = new Map(graph.nodes.map((node) => [node.id, node]));
  const edges = graph.edges.filter((edge) => byId.has(edge.source) && byId.has(edge.target));
  return (
    <figure className="flex flex-col gap-2" data-testid="knowledge-graph">
      <figcaption className="text-sm text-ink-muted">
        {t('knowledge:graph.summary', { nodes: graph.nodes.length, edges: graph.edges.length })}
        {graph.nodes.length > MAX_GRAPH_NODES ? ` ${t('knowledge:graph.truncated', { count: MAX_GRAPH_NODES })}` : ''}
      </figcaption>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t('knowledge:graph.label', { nodes: graph.nodes.length, edges: graph.edges.length })}
        className="w-full max-w-2xl rounded-xl border border-line bg-surface"
      >
        <g className="text-line-strong">
          {occurrenceKeys(edges, (edge) => `${edge.source}→${edge.target}`).map(({ item: edge, key }) => {
            const source = byId.get(edge.source);
            const target = byId.get(edge.target);
            if (!source || !target) return null;
            return (
              <line
                key={key}
                x1={source.x}
                y1={source.y}
                x2={target.x}
                y2={target.y}
                stroke="currentColor"
                strokeWidth={1}
                data-testid="graph-edge"
              >
                <title>{edge.description}</title>
              </line>
            );
          })}
        </g>
        {placed.map((node) => {
          const entity = names.get(node.id);
          const isRight = node.x >= SIZE / 2;
          return (
            <g key={node.id} data-testid="graph-node">
              <circle cx={node.x} cy={node.y} r={node.r} className="fill-accent">
                <title>{entity ? `${entity.name} (${entity.type}): ${entity.description}` : node.id}</title>
              </circle>
              <text
                x={node.x + (isRight ? node.r + 4 : -node.r - 4)}
                y={node.y + 4}
                textAnchor={isRight ? 'start' : 'end'}
                className="fill-ink text-[11px]"
              >
                {entity?.name ?? node.id}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
