/**
 * Laws: the numbering of the text — 第…编/章/节/条, Part/Chapter/Section/Article, or 1. / 1.1 / 1.1.1 —
 * gives the hierarchy (the scheme used most wins, as RAGFlow's bullet categories do). The deepest level
 * used is the unit: each article is its own chunk, led by the path of its part, chapter and section;
 * an article over the budget continues in chunks led by that path and the article's number.
 * Without any numbering the document is chunked by its headings, as a manual.
 */
import type { TOrderedDraft } from '../draft.js';
import type { TFlowItem } from '../flow.js';
import { chunkManual } from './manual.js';
import { addText, createTextChunker, type TChunkMethodFn, type TMethodContext, tableDrafts } from './shared.js';

const CN_NUMBER = '[零〇一二三四五六七八九十百千两0-9０-９]+';
const EN_NUMBER = '(?:\\d+|[IVXLC]+|one|two|three|four|five|six|seven|eight|nine|ten)\\b';

/** Per scheme, one pattern per level, largest level first. */
const SCHEMES: readonly (readonly RegExp[])[] = [
  [
    new RegExp(`^第${CN_NUMBER}(?:分?编|部分)`, 'u'),
    new RegExp(`^第${CN_NUMBER}章`, 'u'),
    new RegExp(`^第${CN_NUMBER}节`, 'u'),
    new RegExp(`^第${CN_NUMBER}条`, 'u'),
  ],
  [
    new RegExp(`^part\\s+${EN_NUMBER}`, 'iu'),
    new RegExp(`^chapter\\s+${EN_NUMBER}`, 'iu'),
    /^(?:section|sec\.|§)\s*\d+[a-z]?(?:\.\d+)*\b/iu,
    new RegExp(`^(?:article|art\\.)\\s*${EN_NUMBER}`, 'iu'),
  ],
  [/^\d{1,2}\.\s+[^\d\s]/u, /^\d{1,2}\.\d{1,2}\.?\s+[^\d\s%]/u, /^\d{1,2}\.\d{1,2}\.\d{1,2}\.?\s+[^\d\s%]/u],
];

/** Fewer numbered lines than this and the document is not taken for numbered. */
const MIN_MARKERS = 2;

export const chunkLaws: TChunkMethodFn = (context) => {
  const scheme = pickScheme(context.flow);
  if (!scheme) return chunkManual(context);
  const levels = context.flow.map((item) => markerLevel(item, scheme));
  const unitLevel = Math.max(...levels.filter((level) => level >= 0));
  return chunkByNumbering(context, levels, unitLevel);
};

function chunkByNumbering(context: TMethodContext, levels: readonly number[], unitLevel: number): TOrderedDraft[] {
  const chunker = createTextChunker(context, { isHeadingPrefixed: true });
  const drafts: TOrderedDraft[] = [];
  /** The open parts, chapters and sections (and unnumbered headings, which sit above them all). */
  let stack: { level: number; text: string }[] = [];
  let structure: readonly string[] = [];
  let article: readonly string[] = [];
  context.flow.forEach((item, i) => {
    const level = levels[i]!;
    if (item.kind === 'table') {
      drafts.push(...tableDrafts({ ...item, path: article.length > 0 ? article : structure }, context));
      return;
    }
    const text = item.kind === 'image' ? item.alt : item.text;
    if (!text) return;
    const block = { page: item.page, seq: item.seq };
    if ((level >= 0 && level < unitLevel) || (level < 0 && item.kind === 'heading')) {
      // A part, chapter or section title (or an unnumbered heading): it leads what follows.
      const stackLevel = level >= 0 ? level : -1;
      chunker.breakHere();
      stack = [...stack.filter((entry) => entry.level < stackLevel), { level: stackLevel, text }];
      structure = stack.map((entry) => entry.text);
      article = [];
      addText(chunker, { ...block, text, isHeading: true, path: structure }, context);
    } else if (level === unitLevel) {
      chunker.breakHere();
      article = [...structure, articleLabel(text)];
      addText(chunker, { ...block, text, isHeading: false, path: structure }, context);
    } else {
      addText(chunker, { ...block, text, isHeading: false, path: article.length > 0 ? article : structure }, context);
    }
  });
  return [...chunker.finish(), ...drafts];
}

/** The scheme whose patterns start the most lines, when it starts at least {@link MIN_MARKERS}. */
function pickScheme(flow: readonly TFlowItem[]): readonly RegExp[] | null {
  let best: readonly RegExp[] | null = null;
  let bestHits = MIN_MARKERS - 1;
  for (const scheme of SCHEMES) {
    const hits = flow.reduce((count, item) => count + (markerLevel(item, scheme) >= 0 ? 1 : 0), 0);
    if (hits > bestHits) {
      best = scheme;
      bestHits = hits;
    }
  }
  return best;
}

/** The level of the numbering that starts `item` (-1 when none). The deepest pattern that matches wins. */
function markerLevel(item: TFlowItem, scheme: readonly RegExp[]): number {
  if (item.kind !== 'heading' && item.kind !== 'paragraph') return -1;
  for (let level = scheme.length - 1; level >= 0; level--) {
    if (scheme[level]!.test(item.text)) return level;
  }
  return -1;
}

/** "第十二条", "Article 5", "1.2": the number an article's continuation chunks are led by. */
function articleLabel(text: string): string {
  const match = text.match(
    /^(?:第\S+?[条章节编]|(?:article|art\.|section|sec\.|§)\s*[\w.]+|\d{1,2}(?:\.\d{1,2})*\.?)/iu,
  );
  return (match?.[0] ?? text.slice(0, 24)).trim();
}
