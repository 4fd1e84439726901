/**
 * Which chunks the keyword search reads, pass after pass until it has enough. Ranking every chunk
 * that holds any of the question's words is what makes keyword search slow over many chunks: a
 * common word ("revenue", "2024") is in a large share of them, and PostgreSQL reads each such row
 * to score it. So the rare words come first (any chunk with one of them), then the chunks holding
 * all the common words, and only then any chunk with any word.
 */

/**
 * @param terms question terms (`keywordQueryTerms`: letters, digits and decimal points only), each
 *   alone or with its alternatives (`termAlternatives`), any of which matches it.
 * @param documentFrequencies estimated chunks holding each term (or any of its alternatives).
 * @param commonFrom the document frequency from which a term counts as common.
 * @returns tsqueries (PostgreSQL `to_tsquery` syntax) to run in turn while too few chunks are found.
 * @example keywordQueryPasses(['buyback', 'revenue', '2024'], [40, 9000, 12000], 500)
 *   // ["'buyback'", "'revenue' & '2024'", "'buyback' | 'revenue' | '2024'"]
 * @example keywordQueryPasses([['buyback', 'repurchase'], 'revenue'], [60, 9000], 500)
 *   // ["'buyback' | 'repurchase' | 'revenue'"]
 * @public
 */
export function keywordQueryPasses(
  terms: readonly (string | readonly string[])[],
  documentFrequencies: readonly number[],
  commonFrom: number,
): string[] {
  const alternatives = terms.map((term) => (typeof term === 'string' ? [term] : term).map(quote));
  const rare = alternatives.filter((_, i) => (documentFrequencies[i] ?? 0) < commonFrom).flat();
  const common = alternatives.filter((_, i) => (documentFrequencies[i] ?? 0) >= commonFrom);
  const anyTerm = alternatives.flat().join(' | ');
  if (common.length <= 1) return anyTerm ? [anyTerm] : [];
  const allCommon = common.map((words) => (words.length > 1 ? `(${words.join(' | ')})` : words[0])).join(' & ');
  return [...(rare.length > 0 ? [rare.join(' | ')] : []), allCommon, anyTerm];
}

const quote = (word: string) => `'${word.replaceAll("'", '')}'`;
