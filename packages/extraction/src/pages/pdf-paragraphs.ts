/**
 * A PDF page's lines outside tables → headings and paragraphs. A paragraph ends at a vertical gap
 * wider than its line pitch, a change of type size, an indented first line, a bullet or a section
 * number, or a short line that ends a sentence or is set in another font. A heading is a statement
 * title or a line in capitals, a short run set larger than the body text, or one line that opens a
 * numbered section ("Item 1A.", "PART II", "第三节", "一、") or stands apart in another font than
 * the body's (bold, italic); never a run that ends a sentence.
 */
import type { TSpanCell } from '../read/columns.js';
import { isCaps } from '../read/html.js';
import { isTitleText, UNIT_LINE } from '../read/pdf-layout.js';

/** A line of prose: its text and cells, and where it sits. @internal */
export type TProseLine = {
  y: number;
  height: number;
  /** Left and right ends of its text. */
  left: number;
  right: number;
  text: string;
  /** Parts of the line set apart by gaps wider than a space. */
  cells: TSpanCell[];
  font?: string;
};

/**
 * What the body text of the document looks like: its height and font, and the distance between
 * the baselines of its lines over their height.
 * @internal
 */
export type TBodyStyle = { height: number; font: string | undefined; pitch: number };

/** A run of lines read as one heading or one paragraph. @internal */
export type TProseBlock = { isHeading: boolean; lines: TProseLine[] };

/** Set this much larger than the body text, a line is a heading. */
const LARGER = 1.15;
/** A gap between baselines wider than this many line pitches ends a paragraph. */
const PARAGRAPH_GAP = 1.35;
/** Lines of a heading are at most this many text heights apart. */
const HEADING_PITCH = 1.6;
/** A heading is at most this long. */
const HEADING_MAX_CHARS = 150;
/** A heading told only by its font (not its size) is at most this long. */
const FONT_HEADING_MAX_CHARS = 100;
const SECTION_NUMBER =
  /^(?:PART\s+[IVX]+\b|ITEM\s+\d{1,2}[A-Z]?\b|第[一二三四五六七八九十百\d]+[节章部篇条]|[一二三四五六七八九十]+、|[（(][一二三四五六七八九十]+[)）])/i;
