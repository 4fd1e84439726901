import { CellTable } from '../../../components/cell-table';
import { highlightSegments, type THighlightSegment } from './highlight-segments';
import { highlightTable } from './highlight-table';

/**
 * A passage with the question's terms marked, rendered as text only (see `highlightSegments`); a
 * Markdown table chunk as a table whose cells keep their marks.
 */
export function HighlightedText({
  highlight,
  content,
  isTable,
}: {
  highlight: string | null;
  content: string;
  isTable: boolean;
}) {
  const segments = highlightSegments(highlight ?? asUnmarkedHighlight(content));
  const table = isTable ? highlightTable(segments) : null;
  if (!table) {
    return (
      <p className="text-sm whitespace-pre-wrap break-words text-ink" data-testid="retrieval-result-content">
        <Segments segments={segments} />
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 overflow-x-auto" data-testid="retrieval-result-content">
      {table.before.length > 0 ? (
        <p className="text-sm font-medium whitespace-pre-wrap text-ink">
          <Segments segments={table.before} />
        </p>
      ) : null}
      <CellTable header={table.header} body={table.body} renderCell={renderSegments} />
      {table.after.length > 0 ? (
        <p className="text-sm whitespace-pre-wrap text-ink">
          <Segments segments={table.after} />
        </p>
      ) : null}
    </div>
  );
}

function renderSegments(segments: readonly THighlightSegment[]) {
  return <Segments segments={segments} />;
}

function Segments({ segments }: { segments: readonly THighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one passage never reorder.
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-accent" data-testid="highlight-match">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one passage never reorder.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** Plain content read as a highlight with no match: `&` and `<` escaped so they come back as themselves. */
function asUnmarkedHighlight(content: string): string {
  return content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
