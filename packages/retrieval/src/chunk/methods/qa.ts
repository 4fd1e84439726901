/**
 * Q&A: question-and-answer pairs, each a chunk "Question: …\tAnswer: …" with the question in
 * `questions` (RAGFlow's qa method). Pairs come from two-column tables (question, answer) and from text
 * marked `Q:`/`A:`, `Question:`/`Answer:`, `问：`/`答：`; without either, headings are the questions and
 * the text under them the answers. An answer over the budget is cut, the question repeated in each part.
 * Other tables are chunks of their own; text outside any pair is chunked as General does.
 */
import { countTokens } from '../../tokens.js';
import { orderedDraft, type TOrderedDraft } from '../draft.js';
import type { TFlowItem } from '../flow.js';
import { packToBudget } from '../segments.js';
import { normalizeTable } from '../table-render.js';
import {
  addText,
  createTextChunker,
  type TChunkMethodFn,
  type TMethodContext,
  type TTableItem,
  tableDrafts,
  textBlockOf,
} from './shared.js';

type TPair = { question: string; answer: string; pageFrom: number; pageTo: number; seq: number };

const QUESTION_MARK = /(?:^|(?<=[\s。！？!?.]))(?:Q(?:uestion)?|问题?|Pregunta|Pertanyaan)\s*\d{0,4}\s*[:：]\s*/giu;
const ANSWER_MARK = /(?:^|(?<=\s|[。！？!?.]))(?:A(?:nswer)?|答案?|Respuesta|Jawaban)\s*\d{0,4}\s*[:：]\s*/giu;

export const chunkQa: TChunkMethodFn = (context) => {
  const drafts: TOrderedDraft[] = [];
  const tablePairs: TPair[] = [];
  for (const item of context.flow) {
    if (item.kind !== 'table') continue;
    const pairs = isQaTable(item) ? tableRowPairs(item) : [];
    if (pairs.length > 0) tablePairs.push(...pairs);
    else drafts.push(...tableDrafts(item, context));
  }
  const textItems = context.flow.filter((item) => item.kind !== 'table');
  let { pairs, loose } = markedPairs(textItems);
  if (pairs.length === 0 && tablePairs.length === 0) ({ pairs, loose } = headingPairs(textItems));

  const chunker = createTextChunker(context, { isHeadingPrefixed: false });
  for (const item of loose) {
    const block = textBlockOf(item);
    if (block) addText(chunker, block, context);
  }
  return [...chunker.finish(), ...drafts, ...[...tablePairs, ...pairs].flatMap((pair) => pairDrafts(pair, context))];
};

function pairDrafts(pair: TPair, context: TMethodContext): TOrderedDraft[] {
  const question = `Question: ${pair.question}\tAnswer: `;
  const room = Math.max(1, context.config.chunkTokens - countTokens(question));
  return packToBudget(pair.answer, room).map((part) =>
    orderedDraft(pair.seq, {
      content: `${question}${part.trim()}`,
      contentType: 'text',
      pageFrom: pair.pageFrom,
      pageTo: pair.pageTo,
      headings: [],
      questions: [pair.question],
    }),
  );
}

/** Two columns: question, answer. */
function isQaTable(item: TTableItem): boolean {
  return normalizeTable(item.table).width === 2;
}

function tableRowPairs(item: TTableItem): TPair[] {
  return normalizeTable(item.table).body.flatMap(([question = '', answer = '']) =>
    question && answer ? [{ question, answer, pageFrom: item.page, pageTo: item.page, seq: item.seq }] : [],
  );
}

/**
 * Pairs from `Q:` / `A:` marks. A mark may start a block or follow a sentence inside one (readers join
 * a paragraph's lines); an answer mark counts only after a question mark, else it is text.
 */
function markedPairs(items: readonly TFlowItem[]): { pairs: TPair[]; loose: TFlowItem[] } {
  const pairs: TPair[] = [];
  const loose: TFlowItem[] = [];
  let open: TOpenPair | null = null;
  const closeOpen = () => {
    const pair = open as TOpenPair | null;
    if (pair?.question.trim() && pair.answer.trim()) {
      pairs.push({ ...pair, question: pair.question.trim(), answer: pair.answer.trim() });
    }
    open = null;
  };
  for (const item of items) {
    const text = itemText(item);
    if (!text) continue;
    const marks = [
      ...[...text.matchAll(QUESTION_MARK)].map((match) => ({ isQuestion: true, match })),
      ...[...text.matchAll(ANSWER_MARK)].map((match) => ({ isQuestion: false, match })),
    ].sort((a, b) => a.match.index - b.match.index);
    let cursor = 0;
    const takeText = (end: number) => {
      const piece = text.slice(cursor, end);
      if (open) appendTo(open, piece, item);
      else if (piece.trim() !== '') loose.push(withText(item, piece.trim()));
    };
    for (const { isQuestion, match } of marks) {
      if (match.index < cursor) continue;
      const current = open as TOpenPair | null;
      if (!isQuestion && current?.part !== 'question') continue;
      takeText(match.index);
      if (isQuestion) {
        closeOpen();
        open = { question: '', answer: '', pageFrom: item.page, pageTo: item.page, seq: item.seq, part: 'question' };
      } else if (current) {
        current.part = 'answer';
      }
      cursor = match.index + match[0].length;
    }
    takeText(text.length);
  }
  closeOpen();
  return { pairs, loose: pairs.length > 0 ? loose : [...items] };
}

function itemText(item: TFlowItem): string | null {
  if (item.kind === 'image') return item.alt;
  return item.kind === 'table' ? null : item.text;
}

function withText(item: TFlowItem, text: string): TFlowItem {
  if (item.kind === 'image') return { ...item, alt: text };
  if (item.kind === 'heading' || item.kind === 'paragraph') return { ...item, text };
  return item;
}

type TOpenPair = TPair & { part: 'question' | 'answer' };

function appendTo(pair: TOpenPair, text: string, item: TFlowItem): void {
  if (text.trim() === '') return;
  pair[pair.part] = pair[pair.part] ? `${pair[pair.part]}\n${text.trim()}` : text.trim();
  pair.pageTo = Math.max(pair.pageTo, item.page);
}

/** Each heading a question, the text under it (to the next heading) its answer. */
function headingPairs(items: readonly TFlowItem[]): { pairs: TPair[]; loose: TFlowItem[] } {
  const pairs: TPair[] = [];
  const loose: TFlowItem[] = [];
  let open: TPair | null = null;
  for (const item of items) {
    if (item.kind === 'heading') {
      if (open?.answer) pairs.push(open);
      open = { question: item.text, answer: '', pageFrom: item.page, pageTo: item.page, seq: item.seq };
      continue;
    }
    const text = itemText(item);
    if (!text) continue;
    if (open) {
      open.answer = open.answer ? `${open.answer}\n${text}` : text;
      open.pageTo = Math.max(open.pageTo, item.page);
    } else {
      loose.push(item);
    }
  }
  if (open?.answer) pairs.push(open);
  return { pairs, loose: pairs.length > 0 ? loose : [...items] };
}
