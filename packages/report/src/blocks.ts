import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  type IParagraphOptions,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Token, Tokens } from 'marked';
import { renderInline, textRun } from './inline.js';
import { checkLimit } from './limits.js';
import type { RenderState } from './render-state.js';

export const ORDERED_LIST_REFERENCE = 'report-ordered-list';
/** A4 with the default one-inch margins, in twentieths of a point. */
const TEXT_WIDTH_TWIPS = 9026;
const QUOTE_INDENT_TWIPS = 567;

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/** Where a block sits: inside how many block quotes, and in which list item. */
interface BlockContext {
  quoteDepth: number;
  list?: { level: number; numbering?: IParagraphOptions['numbering']; bullet?: boolean; firstBlock: boolean };
}

/** Markdown's block tokens as Word paragraphs and tables. */
export function renderBlocks(tokens: readonly Token[], state: RenderState, context: BlockContext = { quoteDepth: 0 }) {
  const blocks: (Paragraph | Table)[] = [];
  for (const token of tokens) blocks.push(...renderBlock(token, state, context));
  return blocks;
}

function renderBlock(token: Token, state: RenderState, context: BlockContext): (Paragraph | Table)[] {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      return [new Paragraph({ heading: HEADINGS[heading.depth - 1], children: renderInline(heading.tokens, state) })];
    }
    case 'paragraph':
      return [paragraph(renderInline((token as Tokens.Paragraph).tokens, state), context)];
    case 'text': {
      const text = token as Tokens.Text;
      const runs = text.tokens ? renderInline(text.tokens, state) : [textRun(text.text, state, {})];
      return [paragraph(runs, context)];
    }
    case 'list':
      return renderList(token as Tokens.List, state, context);
    case 'blockquote':
      checkLimit(state.limits, 'nestingDepth', depthOf(context) + 1);
      return renderBlocks((token as Tokens.Blockquote).tokens, state, {
        ...context,
        quoteDepth: context.quoteDepth + 1,
      });
    case 'code':
      return renderCode(token as Tokens.Code, state, context);
    case 'table':
      return [renderTable(token as Tokens.Table, state)];
    case 'hr':
      return [new Paragraph({ thematicBreak: true })];
    case 'space':
    case 'def':
    case 'footnoteDefinition':
      return [];
    default:
      // Raw HTML blocks keep their source text, so no words of the report are lost.
      return token.raw.trim() ? [paragraph([textRun(token.raw.trim(), state, {})], context)] : [];
  }
}

/**
 * A paragraph in its context: the first block of a list item carries the bullet or number, later ones
 * line up under its text; in a block quote it is indented with a bar on its left.
 */
function paragraph(children: ParagraphChild[], context: BlockContext): Paragraph {
  const options: { -readonly [K in keyof IParagraphOptions]: IParagraphOptions[K] } = { children };
  const list = context.list;
  if (list?.firstBlock) {
    if (list.bullet) options.bullet = { level: list.level };
    else options.numbering = list.numbering;
    list.firstBlock = false;
  } else if (list) {
    options.indent = { left: 720 * (list.level + 1) + QUOTE_INDENT_TWIPS * context.quoteDepth };
  }
  if (context.quoteDepth > 0) {
    if (!list) options.indent = { left: QUOTE_INDENT_TWIPS * context.quoteDepth };
    options.border = { left: { style: BorderStyle.SINGLE, size: 12, color: 'BFBFBF', space: 8 } };
  }
  return new Paragraph(options);
}

function depthOf(context: BlockContext): number {
  return context.quoteDepth + (context.list ? context.list.level + 1 : 0);
}

