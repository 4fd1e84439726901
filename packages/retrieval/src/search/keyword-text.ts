/**
 * The words PostgreSQL full-text search sees. Chunks and questions go through the same steps so a
 * word means the same lexeme on both sides: NFKC (full-width letters and digits become ASCII),
 * lower case, Han text cut into words by jieba, Latin words split at punctuation. Every word
 * emitted is letters and digits only (or a decimal such as `18.04`), which the 'simple' parser
 * keeps whole, so `to_tsvector('simple', keywordText(x))` holds exactly these words.
 */
import { segmentForIndex, segmentForQuery } from './cjk-segmenter.js';
import { FINANCIAL_PHRASES } from './financial-synonyms.js';
import { STOP_WORDS } from './stop-words.js';

/** Letters and digits, possibly joined by in-word punctuation ("10-K", "47,061", "Adobe's", "U.S."). */
export const COMPOUND = /[\p{L}\p{M}\p{N}]+(?:[-.,'’_/&][\p{L}\p{M}\p{N}]+)*/gu;
/** Han characters and Japanese kana, written without spaces between words. */
export const HAN_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
export const HAS_HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A number grouped in thousands: "47,061", "1,505.6". */
const GROUPED_NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u;
const DECIMAL = /^\d+(?:\.\d+)+$/u;
/** Joiners inside one word, whose parts also read as one word when run together ("10-K" is "10k"). */
const WORD_JOINER = /^[\p{L}\p{M}\p{N}]+(?:[-&'’][\p{L}\p{M}\p{N}]+){1,3}$/u;
/**
 * Longer "words" are encoded data (base64, hashes) nobody searches for; PostgreSQL also refuses
 * lexemes over 2 kB.
 */
const MAX_WORD_LENGTH = 64;
/** A question's terms beyond this are dropped: each term is a condition in the query. */
export const MAX_QUERY_TERMS = 32;

/**
 * The text to index for `content`: its words, lower-cased, separated by single spaces.
 * @example keywordText('Revenue was $47,061 million (2024)') // 'revenue was 47061 million 2024'
 * @example keywordText('营业收入同比增长') // '营业 收入 同比 增长'
 * @public
 */
export function keywordText(text: string): string {
  return words(text, segmentForIndex).join(' ');
}

/**
 * The distinct terms of a question, in order, without stop words ("what", "the", "的", "多少"…),
 * two-word verbs of finance joined ("buy back" → "buyback"), at most {@link MAX_QUERY_TERMS}. Each is a word {@link keywordText} could have emitted.
 * @example keywordQueryTerms("What was Adobe's revenue in fiscal 2024?") // ['adobe', 'revenue', 'fiscal', '2024']
 * @public
 */
export function keywordQueryTerms(question: string): string[] {
  const terms = new Set<string>();
  const all = words(question, segmentForQuery);
  for (let i = 0; i < all.length && terms.size < MAX_QUERY_TERMS; i++) {
    const phrase = FINANCIAL_PHRASES.get(`${all[i]} ${all[i + 1]}`);
    if (phrase) {
      terms.add(phrase);
      i++;
    } else if (!STOP_WORDS.has(all[i]!)) terms.add(all[i]!);
  }
  return [...terms];
}

function words(text: string, segmentHan: (run: string) => string[]): string[] {
  const result: string[] = [];
  const push = (word: string) => {
    if (word.length > 0 && word.length <= MAX_WORD_LENGTH) result.push(word);
  };
  for (const [compound] of text.normalize('NFKC').toLowerCase().matchAll(COMPOUND)) {
    if (!HAS_HAN.test(compound)) {
      for (const word of latinWords(compound)) push(word);
      continue;
    }
    let last = 0;
    for (const han of compound.matchAll(HAN_RUN)) {
      for (const [piece] of compound.slice(last, han.index).matchAll(COMPOUND)) {
        for (const word of latinWords(piece)) push(word);
      }
      for (const word of segmentHan(han[0])) push(word.replace(/[^\p{L}\p{M}\p{N}]/gu, ''));
      last = han.index + han[0].length;
    }
    for (const [piece] of compound.slice(last).matchAll(COMPOUND)) {
      for (const word of latinWords(piece)) push(word);
    }
  }
  return result;
}

/** The words of one compound without Han characters (already NFKC and lower case). @internal */
export function latinWords(compound: string): string[] {
  const bare = compound.replace(/['’]s$/u, '');
  if (GROUPED_NUMBER.test(bare)) return [bare.replaceAll(',', '')];
  if (DECIMAL.test(bare)) return [bare];
  const parts = bare.split(/[-.,'’_/&]/u).filter((part) => part !== '');
  if (parts.length > 1 && WORD_JOINER.test(bare)) parts.push(parts.join(''));
  return parts;
}
