/**
 * Table: every row of every table is a chunk, written as `header: value` pairs (RAGFlow's table method),
 * so a row found by search says what each value is. With `html4excel` a spreadsheet's tables stay HTML
 * tables instead (cut between rows, header repeated). Text outside tables is chunked as General does.
 */
import { orderedDraft, type TOrderedDraft } from '../draft.js';
import { normalizeTable } from '../table-render.js';
import {
  addText,
  createTextChunker,
  type TChunkMethodFn,
  type TTableItem,
  tableDrafts,
  tableFormat,
  textBlockOf,
} from './shared.js';

export const chunkTable: TChunkMethodFn = (context) => {
  const chunker = createTextChunker(context, { isHeadingPrefixed: false });
  const drafts: TOrderedDraft[] = [];
  const isHtml = tableFormat(context) === 'html';
  for (const item of context.flow) {
    if (item.kind === 'table') {
      drafts.push(...(isHtml ? tableDrafts(item, context) : rowDrafts(item)));
      continue;
    }
    const block = textBlockOf(item);
    if (block) addText(chunker, block, context);
  }
  return [...chunker.finish(), ...drafts];
};

function rowDrafts(item: TTableItem): TOrderedDraft[] {
  const { header, body } = normalizeTable(item.table);
  const names = columnNames(header, body[0]?.length ?? 0);
  const headings = item.table.title ? [...item.path, item.table.title] : [...item.path];
  return body.flatMap((row) => {
    const pairs = row.flatMap((value, i) => (value === '' ? [] : [`${names[i]}: ${value}`]));
    if (pairs.length === 0) return [];
    return [
      orderedDraft(item.seq, {
        content: pairs.join('; '),
        contentType: 'table',
        pageFrom: item.page,
        pageTo: item.page,
        headings,
      }),
    ];
  });
}

/** A column's name: its header cells joined (a repeated spanning cell once); "Column n" when it has none. */
export function columnNames(header: readonly string[][], width: number): string[] {
  return Array.from({ length: width }, (_, i) => {
    const cells = header.map((row) => row[i] ?? '').filter((cell) => cell !== '');
    const distinct = cells.filter((cell, j) => cells.indexOf(cell) === j);
    return distinct.length > 0 ? distinct.join(' ') : `Column ${i + 1}`;
  });
}
