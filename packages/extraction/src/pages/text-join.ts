/**
 * Joining the lines of a paragraph: Latin text takes a space, CJK text none, and a word broken
 * over a line end by a hyphen is mended only when the document itself spells it whole.
 */

const CJK = /^[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]$/;
/** A word broken at the line end: letters, then a hyphen (matched on the line's last word only). */
const BROKEN_WORD = /([A-Za-z]+)-$/;
const CONTINUED_WORD = /^([a-z]+)/;
/** Characters of a line end looked at for a broken word: a regular expression anchored at the end still scans from the start. */
const WORD_TAIL = 64;

/**
 * True when no space goes between the two texts (CJK on either side of the join). Only the
 * characters at the join are looked at: `left` may be a paragraph of megabytes.
 * @internal
 */
export function joinsWithoutSpace(left: string, right: string): boolean {
  return CJK.test(left.slice(-1)) || CJK.test(right.slice(0, 1));
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
  // Parts joined once at the end: reading the end of a string built by `+=` flattens all of it.
  const parts: string[] = [];
  for (const line of lines) {
    const previous = parts[parts.length - 1];
    if (previous !== undefined) {
      const join = previous.endsWith('\u00ad') ? null : separator(previous, line, words);
      if (join === null) parts[parts.length - 1] = previous.slice(0, -1);
      else if (join !== '') parts.push(join);
    }
    parts.push(line);
  }
  return parts.join('').replace(/\u00ad/g, '');
}

/**
 * What goes between two lines: a space, nothing (CJK, a hyphenated word), or null when the
 * hyphen (or soft hyphen) ending the first is dropped to mend a broken word.
 */
function separator(left: string, right: string, words: ReadonlySet<string>): string | null {
  const broken = BROKEN_WORD.exec(left.slice(-WORD_TAIL));
  const continued = CONTINUED_WORD.exec(right);
  if (broken && continued) {
    const whole = `${broken[1]}${continued[1]}`.toLowerCase();
    const hyphenated = `${broken[1]}-${continued[1]}`.toLowerCase();
    return words.has(whole) && !words.has(hyphenated) ? null : '';
  }
  return joinsWithoutSpace(left, right) ? '' : ' ';
}
