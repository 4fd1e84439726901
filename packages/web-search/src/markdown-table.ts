/** One table cell as read: its text and how many columns it spans. @internal */
export type TTableCell = { text: string; span: number };

/** A currency sign or an opening parenthesis alone in a cell belongs to the number after it. */
const CURRENCY = /^[$€£¥]?\s*\(?$/;
const CLOSER = /^\)?\s*%?\)?$/;

/**
 * A table's rows as Markdown table lines (first row as header). SEC filings put `$` before and
 * `)` or `%` after a number in cells of their own and leave spacer columns empty: these are joined
 * to their numbers and the empty columns dropped; a header spanning several columns lands on the
 * first column under it that holds data. A table left with one column or one row (a layout
 * table) reads as plain lines.
 * @internal
 */
export function tableToMarkdown(rows: TTableCell[][]): string[] {
  const placed = rows.map((row) => {
    let start = 0;
    const cells = row.map((cell) => {
      const entry = { text: cell.text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').trim(), start, span: cell.span };
      start += cell.span;
      return entry;
    });
    for (const [i, cell] of cells.entries()) {
      if (cell.text !== '' && CURRENCY.test(cell.text)) {
        const next = cells.slice(i + 1).find((c) => c.text !== '');
        if (next && !CURRENCY.test(next.text)) {
          next.text = `${cell.text.replace(/\s+/g, '')}${next.text}`;
          cell.text = '';
        }
      } else if (cell.text !== '' && CLOSER.test(cell.text)) {
        const previous = cells.slice(0, i).findLast((c) => c.text !== '');
        if (previous) {
          previous.text += cell.text.replace(/\s+/g, '');
          cell.text = '';
        }
      }
    }
    return cells.filter((cell) => cell.text !== '');
  });
  const used = new Set<number>();
  for (const row of placed) for (const cell of row) if (cell.span === 1) used.add(cell.start);
  const target = (cell: { start: number; span: number }): number => {
    for (let column = cell.start; column < cell.start + cell.span; column++) if (used.has(column)) return column;
    return cell.start;
  };
  for (const row of placed) for (const cell of row) if (cell.span > 1) used.add(target(cell));
  const columns = [...used].sort((a, b) => a - b);
  const grid = placed
    .filter((row) => row.length > 0)
    .map((row) => {
      const line = columns.map(() => '');
      for (const cell of row) {
        const index = columns.indexOf(target(cell));
        line[index] = line[index] ? `${line[index]} ${cell.text}` : cell.text;
      }
      return line;
    });
  if (grid.length === 0) return [];
  if (columns.length < 2 || grid.length < 2) return grid.map((line) => line.filter(Boolean).join(' '));
  const escapePipes = (text: string) => text.replace(/\|/g, '\\|');
  const render = (line: string[]) => `| ${line.map(escapePipes).join(' | ')} |`;
  const [header, ...body] = grid;
  return [render(header ?? []), `| ${columns.map(() => '---').join(' | ')} |`, ...body.map(render)];
}
