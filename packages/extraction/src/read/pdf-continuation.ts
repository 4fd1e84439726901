/**
 * Statement tables that run over a page break: the next page starts with a table whose columns sit
 * where the previous table's columns are and that has no new statement title, so it is the same
 * table continued.
 */
import type { TSourceTable } from '../types.js';
import type { TGroup } from './columns.js';
import type { TPageTable } from './pdf-layout.js';

/** More context lines than this above the next page's table means new text, not a page header. */
const MAX_HEADER_LINES = 2;

type TOpen = TSourceTable & { columns: TGroup[] };

/**
 * Joins each page's tables into the document's tables, merging continued tables: the merged table
 * keeps its first page as `page` and the last page it reaches as `lastPage`; the continuation's
 * columns are mapped onto the first page's by position (a page may lack a column that holds no
 * value there, e.g. 附注), and a header row that the next page repeats is dropped.
 * @internal
 */
export function joinContinuedTables(pageTables: TPageTable[][]): TSourceTable[] {
  const out: TOpen[] = [];
  for (const tables of pageTables) {
    tables.forEach((table, i) => {
      const previous = out[out.length - 1];
      const mapping =
        i === 0 && previous && previous.lastPage === table.page - 1 ? continuedColumns(previous.columns, table) : null;
      if (previous && mapping) {
        const width = previous.columns.length;
        const repeated = new Set(previous.rows.slice(0, 3).map((row) => row.join('\u0000')));
        for (const row of table.rows) {
          const mapped: string[] = new Array(width).fill('');
          row.forEach((cell, j) => {
            const k = mapping[j]!;
            mapped[k] = mapped[k] ? `${mapped[k]} ${cell}` : cell;
          });
          if (!repeated.has(mapped.join('\u0000'))) previous.rows.push(mapped);
        }
        previous.lastPage = table.page;
        return;
      }
      const { page, title, context, rows, columns } = table;
      out.push({ page, lastPage: page, title, context, rows, columns });
    });
  }
  return out.map(({ columns: _, ...table }) => table);
}

/**
 * For the first table of a page that continues a table of the page before (whose columns are
 * `previousColumns`), the previous column each of its columns falls in; `null` when it is a new table.
 * @internal
 */
export function continuedColumns(previousColumns: TGroup[], next: TPageTable): number[] | null {
  const isContinuedTitle = next.title !== null && /continued|续/i.test(next.title);
  if (!isContinuedTitle && (next.hasHeading || next.context.length > MAX_HEADER_LINES)) return null;
  if (next.columns.length > previousColumns.length || next.columns.length < 2) return null;
  const mapping: number[] = [];
  for (const column of next.columns) {
    let best = -1;
    let bestOverlap = 0;
    previousColumns.forEach((candidate, k) => {
      const overlap = Math.min(candidate.end, column.end) - Math.max(candidate.start, column.start);
      if (overlap > bestOverlap) [best, bestOverlap] = [k, overlap];
    });
    // Each column lands in its own column, left to right, and the label column stays first.
    if (best < 0 || best <= (mapping[mapping.length - 1] ?? -1)) return null;
    mapping.push(best);
  }
  return mapping[0] === 0 ? mapping : null;
}
