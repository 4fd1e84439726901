/**
 * Matched words marked for the retrieval test: the chunk's text, HTML-escaped, with each word of
 * the question wrapped in `<em>` (RAGFlow's highlight format). Latin words match as whole words,
 * the way the index matched them ("10-K" is marked for "10k", "47,061" for "47061"); a Chinese
 * term is marked wherever its characters occur, since the index cut those words out of the text.
 */
import { COMPOUND, HAN_RUN, HAS_HAN, latinWords } from './keyword-text.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `content` as HTML with the question's `terms` (from `keywordQueryTerms`) in `<em>`.
 * @example highlightTerms('Revenue <net> rose', ['revenue']) // '<em>Revenue</em> &lt;net&gt; rose'
 * @public
 */
export function highlightTerms(content: string, terms: readonly string[]): string {
  const spans = mergedSpans(matchSpans(content, terms));
  let html = '';
  let last = 0;
  for (const [start, end] of spans) {
    html += `${escapeHtml(content.slice(last, start))}<em>${escapeHtml(content.slice(start, end))}</em>`;
    last = end;
  }
  return html + escapeHtml(content.slice(last));
}

/** `text` safe inside HTML text and attribute values. @public */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => HTML_ESCAPES[character] ?? character);
}

function matchSpans(content: string, terms: readonly string[]): [number, number][] {
  const latinTerms = new Set(terms.filter((term) => !HAS_HAN.test(term)));
  const hanTerms = terms.filter((term) => HAS_HAN.test(term));
  const spans: [number, number][] = [];
  for (const compound of content.matchAll(COMPOUND)) {
    // A compound mixing scripts ("2023年") holds Latin pieces between its Han runs.
    let offset = 0;
    for (const piece of compound[0].split(HAN_RUN)) {
      const start = compound[0].indexOf(piece, offset);
      offset = start + piece.length;
      for (const word of piece.matchAll(COMPOUND)) {
        if (latinWords(word[0].normalize('NFKC').toLowerCase()).some((part) => latinTerms.has(part))) {
          const wordStart = compound.index + start + word.index;
          spans.push([wordStart, wordStart + word[0].length]);
        }
      }
    }
  }
  for (const term of hanTerms) {
    for (let at = content.indexOf(term); at >= 0; at = content.indexOf(term, at + term.length)) {
      spans.push([at, at + term.length]);
    }
  }
  return spans;
}

function mergedSpans(spans: [number, number][]): [number, number][] {
  const sorted = spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of sorted) {
    const previous = merged.at(-1);
    if (previous && span[0] <= previous[1]) previous[1] = Math.max(previous[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}
