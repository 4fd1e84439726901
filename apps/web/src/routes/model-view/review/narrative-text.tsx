import type { Components } from 'react-markdown';
import type { TReviewCellData, TReviewNarrativeData } from '../../../api/review';
import { LINK_CLASS } from '../../../components/button-styles';
import { MARKDOWN_CELL_COMPONENTS, SafeMarkdown } from '../../../components/safe-markdown';

const CELL_MARKER = /\[cell:([^\]\s]{1,200})\]/g;
const SOURCE_MARKER = /\[source:([^\]\s]{1,200})\]/g;
const CELL_HREF = /^#ai-cell-(\d+)$/;

/**
 * The reviewer's Markdown with its citations linked: a `[cell:id]` the answer resolved becomes a
 * chip (clicking it shows the cell's value and status), a `[source:id]` a link to the filing. A
 * marker of an id the answer did not resolve is left as written, unlinked.
 */
export function NarrativeText({
  narrative,
  onCell,
}: {
  narrative: TReviewNarrativeData;
  onCell: (cell: TReviewCellData) => void;
}) {
  const cellIndex = new Map(narrative.cells.map((cell, index) => [cell.id, index]));
  const sources = new Map(narrative.sources.map((source) => [source.id, source]));
  const text = narrative.text
    .replace(CELL_MARKER, (marker, id: string) => {
      const index = cellIndex.get(id);
      return index === undefined ? marker : `[${index + 1}](#ai-cell-${index})`;
    })
    .replace(SOURCE_MARKER, (marker, id: string) => {
      const url = sources.get(id)?.url;
      return url ? `[${id}](${url})` : marker;
    });
  const components: Components = {
    ...MARKDOWN_CELL_COMPONENTS,
    a: ({ href, children }) => {
      const match = href ? CELL_HREF.exec(href) : null;
      const cell = match ? narrative.cells[Number(match[1])] : undefined;
      if (cell) return <CellChip cell={cell} onClick={() => onCell(cell)} />;
      return (
        <a href={href} target="_blank" rel="noreferrer noopener" className={LINK_CLASS}>
          {children}
        </a>
      );
    },
  };
  return (
    <div className="prose-sm flex flex-col gap-2 text-sm text-ink" data-testid="ai-review-text">
      <SafeMarkdown text={text} components={components} />
    </div>
  );
}

function CellChip({ cell, onClick }: { cell: TReviewCellData; onClick: () => void }) {
  return (
    <button
      type="button"
      className="mx-0.5 inline-flex items-center rounded border border-accent/40 bg-accent/10 px-1.5 py-0 font-mono text-xs text-accent hover:bg-accent/20"
      onClick={onClick}
      data-testid={`ai-review-cell-${cell.id}`}
    >
      {cell.id}
    </button>
  );
}
