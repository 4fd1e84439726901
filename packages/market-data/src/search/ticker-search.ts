import { normalizeTicker, type TTickerEntry } from '../sec/ticker-list.js';
import { boundedEditDistance } from './edit-distance.js';
import { letterMask, maskDistance } from './letter-mask.js';
import { nameTokens } from './normalize.js';
import { SortedPrefixIndex } from './sorted-prefix-index.js';

/** How a hit matched, strongest first. @public */
export type TMatchKind = 'ticker' | 'name' | 'ticker_prefix' | 'name_prefix' | 'name_words' | 'name_contains' | 'fuzzy';

export type TSearchHit = TTickerEntry & { match: TMatchKind };

type IndexedEntry = TTickerEntry & { rank: number; tokens: string[]; nameKey: string };

/**
 * Ticker and company-name search over the full SEC list: case-insensitive, ticker prefix or name,
 * typo-tolerant ('microsft' finds Microsoft), best match first.
 *
 * Matches come in tiers (exact ticker, exact name, ticker prefix, name prefix, every word a word
 * prefix, name contains, typo — skipped once an exact ticker or name matched); within a tier the SEC list's order decides, which ranks larger
 * companies first. Tiers are evaluated strongest first from sorted indexes and the search stops
 * once it has enough hits, so the scans (contains, typos) run only for rare queries.
 * @public
 */
export class TickerIndex {
  private readonly entries: IndexedEntry[];
  private readonly byTicker: SortedPrefixIndex<IndexedEntry>;
  private readonly byName: SortedPrefixIndex<IndexedEntry>;
  private readonly byWord: SortedPrefixIndex<IndexedEntry>;
  /** Distinct name words by length, so a typo is compared only with words of a length it could reach. */
  private readonly wordsByLength = new Map<number, { word: string; mask: number }[]>();
  /** Distinct beginnings of each length of the name words, with the words they begin (built on first use). */
  private readonly wordsByPrefix = new Map<number, Map<string, { mask: number; words: string[] }>>();
  /** Every name joined by newlines, so 'name contains' is one native substring scan. */
  private readonly allNames: string;
  private readonly nameStarts: number[] = [];

  /** @param entries in the SEC list's order, which ranks larger companies first. */
  constructor(entries: readonly TTickerEntry[]) {
    this.entries = entries.map((entry, rank) => {
      const tokens = nameTokens(entry.name);
      return { ...entry, rank, tokens, nameKey: tokens.join(' ') };
    });
    this.byTicker = new SortedPrefixIndex(this.entries.map((entry) => [normalizeTicker(entry.ticker), entry]));
    this.byName = new SortedPrefixIndex(this.entries.map((entry) => [entry.nameKey, entry]));
    this.byWord = new SortedPrefixIndex(
      this.entries.flatMap((entry) =>
        [...new Set(entry.tokens)].map((token): [string, IndexedEntry] => [token, entry]),
      ),
    );
    for (const word of this.byWord.allKeys()) {
      const sameLength = this.wordsByLength.get(word.length);
      const entry = { word, mask: letterMask(word) };
      if (sameLength) sameLength.push(entry);
      else this.wordsByLength.set(word.length, [entry]);
    }
    let offset = 0;
    for (const entry of this.entries) {
      this.nameStarts.push(offset);
      offset += entry.nameKey.length + 1;
    }
    this.allNames = this.entries.map((entry) => entry.nameKey).join('\n');
  }

  get size(): number {
    return this.entries.length;
  }

  search(keyword: string, limit = 10): TSearchHit[] {
    const ticker = normalizeTicker(keyword);
    const words = nameTokens(keyword);
    const name = words.join(' ');
    const tiers: [TMatchKind, () => Iterable<IndexedEntry>][] = [
      ['ticker', () => (ticker ? this.byTicker.exact(ticker) : [])],
      ['name', () => (name ? this.byName.exact(name) : [])],
      ['ticker_prefix', () => (ticker ? this.byTicker.withPrefix(ticker) : [])],
      ['name_prefix', () => (name ? this.byName.withPrefix(name) : [])],
      ['name_words', () => this.intersect(words, (word) => this.byWord.withPrefix(word))],
      ['name_contains', () => (name.length >= 3 ? this.namesContaining(name) : [])],
      ['fuzzy', () => this.intersect(words, (word) => this.entriesNearWord(word))],
    ];
    const hits: TSearchHit[] = [];
    const seen = new Set<IndexedEntry>();
    for (const [match, find] of tiers) {
      // Someone who typed an exact ticker or name has found it: guesses at typos would only add noise.
      if (match === 'fuzzy' && hits.some((hit) => hit.match === 'ticker' || hit.match === 'name')) break;
      const tier = [...find()].filter((entry) => !seen.has(entry)).sort((a, b) => a.rank - b.rank);
      for (const entry of tier) {
        seen.add(entry);
        if (hits.length < limit)
          hits.push({ ticker: entry.ticker, name: entry.name, cik: entry.cik, exchange: entry.exchange, match });
      }
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** Entries matched by every query word (none for no words). */
  private intersect(words: string[], entriesFor: (word: string) => Iterable<IndexedEntry>): Set<IndexedEntry> {
    let matches: Set<IndexedEntry> | undefined;
    for (const word of words) {
      const holders = new Set(entriesFor(word));
      matches = matches ? new Set([...matches].filter((entry) => holders.has(entry))) : holders;
      if (matches.size === 0) break;
    }
    return matches ?? new Set();
  }

  /**
   * Entries with a name word within the allowed edits of the query word, or whose beginning is:
   * the user may have stopped typing early ('snowflak' for 'snowflake').
   */
  private *entriesNearWord(query: string): Generator<IndexedEntry> {
    const max = allowedEdits(query.length);
    if (max === 0) return;
    const queryMask = letterMask(query);
    for (let length = query.length - max; length <= query.length + max; length += 1) {
      for (const { word, mask } of this.wordsByLength.get(length) ?? []) {
        if (maskDistance(queryMask, mask) > max) continue;
        if (boundedEditDistance(query, word, max) <= max) yield* this.byWord.exact(word);
      }
    }
    for (const [prefix, { mask, words }] of this.prefixesOfLength(query.length)) {
      if (maskDistance(queryMask, mask) > max || boundedEditDistance(query, prefix, max) > max) continue;
      for (const word of words) yield* this.byWord.exact(word);
    }
  }

  /** Entries whose normalized name contains `text`, found by scanning the joined names once. */
  private namesContaining(text: string): IndexedEntry[] {
    const found: IndexedEntry[] = [];
    for (let at = this.allNames.indexOf(text); at >= 0; ) {
      const index = lastAtMost(this.nameStarts, at);
      const entry = this.entries[index];
      if (entry) found.push(entry);
      const next = this.nameStarts[index + 1];
      if (next === undefined) break;
      at = this.allNames.indexOf(text, next);
    }
    return found;
  }

  private prefixesOfLength(length: number): Map<string, { mask: number; words: string[] }> {
    let prefixes = this.wordsByPrefix.get(length);
    if (!prefixes) {
      prefixes = new Map();
      for (const word of this.byWord.allKeys()) {
        if (word.length <= length) continue;
        const prefix = word.slice(0, length);
        const group = prefixes.get(prefix);
        if (group) group.words.push(word);
        else prefixes.set(prefix, { mask: letterMask(prefix), words: [word] });
      }
      this.wordsByPrefix.set(length, prefixes);
    }
    return prefixes;
  }
}

/** Index of the last start at or before `position` (binary search over ascending starts). */
function lastAtMost(starts: readonly number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Edits a word of this length may differ by: none for short words, where any edit is another word. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
