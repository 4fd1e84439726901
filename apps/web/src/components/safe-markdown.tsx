import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { TABLE_CELL_CLASS, TABLE_HEADER_CELL_CLASS } from './cell-table';

const REMARK_PLUGINS = [remarkGfm];
const DISALLOWED_ELEMENTS = ['img'];

/** A Markdown table's cells, drawn as `CellTable`'s; each caller sizes the table itself. */
export const MARKDOWN_CELL_COMPONENTS: Components = {
  th: ({ children, style }) => (
    <th style={style} className={TABLE_HEADER_CELL_CLASS}>
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className={TABLE_CELL_CLASS}>
      {children}
    </td>
  ),
};

/**
 * Markdown the app did not write (a model's reply, a document's chunk): GitHub tables, lists, code,
 * links. Raw HTML is dropped, never rendered, and images are not loaded (the text must not make the
 * browser fetch what it names); URLs go through react-markdown's safe-URL filter.
 */
export function SafeMarkdown({ text, components }: { text: string; components: Components }) {
  return (
    <ReactMarkdown
      remarkPlugins={REMARK_PLUGINS}
      skipHtml
      disallowedElements={DISALLOWED_ELEMENTS}
      unwrapDisallowed
      components={components}
    >
      {text}
    </ReactMarkdown>
  );
}
