/**
 * The words that also answer for a question's term. Analysts ask in their own words ("headcount",
 * "buyback", "海外") while filings print theirs ("employees", "repurchases", "国外"): the keyword
 * search looks for either (RAGFlow expands a query with its synonym dictionary the same way). The
 * index is left as it is, so a knowledge base never needs indexing again when this list grows.
 */
import { FINANCIAL_SYNONYMS } from './financial-synonyms.js';
import { HAS_HAN } from './keyword-text.js';

/** Alternatives of one term at most: each is one more branch of the query. */
export const MAX_ALTERNATIVES = 8;

/** English words whose plural or singular is worth looking for (letters only, long enough to have one). */
const ENGLISH_WORD = /^[a-z]{4,}$/u;

/** Every group a word belongs to, found by any of the group's words. */
const SYNONYMS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of FINANCIAL_SYNONYMS) {
    const words = 'from' in group ? [group.from] : group.words;
    const alternatives = 'from' in group ? group.to : group.words;
    for (const word of words) map.set(word, [...(map.get(word) ?? []), ...alternatives]);
  }
  return map;
})();

/** A question's term and what else finds it: its own forms (the term, its plural or singular) and its synonyms. */
export type TTermAlternatives = { forms: string[]; synonyms: string[] };

/**
 * How much a chunk holding only a synonym of a term counts, against one holding the term itself:
 * a synonym is the filing's word for it most of the time, not always (RAGFlow weighs synonyms down too).
 */
export const SYNONYM_CREDIT = 0.5;

/**
 * The term and its singular or plural (an English noun), then the financial synonyms of either.
 * Every alternative is a word `keywordText` could index (lower case, no punctuation); at most
 * {@link MAX_ALTERNATIVES} in all.
 * @example termAlternatives('headcount') // { forms: ['headcount', 'headcounts'], synonyms: ['employees', 'workforce', …] }
 * @public
 */
export function termAlternatives(term: string): TTermAlternatives {
  const forms = [term, ...otherNumber(term)];
  const synonyms = new Set<string>();
  for (const form of forms) {
    for (const synonym of SYNONYMS_OF.get(form) ?? []) if (!forms.includes(synonym)) synonyms.add(synonym);
  }
  return { forms, synonyms: [...synonyms].slice(0, MAX_ALTERNATIVES - forms.length) };
}

/** The plural of a singular English noun or the singular of a plural one (a guess: a wrong form is simply never found). */
function otherNumber(word: string): string[] {
  if (HAS_HAN.test(word) || !ENGLISH_WORD.test(word)) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (/(?:ss|us|is)$/u.test(word)) return [`${word}es`];
  if (/(?:ches|shes|sses|xes)$/u.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  if (/[^aeiou]y$/u.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(?:ch|sh|x)$/u.test(word)) return [`${word}es`];
  return [`${word}s`];
}
