import type { TReportType } from '@app/contract';
import type { TStoredReason } from '../db/schema.js';
import type { TExtractedStatement } from './extraction.js';

/**
 * Extraction's reasons are English sentences; these patterns give each a code of the audit
 * catalogue so it can be shown in the reader's language. Formula failures are left out: the server
 * recomputes them from the lines. A sentence no pattern knows is kept as an `extraction_note`.
 */
const REASON_PATTERNS: readonly [RegExp, TStoredReason['code']][] = [
  [/\b(formula|check|does not (add up|match)|gap)\b/i, 'formula_gap'],
  [/\bcurrency\b/i, 'currency_guessed'],
  [/\bunit\b/i, 'unit_guessed'],
  [/\b(period|date|year|length)\b/i, 'period_guessed'],
  [/\b(missing|not found)\b|^No .+ line was found$/i, 'key_line_missing'],
];

/** Codes and parameters for extraction's English reasons (see `REASON_PATTERNS`). */
export function reasonsFromExtraction(texts: readonly string[]): TStoredReason[] {
  const reasons: TStoredReason[] = [];
  for (const text of texts) {
    const code = REASON_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? 'extraction_note';
    if (code === 'formula_gap') continue;
    if (code === 'key_line_missing') {
      // "No net income line was found": the key is the words between.
      const key = /^No (.+) line was found$/i.exec(text)?.[1]?.trim().toLowerCase().replace(/\s+/g, '_');
      reasons.push(key ? { code, params: { line: key, key } } : { code: 'extraction_note', params: { text } });
      continue;
    }
    const reason: TStoredReason = code === 'extraction_note' ? { code, params: { text } } : { code };
    if (!reasons.some((known) => known.code === reason.code && reason.code !== 'extraction_note')) reasons.push(reason);
  }
  return reasons;
}

/** What the statements say about the document, for record fields the user left empty. */
export function documentFactsOf(statements: readonly TExtractedStatement[]): {
  reportType: TReportType | null;
  periodEndDate: string | null;
  fiscalYear: number | null;
} {
  const ends = statements.map((statement) => statement.periodEnd).sort();
  const annualEnds = statements
    .filter((statement) => statement.periodLength === '1Y')
    .map((statement) => statement.periodEnd)
    .sort();
  const hasPartYear = statements.some((statement) => statement.periodLength && statement.periodLength !== '1Y');
  const latestEnd = ends.at(-1) ?? null;
  const fiscalEnd = annualEnds.at(-1) ?? latestEnd;
  return {
    reportType: annualEnds.length > 0 ? 'annual' : hasPartYear ? 'quarterly' : null,
    periodEndDate: latestEnd,
    fiscalYear: fiscalEnd ? Number(fiscalEnd.slice(0, 4)) : null,
  };
}
