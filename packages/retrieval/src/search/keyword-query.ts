/**
 * Which chunks the keyword search reads, pass after pass until it has enough. Ranking every chunk
 * that holds any of the question's words is what makes keyword search slow over many chunks: a
 * common word ("revenue", "2024") is in a large share of them, and PostgreSQL reads each such row
 * to score it. So the rare words come first (any chunk with one of them), then the chunks holding
 * all the common words, and only then any chunk with any word.
 */

/**
 * @param terms question terms (`keywordQueryTerms`: letters, digits and decimal points only).
 * @param documentFrequencies estimated chunks holding each term.
 * @param commonFrom the document frequency from which a term counts as common.
 * @returns tsqueries (PostgreSQL `to_tsquery` syntax) to run in turn while too few chunks are found.
 * @example keywordQueryPasses(['buyback', 'revenue', '2024'], [40, 9000, 12000], 500)
 *   // ["'buyback'", "'revenue' & '2024'", "'buyback' | 'revenue' | '2024'"]
 * @public
 */
export function keywordQueryPasses(
  terms: readonly string[],
  documentFrequencies: readonly number[],
  commonFrom: number,
): string[] {
  const quoted = terms.map((term) => `'${term.replaceAll("'", '')}'`);
  const rare = quoted.filter((_, i) => (documentFrequencies[i] ?? 0) < commonFrom);
  const common = quoted.filter((_, i) => (documentFrequencies[i] ?? 0) >= commonFrom);
  const anyTerm = quoted.join(' | ');
  if (common.length <= 1) return quoted.length > 0 ? [anyTerm] : [];
  return [...(rare.length > 0 ? [rare.join(' | ')] : []), common.join(' & '), anyTerm];
}
