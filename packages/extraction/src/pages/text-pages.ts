/**
 * Plain text → pages: a form feed starts a page, a blank line a paragraph; a paragraph's lines
 * are joined (with a space, or none between CJK characters, mending words hyphenated at a line
 * end only when the text spells them whole elsewhere).
 */
import { cleanText } from '../read/cells.js';
import type { TPagesBuilder } from './pages-builder.js';
import { joinLines, wordSet } from './text-join.js';

/**
 * Adds the pages of a text to the builder.
 * @throws DocumentReadError `content_too_large` (from the builder).
 * @internal
 */
export function addTextPages(text: string, builder: TPagesBuilder): void {
  const words = wordSet([text]);
  splitPages(text).forEach((page, i) => {
    if (i > 0) builder.breakPage();
    for (const paragraph of page.split(/\n[ \t\u3000]*\n/)) {
      const lines = paragraph.split('\n').map(cleanText).filter(Boolean);
      if (lines.length > 0) builder.add({ type: 'paragraph', text: joinLines(lines, words) });
    }
  });
}

/** The text's pages (split at form feeds), with line ends made `\n`. @internal */
export function splitPages(text: string): string[] {
  const pages = text.replace(/\r\n?/g, '\n').split('\f');
  // A form feed that ends the file does not start a page.
  if (pages.length > 1 && pages[pages.length - 1]!.trim() === '') pages.pop();
  return pages;
}
