import type { TLanguage } from '@app/contract';
import type { TProvenance } from '@app/valuation';
import { formatFigure } from '../../components/model/format-figure';
import type { useAppTranslation } from '../../i18n/use-app-translation';

type TTranslate = ReturnType<typeof useAppTranslation>['t'];

const PROVENANCE_LABELS = {
  history: 'valuation:provenance.history',
  convention: 'valuation:provenance.convention',
  fallback: 'valuation:provenance.fallback',
  input: 'valuation:provenance.input',
} as const satisfies Record<TProvenance['kind'], string>;

/**
 * Where a driver's values come from, in the reader's language: the kind of source, or for a default
 * that moves over the forecast, where it starts and where it ends (the last year's own ratio moving
 * to the multi-year mean; revenue growth's mean moving to the terminal rate).
 */
export function provenanceText(
  t: TTranslate,
  provenance: TProvenance,
  unit: 'percent' | 'days',
  language: TLanguage,
): string {
  const fade = provenance.kind === 'history' ? provenance.fade : undefined;
  if (provenance.kind !== 'history' || !fade || Math.abs(fade.end.value - fade.start.value) < 1e-12) {
    return t(PROVENANCE_LABELS[provenance.kind]);
  }
  const figure = (value: number) =>
    unit === 'days'
      ? formatFigure(value, 'number', language, { digits: 1 })
      : formatFigure(value, 'percent', language, { digits: 1 });
  const params = {
    start: figure(fade.start.value),
    end: figure(fade.end.value),
    from: String(provenance.years[0] ?? ''),
    to: String(provenance.years.at(-1) ?? ''),
    years: String(fade.byYear),
  };
  if (fade.end.basis === 'margin_target') {
    return t('valuation:provenance.fadeToMargin', {
      ...params,
      year: String(fade.start.fiscalYear ?? params.to),
      margin: formatFigure(fade.end.operatingMargin ?? 0, 'percent', language, { digits: 1 }),
    });
  }
  return fade.start.basis === 'latest_year'
    ? t('valuation:provenance.fadeLatest', { ...params, year: String(fade.start.fiscalYear ?? params.to) })
    : t('valuation:provenance.fadeTarget', params);
}
