/**
 * Which chunks the keyword search reads, pass after pass until it has enough. Ranking every chunk
 * that holds any of the question's words is what makes keyword search slow over many chunks: a
 * common word ("revenue", "2024") is in a large share of them, and PostgreSQL reads each such row
 * to score it. So the question's own rare words come first, then rare synonyms of its words, then
 * the chunks holding all the common terms, and only then any chunk with any word.
 *
 * Rarity is a word's own: a rare term's common synonym ("headcount" → "employees") searched with
 * it would fill the first pass's rows with chunks that only hold the synonym, and the chunks that
 * hold the question's own word could be left out of the rows read.
 */

/** A question's term as the passes see it: its own forms (the word, its plural or singular) and its synonyms. */
export type TQueryTerm = { forms: readonly string[]; synonyms: readonly string[] };

/**
 * @param terms question terms (`keywordQueryTerms` with `termAlternatives`: letters, digits and
 *   decimal points only); a plain string is a term without alternatives.
 * @param documentFrequency estimated chunks holding a word.
 * @param commonFrom the document frequency from which a word counts as common; a term is common
 *   when its forms together are.
 * @returns tsqueries (PostgreSQL `to_tsquery` syntax) to run in turn while too few chunks are found.
 * @example keywordQueryPasses(['buyback', 'revenue', '2024'], df, 500)
 *   // ["'buyback'", "'revenue' & '2024'", "'buyback' | 'revenue' | '2024'"]
 * @public
 */
export function keywordQueryPasses(
  terms: readonly (string | TQueryTerm)[],
  documentFrequency: (word: string) => number,
  commonFrom: number,
): string[] {
  const expanded = terms.map((term) => (typeof term === 'string' ? { forms: [term], synonyms: [] } : term));
  const isRare = (word: string) => documentFrequency(word) < commonFrom;
  const isCommonTerm = (term: TQueryTerm) =>
    term.forms.reduce((sum, word) => sum + documentFrequency(word), 0) >= commonFrom;
  const rareForms = unique(expanded.flatMap((term) => term.forms.filter(isRare)));
  const rareSynonyms = unique(expanded.flatMap((term) => term.synonyms.filter(isRare))).filter(
    (word) => !rareForms.includes(word),
  );
  const common = expanded.filter(isCommonTerm).map((term) => unique([...term.forms, ...term.synonyms]).map(quote));
  const anyTerm = unique(expanded.flatMap((term) => [...term.forms, ...term.synonyms]))
    .map(quote)
    .join(' | ');
  const passes = [rareForms, rareSynonyms]
    .filter((words) => words.length > 0)
    .map((words) => words.map(quote).join(' | '));
  if (common.length > 1) {
    passes.push(common.map((words) => (words.length > 1 ? `(${words.join(' | ')})` : words[0])).join(' & '));
  }
  if (anyTerm) passes.push(anyTerm);
  return unique(passes);
}

const quote = (word: string) => `'${word.replaceAll("'", '')}'`;
const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
