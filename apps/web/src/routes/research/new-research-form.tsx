import { REPORT_LANGUAGES, RESEARCH_LIMITS, RESEARCH_REPORT_TYPES } from '@app/contract';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/errors';
import { useTenantInfo } from '../../api/llm';
import { useNewResearch } from '../../api/research';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useContractForm } from '../../hooks/use-contract-form';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { TextAreaField } from '../knowledge/text-area-field';
import { KbPicker } from './kb-picker';
import { ResearchNotConfigured } from './not-configured';
import { REPORT_LANGUAGE_LABELS, REPORT_TYPE_LABELS } from './utils/labels';
import { ZNewResearchFormSchema } from './utils/new-research-schema';

/**
 * Starts a research session: the request, the report wanted (type, language), whether to break the
 * request into items first, and the knowledge bases to search; checked with the contract's schema,
 * then the session opens. Without a chat model the server refuses (`LLM_NOT_CONFIGURED`): its
 * message shows with the way to Model providers.
 */
export function NewResearchForm() {
  const { t, i18n } = useAppTranslation();
  const navigate = useNavigate();
  const start = useNewResearch();
  const tenant = useTenantInfo();
  const form = useContractForm(ZNewResearchFormSchema, handleValid);
  const isNotConfigured =
    tenant.data?.llmId === null || (start.error instanceof ApiError && start.error.errorCode === 'LLM_NOT_CONFIGURED');

  function handleValid(data: z.output<typeof ZNewResearchFormSchema>): void {
    start.mutate(
      {
        request: data.request,
        reportType: data.report_type,
        language: data.language,
        breakdown: data.breakdown,
        kbIds: data.kb_ids,
      },
      {
        onSuccess: (research) => navigate(`/research/${research.id}`),
        onError: (error) => {
          if (!(error instanceof ApiError && error.errorCode === 'LLM_NOT_CONFIGURED')) form.showError(error);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="new-research-title"
      className="rounded-xl border border-line bg-surface p-5 shadow-sm"
      data-testid="new-research"
    >
      <h2 id="new-research-title" className="text-lg font-semibold text-ink">
        {t('research:new.title')}
      </h2>
      <form {...form.formProps} className="mt-4 flex flex-col gap-4" data-testid="new-research-form">
        <FormAlert message={form.formError} />
        {isNotConfigured ? <ResearchNotConfigured /> : null}
        <TextAreaField
          name="request"
          label={t('research:new.request')}
          hint={t('research:new.requestHint')}
          rows={3}
          maxLength={RESEARCH_LIMITS.requestChars}
          error={form.fieldError('request')}
          testId="new-research-request"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="report_type"
            label={t('research:new.reportType')}
            defaultValue="stock_pitch"
            options={RESEARCH_REPORT_TYPES.map((type) => ({ value: type, label: t(REPORT_TYPE_LABELS[type]) }))}
            error={form.fieldError('report_type')}
          />
          <SelectField
            name="language"
            label={t('research:new.language')}
            defaultValue={currentLanguage(i18n).startsWith('zh') ? 'zh' : 'en'}
            options={REPORT_LANGUAGES.map((language) => ({
              value: language,
              label: t(REPORT_LANGUAGE_LABELS[language]),
            }))}
            error={form.fieldError('language')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <CheckboxField name="breakdown" label={t('research:new.breakdown')} error={form.fieldError('breakdown')} />
          <p className="pl-6 text-xs text-ink-muted">{t('research:new.breakdownHint')}</p>
        </div>
        <KbPicker error={form.fieldError('kb_ids')} />
        <div className="flex justify-end">
          <SubmitButton
            label={t('research:new.submit')}
            pendingLabel={t('research:new.submitting')}
            isPending={start.isPending}
          />
        </div>
      </form>
    </section>
  );
}
