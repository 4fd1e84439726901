/**
 * RAGFlow's naive merge: segments are appended to the current chunk until the next one would pass the
 * token budget; then the chunk is closed and the next one starts with the previous chunk's tail
 * (`overlapped_percent` of the budget). Unlike RAGFlow, a chunk never passes its budget, never ends on a
 * heading, and is closed when the text jumps over pages (a page range left out, pages of only tables).
 */
import { countTokens, tailWithinTokens, truncateToTokens } from '../tokens.js';
import type { TOrderedDraft } from './draft.js';
import { segmentText, type TSegment } from './segments.js';

export type TTextChunkerOptions = {
  budget: number;
  overlapPercent: number;
  delimiters: readonly string[];
  /** Start a chunk that begins inside a section with the section's heading path (book, laws, manual...). */
  isHeadingPrefixed: boolean;
  contentType?: 'text' | 'image';
};

export type TTextBlock = {
  text: string;
  page: number;
  seq: number;
  isHeading: boolean;
  path: readonly string[];
  /** Continues the previous page's paragraph: joined with this instead of a line break. */
  joiner?: ' ' | '';
};

export class TextChunker {
  readonly drafts: TOrderedDraft[] = [];
  private current: TSegment[] = [];
  private currentTokens = 0;
  private prefix = '';
  private prefixTokens = 0;
  private readonly prefixes = new Map<readonly string[], { text: string; tokens: number }>();
  private readonly overlapTokens: number;

  constructor(private readonly options: TTextChunkerOptions) {
    this.overlapTokens = Math.floor((options.budget * options.overlapPercent) / 100);
  }

  /** Appends a block's text (cut into segments). */
  addBlock(block: TTextBlock): void {
    const segmentBudget = Math.max(1, this.options.budget - this.prefixReserve(block) - 1);
    const base = {
      page: block.page,
      seq: block.seq,
      isHeading: block.isHeading,
      path: block.path,
      ...(block.joiner === undefined ? {} : { joiner: block.joiner }),
    };
    for (const segment of segmentText(block.text, segmentBudget, this.options.delimiters, base)) {
      this.addSegment(segment);
    }
  }

  /**
   * Closes the current chunk with no overlap into the next: a section or a hard delimiter ends here.
   * Headings alone stay open for the text under them unless `isHeadingKeptOpen` is false (a slide's title).
   */
  breakHere(isHeadingKeptOpen = true): void {
    const fresh = this.current.filter((s) => !s.isOverlap);
    if (isHeadingKeptOpen && fresh.length > 0 && fresh.every((s) => s.isHeading)) {
      // A new section: the previous section's overlap does not belong above its heading.
      this.current = fresh;
      this.currentTokens = sumTokens(fresh);
      return;
    }
    this.close(false);
  }

  /** The chunks so far, the open one closed. */
  finish(): TOrderedDraft[] {
    this.close(false);
    return this.drafts;
  }

  private addSegment(segment: TSegment): void {
    const last = this.current[this.current.length - 1];
    if (last && (segment.page > this.pageTo() + 1 || segment.page < last.page)) {
      this.close(false);
    } else if (last && !this.hasNewText()) {
      // Only overlap so far: make room for the segment by dropping overlap from the front.
      while (this.current.length > 0 && this.estimateWith(segment) > this.options.budget) this.dropFirst();
    } else if (last && this.estimateWith(segment) > this.options.budget) {
      const trailingHeadings = this.takeTrailingHeadings();
      // A heading carried over starts a new section: no overlap from the section before.
      this.close(trailingHeadings.length === 0);
      for (const heading of trailingHeadings) this.addSegment(heading);
    }
    if (!this.hasNewText()) this.startPrefix(segment);
    this.currentTokens += segment.tokens + (this.current.length > 0 ? 1 : 0);
    this.current.push(segment);
  }

  /** Tokens of the chunk if `segment` joined it: segment counts plus one per join, plus the prefix line. */
  private estimateWith(segment: TSegment): number {
    const prefixTokens = this.hasNewText() ? this.prefixTokens : this.prefixTokensFor(segment);
    return this.currentTokens + segment.tokens + 1 + prefixTokens;
  }

