import { COMPS_SECTORS } from '@app/contract';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type TCompsProposalsData, useSearchPeers } from '../../../api/comps';
import { LINK_CLASS } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SECTOR_LABELS } from './labels';
import { COUNTRY_CHOICES, countryName } from './utils/country-names';
import { ZFiltersFormSchema } from './utils/filters-form-schema';

/**
 * Structured filters over the SEC data: a sector, SIC codes, a revenue range (millions of USD) and a
 * country, checked with the contract's rules before the search runs.
 */
export function FiltersForm({
  modelId,
  hasChatModel,
  onProposals,
}: {
  modelId: string;
  hasChatModel: boolean;
  onProposals: (result: TCompsProposalsData) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const search = useSearchPeers();
  const form = useContractForm(ZFiltersFormSchema, handleValid);
  const sectorOptions = [
    { value: '', label: t('peers:filters.anySector') },
    ...COMPS_SECTORS.map((sector) => ({ value: sector, label: t(SECTOR_LABELS[sector]) })),
  ];
  const countryOptions = [
    { value: '', label: t('peers:filters.anyCountry') },
    ...COUNTRY_CHOICES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    ),
  ];

  function handleValid(filters: z.output<typeof ZFiltersFormSchema>): void {
    search.mutate(
      {
        modelId,
        filters: {
          sicCodes: filters.sic_codes,
          sectors: filters.sectors,
          minRevenue: filters.min_revenue,
          maxRevenue: filters.max_revenue,
          countries: filters.countries,
        },
      },
      { onSuccess: onProposals, onError: form.showError },
    );
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-3" data-testid="comps-filters-form">
      <p className="text-sm text-ink-muted">{t('peers:regenerate.filtersIntro')}</p>
      {hasChatModel ? null : (
        <p className="text-sm text-ink" data-testid="comps-no-chat-model">
          {t('peers:regenerate.noChatModel')}{' '}
          <Link to="/settings/model-providers" className={LINK_CLASS}>
            {t('peers:regenerate.modelProvidersLink')}
          </Link>
        </p>
      )}
      <FormAlert message={form.formError ?? form.fieldError('') ?? null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name="sectors"
          label={t('peers:filters.sector')}
          options={sectorOptions}
          defaultValue=""
          error={form.fieldError('sectors')}
        />
        <TextField
          name="sic_codes"
          label={t('peers:filters.sicCodes')}
          hint={t('peers:filters.sicCodesHint')}
          isRequired={false}
          error={form.fieldError('sic_codes')}
        />
        <TextField
          name="min_revenue"
          type="number"
          label={t('peers:filters.minRevenue')}
          isRequired={false}
          error={form.fieldError('min_revenue')}
        />
        <TextField
          name="max_revenue"
          type="number"
          label={t('peers:filters.maxRevenue')}
          isRequired={false}
          error={form.fieldError('max_revenue')}
        />
        <SelectField
          name="countries"
          label={t('peers:filters.country')}
          options={countryOptions}
          defaultValue=""
          error={form.fieldError('countries')}
        />
      </div>
      <div>
        <SubmitButton
          label={t('peers:filters.submit')}
          pendingLabel={t('peers:filters.submitting')}
          isPending={search.isPending}
        />
      </div>
    </form>
  );
}
