import {
  AlignmentType,
  Document,
  HeadingLevel,
  type ILevelsOptions,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { Marked, type Token, type Tokens } from 'marked';
import { orderedListReference, renderBlocks } from './blocks.js';
import { type FootnoteDefinitionToken, footnoteDefinition, footnoteReference } from './footnote-syntax.js';
import { renderInline } from './inline.js';
import { checkLimit, REPORT_LIMITS, ReportLimitError, type ReportLimits } from './limits.js';
import { deepestNesting } from './nesting.js';
import { newRenderState, type RenderState } from './render-state.js';
import { bodyFont, codeFont, wordLanguageTag } from './report-fonts.js';

export interface ReportDocumentOptions {
  /** The report's title: the document's title property and its first line. */
  title: string;
  /** The report's language (`en`, `zh`, `zh-TRADITIONAL`, …): picks fonts, Word's language tag and notes. */
  language: string;
  author?: string;
  createdAt: Date | string;
  /** Tighter limits than {@link REPORT_LIMITS}, e.g. in tests. */
  limits?: Partial<ReportLimits>;
}

const IMAGE_DATA = /(?<=data:image\/[\w.+-]+;base64,)[A-Za-z0-9+/=\s]+/gi;

const markdown = new Marked({ gfm: true, extensions: [footnoteReference, footnoteDefinition] });

/**
 * A research report's Markdown as a Word document (.docx bytes): headings as Word's heading styles,
 * lists, tables, block quotes, embedded PNG/JPEG pictures, and each `[^id]` citation a Word footnote
 * holding that id's `[^id]: …` definition. Throws {@link ReportLimitError} naming the limit a report
 * exceeds.
 */
export async function markdownToDocx(source: string, options: ReportDocumentOptions): Promise<Uint8Array> {
  const limits: ReportLimits = { ...REPORT_LIMITS, ...options.limits };
  checkLimit(limits, 'markdownCharacters', source.replace(IMAGE_DATA, '').length);
  const nesting = deepestNesting(source);
  checkLimit(limits, 'nestingDepth', Math.max(nesting.blockQuotes, nesting.lists));
  const tokens = lex(source, limits);
  const definitions = new Map<string, string>();
  for (const token of tokens) {
    if (token.type === 'footnoteDefinition') {
      const definition = token as FootnoteDefinitionToken;
      if (!definitions.has(definition.id)) definitions.set(definition.id, definition.text);
    }
  }
  const state = newRenderState(
    limits,
    options.language,
    { font: bodyFont(options.language), codeFont: codeFont(options.language) },
    definitions,
  );
  const body = renderBlocks(withoutRepeatedTitle(tokens, options.title), state);
  const languageTag = wordLanguageTag(options.language);
  const document = new Document({
    title: options.title,
    creator: options.author ?? 'Intrinsic',
    styles: {
      default: {
        document: {
          run: {
            font: bodyFont(options.language),
            size: 22,
            language: { value: languageTag, eastAsia: /^zh/i.test(options.language) ? languageTag : 'zh-CN' },
          },
        },
        ...headingStyles(),
      },
    },
    numbering: { config: numberingConfig(state) },
    footnotes: footnotes(state),
    sections: [{ children: [...titleBlock(options, state), ...body] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function lex(source: string, limits: ReportLimits): Token[] {
  try {
    return markdown.lexer(source);
  } catch (error) {
    // Lists nested thousands deep exhaust marked's recursion before our own count can refuse them.
    if (error instanceof RangeError) throw new ReportLimitError('nestingDepth', limits.nestingDepth, Infinity);
    throw error;
  }
}

/** The report's Markdown usually opens with its title as `# …`; the title line already shows it. */
function withoutRepeatedTitle(tokens: Token[], title: string): Token[] {
  const first = tokens.findIndex((token) => token.type !== 'space');
  const heading = tokens[first] as Tokens.Heading | undefined;
  if (heading?.type === 'heading' && heading.depth === 1 && heading.text.trim() === title.trim()) {
    return tokens.filter((_, index) => index !== first);
  }
  return tokens;
}

function titleBlock(options: ReportDocumentOptions, state: RenderState): Paragraph[] {
  const created = typeof options.createdAt === 'string' ? new Date(options.createdAt) : options.createdAt;
  const byline = [options.author, Number.isNaN(created.getTime()) ? undefined : created.toISOString().slice(0, 10)]
    .filter(Boolean)
    .join(' · ');
  const blocks = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: options.title, font: state.font })] }),
  ];
  if (byline) {
    blocks.push(new Paragraph({ children: [new TextRun({ text: byline, font: state.font, color: '595959' })] }));
  }
  return blocks;
}

/**
 * Outline levels on the heading styles themselves: Word's navigation pane and LibreOffice's navigator
 * list a paragraph as a heading by its outline level, not by its style's name.
 */
function headingStyles() {
  return Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`heading${level}`, { paragraph: { outlineLevel: level - 1 } }]),
  ) as Record<`heading${1 | 2 | 3 | 4 | 5 | 6}`, { paragraph: { outlineLevel: number } }>;
}

function footnotes(state: RenderState): Record<number, { children: Paragraph[] }> {
  const notes: Record<number, { children: Paragraph[] }> = {};
  state.citations.forEach((id, index) => {
    const definition = markdown.lexer(state.definitions.get(id) ?? '');
    const inline = definition.flatMap((token) => ('tokens' in token && token.tokens ? token.tokens : []));
    notes[index + 1] = {
      children: [
        new Paragraph({ style: 'FootnoteText', children: renderInline(inline, state, {}, { inFootnote: true }) }),
      ],
    };
  });
  return notes;
}

function numberingConfig(state: RenderState) {
  const starts = [1, ...state.listStarts];
  return starts.map((start) => ({ reference: orderedListReference(start), levels: orderedLevels(start) }));
}

const LEVEL_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

/** Word's nine list levels: 1. a. i. and round again, each indented a further half inch. */
function orderedLevels(start: number): ILevelsOptions[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: LEVEL_FORMATS[level % LEVEL_FORMATS.length]!,
    text: `%${level + 1}.`,
    start,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}
