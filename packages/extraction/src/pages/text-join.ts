/**
 * Joining the lines of a paragraph: Latin text takes a space, CJK text none, and a word broken
 * over a line end by a hyphen is mended only when the document itself spells it whole.
 */

const CJK_END = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]$/;
const CJK_START = /^[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
/** A word broken at the line end: letters, then a hyphen. */
const BROKEN_WORD = /([A-Za-z]+)-$/;
const CONTINUED_WORD = /^([a-z]+)/;

/** True when no space goes between the two texts (CJK on either side of the join). @internal */
export function joinsWithoutSpace(left: string, right: string): boolean {
  return CJK_END.test(left) || CJK_START.test(right);
}

/**
 * Words of a document in lower case, to tell a hyphenated line break ("manage-" + "ment") from
 * a hyphenated word ("long-" + "term"): only a word the document also prints whole is mended.
 * @internal
 */
export function wordSet(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) words.add(word);
  return words;
}

/**
 * Joins a paragraph's lines. A soft hyphen (U+00AD) at a line end always marks a broken word; a
 * hyphen does when the joined word is in `words` and the hyphenated one is not.
 * @internal
 */
export function joinLines(lines: string[], words: ReadonlySet<string>): string {
  let text = '';
  for (const line of lines) {
    if (text === '') {
      text = line;
      continue;
    }
    if (text.endsWith('\u00ad')) {
      text = text.slice(0, -1) + line;
      continue;
    }
    const broken = BROKEN_WORD.exec(text);
    const continued = CONTINUED_WORD.exec(line);
    if (broken && continued) {
      const whole = `${broken[1]}${continued[1]}`.toLowerCase();
      const hyphenated = `${broken[1]}-${continued[1]}`.toLowerCase();
      if (words.has(whole) && !words.has(hyphenated)) {
        text = text.slice(0, -1) + line;
        continue;
      }
      text += line;
      continue;
    }
    text += joinsWithoutSpace(text, line) ? line : ` ${line}`;
  }
  return text.replace(/\u00ad/g, '');
}
