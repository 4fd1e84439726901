import type { TCompsProposalsData } from '../../../../api/comps';
import { formatFigure } from '../../../../components/model/format-figure';
import { currentLanguage } from '../../../../i18n/i18n';
import { useAppTranslation } from '../../../../i18n/use-app-translation';
import { SECTOR_LABELS } from '../labels';
import { countryName } from './country-names';

/** The filters a proposal was checked against, one phrase each in the reader's language. */
export function useFiltersSummary(filters: TCompsProposalsData['filters']): string[] {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const usd = (value: number) => formatFigure(value, 'money', language, { currency: 'USD', scale: 'compact' });
  const list = (items: readonly string[]) => items.join(t('peers:proposals.listSeparator'));
  const parts: string[] = [];
  if (filters.sicCodes.length > 0) parts.push(t('peers:proposals.summary.sicCodes', { codes: list(filters.sicCodes) }));
  if (filters.sectors.length > 0) parts.push(list(filters.sectors.map((sector) => t(SECTOR_LABELS[sector]))));
  if (filters.minRevenue !== null)
    parts.push(t('peers:proposals.summary.minRevenue', { value: usd(filters.minRevenue) }));
  if (filters.maxRevenue !== null)
    parts.push(t('peers:proposals.summary.maxRevenue', { value: usd(filters.maxRevenue) }));
  if (filters.countries.length > 0) parts.push(list(filters.countries.map((code) => countryName(code, language))));
  return parts;
}
