import type { Components } from 'react-markdown';
import { CellTable } from '../../components/cell-table';
import { MARKDOWN_CELL_COMPONENTS, SafeMarkdown } from '../../components/safe-markdown';
import { htmlTableRows } from './html-table';

const TABLE_COMPONENTS: Components = {
  ...MARKDOWN_CELL_COMPONENTS,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-xs tabular-nums">{children}</table>
    </div>
  ),
  p: ({ children }) => <p className="my-1 whitespace-pre-wrap">{children}</p>,
};

/**
 * A chunk's text as it reads: a table chunk as a table (Markdown through `SafeMarkdown`; an HTML table
 * through its cells' text), anything else as text.
 */
export function ChunkContent({ content, contentType }: { content: string; contentType: string }) {
  if (contentType === 'table') {
    const htmlTable = htmlTableRows(content);
    if (htmlTable) {
      return (
        <div className="overflow-x-auto" data-testid="chunk-table">
          <CellTable header={htmlTable.header} body={htmlTable.body} renderCell={(cell) => cell} />
        </div>
      );
    }
    return (
      <div className="text-sm text-ink" data-testid="chunk-table">
        <SafeMarkdown text={content} components={TABLE_COMPONENTS} />
      </div>
    );
  }
  return <p className="text-sm whitespace-pre-wrap break-words text-ink">{content}</p>;
}
