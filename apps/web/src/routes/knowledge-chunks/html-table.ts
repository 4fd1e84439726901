/** Cells of a table chunk written as HTML (RAGFlow's "HTML for Excel"), as text. */
export type TTableRows = { header: string[]; body: string[][] };

/**
 * The rows of the first `<table>` in an HTML chunk, each cell as its text, or null when there is
 * none. Parsed by `DOMParser`, whose documents run no script and load nothing; only text comes out,
 * so nothing of the HTML itself is ever rendered.
 */
export function htmlTableRows(html: string): TTableRows | null {
  if (!/<table[\s>]/i.test(html)) return null;
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return null;
  const rows = Array.from(table.querySelectorAll('tr'), (row) =>
    Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
  ).filter((cells) => cells.length > 0);
  const first = table.querySelector('tr');
  const hasHeader = first !== null && first.querySelector('td') === null && first.querySelector('th') !== null;
  return hasHeader ? { header: rows[0] ?? [], body: rows.slice(1) } : { header: [], body: rows };
}
