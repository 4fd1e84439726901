/**
 * Which chunks the keyword search reads. Ranking every chunk that holds any of the question's
 * words is what makes keyword search slow over many chunks: a common word ("revenue", "2024")
 * is in a large share of them. So the rare words are or'ed (any chunk with one of them is read),
 * and the common words are and'ed (a chunk with all of them is read too); only when that finds too
 * few chunks are all the words or'ed.
 */

/** The tsquery text (PostgreSQL `to_tsquery` syntax) of the first pass, and of the second if one is needed. */
export type TKeywordQueryPlan = { primary: string; fallback: string | null };

/**
 * @param terms question terms (`keywordQueryTerms`: letters, digits and decimal points only).
 * @param documentFrequencies estimated chunks holding each term.
 * @param commonFrom the document frequency from which a term counts as common.
 * @example keywordQueryPlan(['buyback', 'revenue', '2024'], [40, 9000, 12000], 1500)
 *   // { primary: "'buyback' | ('revenue' & '2024')", fallback: "'buyback' | 'revenue' | '2024'" }
 * @public
 */
export function keywordQueryPlan(
  terms: readonly string[],
  documentFrequencies: readonly number[],
  commonFrom: number,
): TKeywordQueryPlan {
  const quoted = terms.map((term) => `'${term.replaceAll("'", '')}'`);
  const rare = quoted.filter((_, i) => (documentFrequencies[i] ?? 0) < commonFrom);
  const common = quoted.filter((_, i) => (documentFrequencies[i] ?? 0) >= commonFrom);
  const anyTerm = quoted.join(' | ');
  if (common.length <= 1) return { primary: anyTerm, fallback: null };
  const allCommon = common.join(' & ');
  const primary = rare.length === 0 ? allCommon : `${rare.join(' | ')} | (${allCommon})`;
  return { primary, fallback: anyTerm };
}