const BULLET = /^(?:[•●▪■◦‣∙·○□➢✓❖◆◇►▶]|[-–—*](?=\s))/;
const ENUMERATION = /^(?:\(?[a-z]\)|\(?\d{1,2}\)|\d{1,2}\.(?!\d)|[ivx]{1,4}\.|\([ivx]{1,4}\))\s/i;
const SENTENCE_END = /[.!?:;。！？：；]["”’)）]?$/;
/** A heading never ends so (a title may end with a colon or an abbreviation's period). */
const SENTENCE_END_STRICT = /[。！？；]$|[a-z]{2}[.!?]["”’)]?$/;
/** A title line this long (CJK, other) may wrap onto the next line. */
const WRAPPED_CJK_CHARS = 25;
const WRAPPED_CHARS = 60;
/** Lines a heading may run over. */
const MAX_HEADING_LINES = 3;

/**
 * Groups a page's prose lines (in reading order, with no table between them) into headings and
 * paragraphs. `right` is where the page's full lines end.
 * @internal
 */
export function proseBlocks(lines: TProseLine[], body: TBodyStyle, right: number): TProseBlock[] {
  const runs: TProseLine[][] = [];
  let run: TProseLine[] | null = null;
  let isTitleRun = false;
  /** Where the run's lines after its first start (an indented first line is further right). */
  let runLeft = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const isTitle = isTitleLine(line);
    if (run && !isTitle && !isTitleRun && continuesParagraph(run, runLeft, line, body, right)) {
      run.push(line);
      runLeft = Math.min(runLeft, line.left);
      continue;
    }
    if (run && isTitle && isTitleRun && continuesHeading(run, line)) {
      run.push(line);
      continue;
    }
    run = [line];
    runLeft = Number.POSITIVE_INFINITY;
    isTitleRun = isTitle;
    runs.push(run);
  }
  return runs.map((lines, i) => ({ isHeading: isHeadingRun(lines, body, runs[i + 1]?.[0]), lines }));
}

function canBeHeading(text: string): boolean {
  return (
    text.length <= HEADING_MAX_CHARS &&
    /\p{L}/u.test(text) &&
    !text.startsWith('(') &&
    !text.startsWith('（') &&
    !UNIT_LINE.test(text) &&
    !/[,，;；、]$/.test(text)
  );
}

/** A statement title or a line in capitals: a heading wherever it stands, never part of a paragraph. */
function isTitleLine(line: TProseLine): boolean {
  return (
    canBeHeading(line.text) &&
    (isTitleText(line.text) || (isCaps(line.text) && line.text.length <= FONT_HEADING_MAX_CHARS))
  );
}

/**
 * A run of lines is a heading when it is a title line, when it is short and set larger than the
 * body text, or when it is one line that opens a numbered section or is set apart in another
 * font than the body's and does not read as a sentence.
 */
function isHeadingRun(lines: TProseLine[], body: TBodyStyle, next: TProseLine | undefined): boolean {
  const text = lines.map((l) => l.text).join(' ');
  if (!canBeHeading(text) || SENTENCE_END_STRICT.test(text)) return lines.length === 1 && isTitleLine(lines[0]!);
  if (isTitleLine(lines[0]!)) return true;
  const height = lines.reduce((most, l) => Math.max(most, l.height), 0);
  if (height >= LARGER * body.height && lines.length <= MAX_HEADING_LINES) return true;
  if (lines.length !== 1 || text.length > FONT_HEADING_MAX_CHARS) return false;
  const line = lines[0]!;
  if (SECTION_NUMBER.test(text)) return true;
  const hasOtherFont = line.font !== undefined && body.font !== undefined && line.font !== body.font;
  // Something must follow in another font, or this is a caption or a note set apart.
  const isFollowed = next !== undefined && next.font !== line.font;
  return hasOtherFont && isFollowed && !/^\d/.test(text);
}

/** A title line wrapped onto the next: it is long, or it stops on a word that cannot end a title. */
function continuesHeading(lines: TProseLine[], line: TProseLine): boolean {
  const last = lines[lines.length - 1]!;
  const isWrapped =
    /(?:\b(?:and|of|or|the|for|to|in|on|by|with|from)|[&,，、—–-])$/i.test(last.text) ||
    last.text.length >= (/\p{Script=Han}/u.test(last.text) ? WRAPPED_CJK_CHARS : WRAPPED_CHARS);
  return (
    isWrapped &&
    lines.length < MAX_HEADING_LINES &&
    Math.abs(line.height - last.height) <= 0.1 * last.height &&
    line.y - last.y <= HEADING_PITCH * last.height
  );
}

function continuesParagraph(
  lines: TProseLine[],
  left: number,
  line: TProseLine,
  body: TBodyStyle,
  right: number,
): boolean {
  const last = lines[lines.length - 1]!;
  if (Math.abs(line.height - last.height) > 0.15 * last.height) return false;
  const gap = line.y - last.y;
  if (gap <= 0) return false;
  const pitch = lines.length >= 2 ? (last.y - lines[0]!.y) / (lines.length - 1) : body.pitch * last.height;
  if (gap > PARAGRAPH_GAP * Math.min(pitch, body.pitch * last.height)) return false;
  if (BULLET.test(line.text) || SECTION_NUMBER.test(line.text)) return false;
  const lastIsShort = last.right < right - 3 * last.height;
  // A short line ends its paragraph when it ends a sentence, numbers a section, or is set in another font (a subhead).
  const endsSection = lines.length === 1 && SECTION_NUMBER.test(last.text);
  if (lastIsShort && (SENTENCE_END.test(last.text) || endsSection || last.font !== line.font)) return false;
  if (ENUMERATION.test(line.text) && (lastIsShort || SENTENCE_END.test(last.text))) return false;
  // An indented first line: further right than the paragraph's lines after its first.
  return !(lines.length >= 2 && line.left > left + 0.8 * line.height);
}