  private close(withOverlap: boolean): void {
    if (!this.hasNewText()) {
      this.reset();
      return;
    }
    let segments = this.current;
    let content = render(this.prefix, segments);
    let tokens = countTokens(content);
    const carried: TSegment[] = [];
    // Joined text can count a token or two more than its parts: move whole segments on until it fits.
    while (tokens > this.options.budget && segments.filter((s) => !s.isOverlap).length > 1) {
      carried.unshift(segments[segments.length - 1]!);
      segments = segments.slice(0, -1);
      content = render(this.prefix, segments);
      tokens = countTokens(content);
    }
    const first = segments.find((s) => !s.isOverlap) ?? segments[0]!;
    this.drafts.push({
      seq: first.seq,
      draft: {
        content,
        contentType: this.options.contentType ?? 'text',
        pageFrom: Math.min(...segments.map((s) => s.page)),
        pageTo: Math.max(...segments.map((s) => s.page)),
        headings: [...first.path],
        tokenCount: tokens,
      },
    });
    const overlap = withOverlap && carried.length === 0 ? this.overlapOf(segments) : [];
    this.reset();
    for (const segment of [...overlap, ...carried]) {
      this.currentTokens += segment.tokens + (this.current.length > 0 ? 1 : 0);
      this.current.push(segment);
    }
    if (carried.length > 0) this.startPrefix(carried[0]!);
  }

  /** The tail of a closed chunk repeated at the start of the next one. */
  private overlapOf(segments: readonly TSegment[]): TSegment[] {
    if (this.overlapTokens <= 0) return [];
    const tail: TSegment[] = [];
    let total = 0;
    for (let i = segments.length - 1; i >= 0; i--) {
      const segment = segments[i]!;
      if (total + segment.tokens + 1 > this.overlapTokens) {
        if (tail.length === 0) {
          const text = tailWithinTokens(segment.text, this.overlapTokens);
          if (text.trim() !== '') tail.unshift({ ...segment, text, tokens: countTokens(text) });
        }
        break;
      }
      tail.unshift(segment);
      total += segment.tokens + 1;
    }
    return tail.map((segment) => ({ ...segment, isOverlap: true }));
  }

  /** Headings at the end of the open chunk belong with the text under them. */
  private takeTrailingHeadings(): TSegment[] {
    let cut = this.current.length;
    while (cut > 0 && this.current[cut - 1]!.isHeading && !this.current[cut - 1]!.isOverlap) cut--;
    const hasBodyBefore = this.current.slice(0, cut).some((s) => !s.isOverlap);
    if (cut === this.current.length || !hasBodyBefore) return [];
    const headings = this.current.slice(cut);
    this.current = this.current.slice(0, cut);
    this.currentTokens = sumTokens(this.current);
    return headings;
  }

  private startPrefix(segment: TSegment): void {
    const prefix = this.prefixFor(segment.path, segment.isHeading);
    this.prefix = prefix.text;
    this.prefixTokens = prefix.tokens;
  }

  private prefixTokensFor(segment: TSegment): number {
    return this.prefixFor(segment.path, segment.isHeading).tokens;
  }

  /** Room a block's segments leave for the heading prefix, so a segment plus its prefix fits a chunk. */
  private prefixReserve(block: TTextBlock): number {
    return this.prefixFor(block.path, block.isHeading).tokens;
  }

  /** The heading path line (and its tokens with the line break), at most half the budget; cached per path. */
  private prefixFor(path: readonly string[], isHeading: boolean): { text: string; tokens: number } {
    if (!this.options.isHeadingPrefixed || isHeading || path.length === 0) return NO_PREFIX;
    let prefix = this.prefixes.get(path);
    if (!prefix) {
      const text = truncateToTokens(headingPrefix(path), Math.floor(this.options.budget / 2) - 1);
      prefix = text === '' ? NO_PREFIX : { text, tokens: countTokens(text) + 1 };
      this.prefixes.set(path, prefix);
    }
    return prefix;
  }

  private hasNewText(): boolean {
    return this.current.some((s) => !s.isOverlap);
  }

  private pageTo(): number {
    return Math.max(...this.current.map((s) => s.page));
  }

  private dropFirst(): void {
    this.current = this.current.slice(1);
    this.currentTokens = sumTokens(this.current);
  }

  private reset(): void {
    this.current = [];
    this.currentTokens = 0;
    this.prefix = '';
    this.prefixTokens = 0;
  }
}

const NO_PREFIX = { text: '', tokens: 0 };

/** The heading path as one line above a chunk that starts inside a section. */
export function headingPrefix(path: readonly string[]): string {
  return path.join(' > ');
}

function render(prefix: string, segments: readonly TSegment[]): string {
  let text = prefix ? `${prefix}\n` : '';
  let previous: TSegment | undefined;
  for (const segment of segments) {
    const piece = previous === undefined || previous.seq !== segment.seq ? segment.text.trimStart() : segment.text;
    if (previous !== undefined && previous.seq !== segment.seq) text += segment.joiner ?? '\n';
    text += piece;
    previous = segment;
  }
  return text.trim();
}

function sumTokens(segments: readonly TSegment[]): number {
  return segments.reduce((total, s, i) => total + s.tokens + (i > 0 ? 1 : 0), 0);
}
