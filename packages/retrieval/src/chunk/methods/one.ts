/**
 * One: the whole document (its selected pages) is a single chunk, tables included in full — RAGFlow
 * does not cut it, whatever its length.
 */
import { orderedDraft } from '../draft.js';
import { renderTableParts } from '../table-render.js';
import { type TChunkMethodFn, tableFormat } from './shared.js';

export const chunkOne: TChunkMethodFn = (context) => {
  const parts: string[] = [];
  for (const item of context.flow) {
    if (item.kind === 'table') {
      parts.push(...renderTableParts(item.table, tableFormat(context), Number.POSITIVE_INFINITY));
    } else if (item.kind === 'image') {
      if (item.alt) parts.push(item.alt);
    } else if (item.kind === 'paragraph' && item.joiner !== undefined && parts.length > 0) {
      parts[parts.length - 1] += `${item.joiner}${item.text}`;
    } else {
      parts.push(item.text);
    }
  }
  const first = context.flow[0];
  if (!first || parts.length === 0) return [];
  return [
    orderedDraft(first.seq, {
      content: parts.join('\n'),
      contentType: 'text',
      pageFrom: first.page,
      pageTo: context.flow[context.flow.length - 1]!.page,
      headings: [],
    }),
  ];
};
