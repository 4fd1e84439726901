import type { ReactNode } from 'react';

/** A header cell of every table of text the app draws (a chunk's, a retrieved passage's, a reply's). */
export const TABLE_HEADER_CELL_CLASS = 'border border-line bg-surface-muted px-2 py-1 text-left font-semibold';
/** A body cell of the same tables. */
export const TABLE_CELL_CLASS = 'border border-line px-2 py-1';

/**
 * A table of cells already read out of a document (an HTML table's text, a Markdown table's marked
 * segments), each drawn by `renderCell`; no header row when `header` is empty.
 */
export function CellTable<T>({
  header,
  body,
  renderCell,
}: {
  header: readonly T[];
  body: readonly (readonly T[])[];
  renderCell: (cell: T) => ReactNode;
}) {
  return (
    <table className="min-w-full border-collapse text-xs tabular-nums">
      {header.length > 0 ? (
        <thead>
          <tr>
            {header.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never reorder.
              <th key={index} className={TABLE_HEADER_CELL_CLASS}>
                {renderCell(cell)}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {body.map((cells, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows never reorder.
          <tr key={rowIndex}>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never reorder.
              <td key={index} className={TABLE_CELL_CLASS}>
                {renderCell(cell)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
