/**
 * Token counts with OpenAI's cl100k_base encoding — the unit RAGFlow's chunk_token_num is measured in.
 * The cl100k entry point alone is imported so a bundle does not load the o200k tables as well.
 */
import { countTokens as countCl100k, decode, encode } from 'gpt-tokenizer/encoding/cl100k_base';

/** User text may contain strings such as `<|endoftext|>`: here they are plain text, never special tokens. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** A run of whitespace and the word after it (long words cut every 24 characters): units cl100k rarely merges across. */
const WORD_UNIT = /\s*\S{1,24}|\s+$/gu;

/**
 * The cl100k token count of `text`.
 * @example countTokens('Revenue grew 12%.') // 5
 * @public
 */
export function countTokens(text: string): number {
  return text === '' ? 0 : countCl100k(text, PLAIN_TEXT);
}

/**
 * The longest prefix of `text` within `maxTokens` tokens (a character that straddles the cut is left out).
 * One encoding pass: cheap enough for every chunk of a document.
 * @public
 */
export function truncateToTokens(text: string, maxTokens: number): string {
  if (maxTokens <= 0) return '';
  const tokens = encode(text, PLAIN_TEXT);
  if (tokens.length <= maxTokens) return text;
  const head = stripReplacementChars(decode(tokens.slice(0, maxTokens)), 'end');
  return text.startsWith(head) ? head : longestPrefixWithin(text, maxTokens);
}

/**
 * The longest suffix of `text` within `maxTokens` tokens, starting at a word boundary when one lies in
 * its first half (an overlap that begins mid-word reads badly).
 * @public
 */
export function tailWithinTokens(text: string, maxTokens: number): string {
  if (maxTokens <= 0) return '';
  const tokens = encode(text, PLAIN_TEXT);
  if (tokens.length <= maxTokens) return text;
  let tail = stripReplacementChars(decode(tokens.slice(tokens.length - maxTokens)), 'start');
  if (!text.endsWith(tail)) return '';
  const space = tail.search(/\s/u);
  if (space >= 0 && space < tail.length / 2) tail = tail.slice(space).trimStart();
  // Without its leading space a word can take one token more: drop words until it fits again.
  while (tail !== '' && countTokens(tail) > maxTokens) {
    const next = tail.search(/\s/u);
    tail = next < 0 ? tail.slice(String.fromCodePoint(tail.codePointAt(0)!).length) : tail.slice(next).trimStart();
  }
  return tail;
}

/**
 * `text` cut into pieces of at most `maxTokens` tokens each, at whitespace where there is any. The last
 * resort for a sentence longer than a chunk: callers cut at sentence ends first. Linear in the text.
 * @public
 */
export function splitToTokenBudget(text: string, maxTokens: number): string[] {
  const budget = Math.max(1, Math.floor(maxTokens));
  if (countTokens(text) <= budget) return text === '' ? [] : [text];
  const units = (text.match(WORD_UNIT) ?? []).flatMap((unit) =>
    countTokens(unit) <= budget ? [unit] : Array.from(unit),
  );
  const pieces: string[] = [];
  let current: string[] = [];
  let currentTokens = 0;
  for (const unit of units) {
    const unitTokens = countTokens(unit);
    if (current.length > 0 && currentTokens + unitTokens > budget) {
      pieces.push(...settle(current, budget));
      current = [];
      currentTokens = 0;
    }
    current.push(unit);
    currentTokens += unitTokens;
  }
  if (current.length > 0) pieces.push(...settle(current, budget));
  return pieces.filter((piece) => piece.trim() !== '');
}

/** Joins units; when their joint count exceeds the sum estimate's budget (rare), the tail moves to a piece of its own. */
function settle(units: string[], budget: number): string[] {
  const joined = units.join('');
  if (units.length === 1 || countTokens(joined) <= budget) return [joined];
  const half = Math.ceil(units.length / 2);
  return [...settle(units.slice(0, half), budget), ...settle(units.slice(half), budget)];
}

function stripReplacementChars(text: string, side: 'start' | 'end'): string {
  return side === 'end' ? text.replace(/\uFFFD+$/u, '') : text.replace(/^\uFFFD+/u, '');
}

/** Binary search over prefix lengths: only when decoding did not give back a prefix of the text. */
function longestPrefixWithin(text: string, maxTokens: number): string {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (countTokens(text.slice(0, middle)) <= maxTokens) low = middle;
    else high = middle - 1;
  }
  return text.slice(0, low);
}