function renderList(list: Tokens.List, state: RenderState, context: BlockContext): (Paragraph | Table)[] {
  checkLimit(state.limits, 'nestingDepth', depthOf(context) + 1);
  const level = context.list ? context.list.level + 1 : 0;
  let numbering: IParagraphOptions['numbering'];
  if (list.ordered) {
    state.orderedLists += 1;
    const start = typeof list.start === 'number' ? list.start : 1;
    if (start !== 1) state.listStarts.add(start);
    // Each list is an instance of its own, so its numbers start again rather than continue the last list's.
    numbering = { reference: orderedListReference(start), level, instance: state.orderedLists };
  }
  const blocks: (Paragraph | Table)[] = [];
  for (const item of list.items) {
    const itemContext: BlockContext = {
      quoteDepth: context.quoteDepth,
      list: { level, numbering, bullet: !list.ordered, firstBlock: true },
    };
    const tokens = item.tokens.filter((token) => token.type !== 'checkbox');
    const checkbox = item.tokens.find((token): token is Tokens.Checkbox => token.type === 'checkbox');
    const rendered = renderBlocks(withCheckbox(tokens, checkbox), state, itemContext);
    if (itemContext.list?.firstBlock) rendered.unshift(paragraph([], itemContext));
    blocks.push(...rendered);
  }
  return blocks;
}

export function orderedListReference(start: number): string {
  return start === 1 ? ORDERED_LIST_REFERENCE : `${ORDERED_LIST_REFERENCE}-from-${start}`;
}

/** A task item's box goes in front of its first line's text. */
function withCheckbox(tokens: Token[], checkbox: Tokens.Checkbox | undefined): Token[] {
  if (!checkbox) return tokens;
  const [first, ...rest] = tokens;
  if (first && (first.type === 'text' || first.type === 'paragraph') && 'tokens' in first && first.tokens) {
    return [{ ...first, tokens: [checkbox, ...first.tokens] } as Token, ...rest];
  }
  return [{ type: 'paragraph', raw: checkbox.raw, text: '', tokens: [checkbox] } as Tokens.Paragraph, ...tokens];
}

function renderCode(code: Tokens.Code, state: RenderState, context: BlockContext): Paragraph[] {
  const runs = code.text
    .split('\n')
    .map(
      (line, index) => new TextRun({ text: line, font: state.codeFont, size: 18, break: index > 0 ? 1 : undefined }),
    );
  const listIndent = context.list ? 720 * (context.list.level + 1) : 0;
  return [
    new Paragraph({
      children: runs,
      shading: { fill: 'F2F2F2' },
      indent: { left: listIndent + QUOTE_INDENT_TWIPS * context.quoteDepth },
    }),
  ];
}

function renderTable(table: Tokens.Table, state: RenderState): Table {
  state.tables += 1;
  checkLimit(state.limits, 'tables', state.tables);
  checkLimit(state.limits, 'tableRows', table.rows.length + 1);
  const columns = table.header.length;
  checkLimit(state.limits, 'tableColumns', columns);
  const columnWidth = Math.floor(TEXT_WIDTH_TWIPS / Math.max(1, columns));
  const cell = (source: Tokens.TableCell, column: number, header: boolean) =>
    new TableCell({
      shading: header ? { fill: 'E7E6E6' } : undefined,
      width: { size: columnWidth, type: WidthType.DXA },
      children: [
        new Paragraph({
          alignment: cellAlignment(table.align[column] ?? null, source.text, header),
          children: renderInline(source.tokens, state, { bold: header }),
        }),
      ],
    });
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => columnWidth),
    rows: [
      // A header row repeats at the top of each page the table runs onto.
      new TableRow({ tableHeader: true, children: table.header.map((source, column) => cell(source, column, true)) }),
      ...table.rows.map(
        (row) =>
          new TableRow({
            children: Array.from({ length: columns }, (_, column) =>
              cell(row[column] ?? { text: '', tokens: [], header: false, align: null }, column, false),
            ),
          }),
      ),
    ],
  });
}

const NUMBER = /^\(?[-+−]?[$€£¥]?\s?\d[\d,.\s]*(?:%|x|×|[kKmMbB]n?|bn)?\)?$/;

/** The column's alignment from the Markdown; numbers the Markdown left unaligned go right, as in a ledger. */
function cellAlignment(align: 'left' | 'center' | 'right' | null, text: string, header: boolean) {
  if (align === 'center') return AlignmentType.CENTER;
  if (align === 'right') return AlignmentType.RIGHT;
  if (align === 'left' || header) return AlignmentType.LEFT;
  return NUMBER.test(text.trim()) ? AlignmentType.RIGHT : AlignmentType.LEFT;
}
