import type { TLineValue, TReportedSource, TStatementPeriod } from '@app/statements';
import type { TBaseLine, TProvenance } from '@app/valuation';
import type { TTranslate } from './labels/translate.js';

/**
 * The cell note of a reported or derived statement value: form, tag, period, filing date, accession.
 * Taxonomy tags, forms and the engine's formulas stay as filed; the words around them are translated.
 */
export function lineNote(
  line: TLineValue,
  period: Pick<TStatementPeriod, 'period_start' | 'period_end'>,
  t: TTranslate,
): string {
  const { source } = line;
  const when = t('notes.period', { start: period.period_start, end: period.period_end });
  if (source.kind === 'reported') return `${reportedNote(source, t)}\n${when}`;
  const facts = source.facts?.map((fact) => reportedNote(fact, t)).join('\n') ?? '';
  return [t('notes.derived', { formula: source.formula }), when, facts].filter(Boolean).join('\n');
}

/** The note of a base-year balance line (the engine's condensed balance sheet). */
export function baseLineNote(line: TBaseLine, period: TStatementPeriod, t: TTranslate): string {
  const { source } = line;
  switch (source.kind) {
    case 'reported':
      return source.keys
        .map((key) => {
          const reported = period.balance[key as keyof TStatementPeriod['balance']];
          return reported ? `${key}: ${lineNote(reported, period, t)}` : key;
        })
        .join('\n');
    case 'derived':
      return t('notes.derived', { formula: source.formula });
    case 'not_reported':
      return source.note;
  }
}

/** One sentence on where a driver came from (the engine's own formula and note as it wrote them). */
export function provenanceText(provenance: TProvenance, t: TTranslate): string {
  switch (provenance.kind) {
    case 'history': {
      const years = provenance.years.map((year) => `FY${year}`).join(', ');
      const note = provenance.note ? `; ${provenance.note}` : '';
      return t('notes.history', { formula: provenance.formula, years, note });
    }
    case 'convention':
      return t('notes.convention', { note: provenance.note });
    case 'fallback':
      return t('notes.fallback', { reason: provenance.reason });
    case 'input':
      return t('common.yourInput');
  }
}

function reportedNote(source: TReportedSource, t: TTranslate): string {
  const filing = [
    source.form,
    source.filed && t('notes.filed', { date: source.filed }),
    source.accession && t('notes.accession', { accession: source.accession }),
  ];
  const text = `${source.taxonomy}:${source.tag} [${source.unit}] — ${filing.filter(Boolean).join(', ') || t('notes.filingUnknown')}`;
  const split = source.split_adjustment;
  if (!split) return text;
  const splits = split.splits
    .map((s) =>
      t('notes.split', {
        ratio: s.ratio >= 1 ? `${s.ratio}-for-1` : `1-for-${Math.round(1 / s.ratio)}`,
        date: s.date,
      }),
    )
    .join(', ');
  return `${text}\n${t('notes.restated', { splits, ratio: split.ratio, reported: split.reported_value })}`;
}
