import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { htmlTableRows, type TTableRows } from './html-table';

const TABLE_COMPONENTS: Components = {
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-xs tabular-nums">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th style={style} className="border border-line bg-surface-muted px-2 py-1 text-left font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border border-line px-2 py-1">
      {children}
    </td>
  ),
  p: ({ children }) => <p className="my-1 whitespace-pre-wrap">{children}</p>,
};

/**
 * A chunk's text as it reads: a table chunk as a table (Markdown through GitHub tables with raw HTML
 * dropped and no images loaded; an HTML table through its cells' text), anything else as text.
 */
export function ChunkContent({ content, contentType }: { content: string; contentType: string }) {
  if (contentType === 'table') {
    const htmlTable = htmlTableRows(content);
    if (htmlTable) return <CellTable rows={htmlTable} />;
    return (
      <div className="text-sm text-ink" data-testid="chunk-table">
        <ReactMarkdown
          remarkPlugins={[remarkGfm]}
          skipHtml
          disallowedElements={['img']}
          unwrapDisallowed
          components={TABLE_COMPONENTS}
        >
          {content}
        </ReactMarkdown>
      </div>
    );
  }
  return <p className="text-sm whitespace-pre-wrap break-words text-ink">{content}</p>;
}

function CellTable({ rows }: { rows: TTableRows }) {
  return (
    <div className="overflow-x-auto" data-testid="chunk-table">
      <table className="min-w-full border-collapse text-xs tabular-nums">
        {rows.header.length > 0 ? (
          <thead>
            <tr>
              {rows.header.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never reorder.
                <th key={index} className="border border-line bg-surface-muted px-2 py-1 text-left font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.body.map((cells, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows never reorder.
            <tr key={rowIndex}>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never reorder.
                <td key={index} className="border border-line px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
