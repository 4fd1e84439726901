import type { TLineValue, TReportedSource, TStatementPeriod } from '@app/statements';
import type { TBaseLine, TProvenance } from '@app/valuation';

/** The cell note of a reported or derived statement value: form, tag, period, filing date, accession. */
export function lineNote(line: TLineValue, period: Pick<TStatementPeriod, 'period_start' | 'period_end'>): string {
  const { source } = line;
  if (source.kind === 'reported') return `${reportedNote(source)}\nPeriod ${periodText(period)}`;
  const facts = source.facts?.map(reportedNote).join('\n') ?? '';
  return [`Derived: ${source.formula}`, `Period ${periodText(period)}`, facts].filter(Boolean).join('\n');
}

/** The note of a base-year balance line (the engine's condensed balance sheet). */
export function baseLineNote(line: TBaseLine, period: TStatementPeriod): string {
  const { source } = line;
  switch (source.kind) {
    case 'reported':
      return source.keys
        .map((key) => {
          const reported = period.balance[key as keyof TStatementPeriod['balance']];
          return reported ? `${key}: ${lineNote(reported, period)}` : key;
        })
        .join('\n');
    case 'derived':
      return `Derived: ${source.formula}`;
    case 'not_reported':
      return source.note;
  }
}

/** One sentence on where a driver came from. */
export function provenanceText(provenance: TProvenance): string {
  switch (provenance.kind) {
    case 'history': {
      const years = provenance.years.map((year) => `FY${year}`).join(', ');
      const note = provenance.note ? `; ${provenance.note}` : '';
      return `History: ${provenance.formula} (${years})${note}`;
    }
    case 'convention':
      return `Convention: ${provenance.note}`;
    case 'fallback':
      return `Fallback: ${provenance.reason}`;
    case 'input':
      return 'Your input';
  }
}

function reportedNote(source: TReportedSource): string {
  const filing = [
    source.form,
    source.filed && `filed ${source.filed}`,
    source.accession && `accession ${source.accession}`,
  ];
  const text = `${source.taxonomy}:${source.tag} [${source.unit}] — ${filing.filter(Boolean).join(', ') || 'filing not known'}`;
  const split = source.split_adjustment;
  if (!split) return text;
  const splits = split.splits
    .map((s) => `${s.ratio >= 1 ? `${s.ratio}-for-1` : `1-for-${Math.round(1 / s.ratio)}`} on ${s.date}`)
    .join(', ');
  return `${text}\nRestated for stock splits (${splits}): ×${split.ratio} shares, ÷${split.ratio} per share; as filed ${split.reported_value}`;
}

function periodText(period: Pick<TStatementPeriod, 'period_start' | 'period_end'>): string {
  return `${period.period_start} to ${period.period_end}`;
}
