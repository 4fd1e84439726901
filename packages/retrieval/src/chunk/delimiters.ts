/**
 * RAGFlow's `delimiter` field: every character outside backticks is a delimiter of its own, and a
 * backtick-quoted string (`` `##` ``) is one multi-character delimiter. Line endings count as `\n`.
 */

export type TParsedDelimiters = {
  /** Single characters, in the order given, without repeats. */
  bare: string[];
  /** Backtick-quoted strings, longest first so `##` is found before `#`. */
  quoted: string[];
};

const QUOTED = /`([^`]+)`/gu;

export function parseDelimiters(field: string): TParsedDelimiters {
  const normalized = field.replace(/\r\n?/gu, '\n');
  const quoted = new Set<string>();
  for (const match of normalized.matchAll(QUOTED)) quoted.add(match[1]!);
  const bare = new Set(Array.from(normalized.replace(QUOTED, '')).filter((char) => char !== '`'));
  return { bare: [...bare], quoted: [...quoted].sort((a, b) => b.length - a.length) };
}

/** `text` cut after every delimiter; each piece keeps its delimiter, so joining the pieces gives `text` back. */
export function splitAfterDelimiters(text: string, delimiters: readonly string[]): string[] {
  if (delimiters.length === 0 || text === '') return text === '' ? [] : [text];
  const pattern = alternation(delimiters);
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end > start) pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

/** `text` cut at every quoted delimiter, the delimiters themselves dropped (as RAGFlow does). */
export function splitAtHardDelimiters(text: string, delimiters: readonly string[]): string[] {
  if (delimiters.length === 0) return [text];
  return text.split(alternation(delimiters));
}

const patterns = new Map<string, RegExp>();

/** One cached regex per delimiter set (a document runs it over every block). */
function alternation(delimiters: readonly string[]): RegExp {
  const key = delimiters.join('\u0000');
  let pattern = patterns.get(key);
  if (!pattern) {
    const sorted = [...delimiters].sort((a, b) => b.length - a.length);
    pattern = new RegExp(`(?:${sorted.map(escapeRegExp).join('|')})+`, 'gu');
    if (patterns.size > 64) patterns.clear();
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}
