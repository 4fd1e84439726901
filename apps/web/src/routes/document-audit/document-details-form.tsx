import { financialStatementRoutes, localizeIssues, REPORT_TYPES } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/errors';
import type { TFinancialDocumentData } from '../../api/financial';
import { useDocumentActions } from '../../api/financial-audit';
import { buttonClass } from '../../components/button-styles';
import { REPORT_TYPE_LABELS } from '../../components/documents/labels';
import { FormAlert } from '../../components/form/form-alert';
import { readFormValues } from '../../hooks/read-form-values';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Field, INPUT_CLASS } from './field';

/**
 * The document's record as the user corrects it: company name, stock code, fiscal year, report type
 * and period end. Only what changed is sent; an emptied field is cleared. Checked with the
 * contract's own schema first.
 */
export function DocumentDetailsForm({ document, onDone }: { document: TFinancialDocumentData; onDone: () => void }) {
  const { t, i18n } = useAppTranslation();
  const { update } = useDocumentActions(document.documentId);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const values = readFormValues(event.currentTarget) as Record<string, string>;
    const text = (name: string) => (values[name]?.trim() ? values[name].trim() : null);
    const year = text('fiscal_year');
    const next = {
      company_name: text('company_name'),
      stock_code: text('stock_code'),
      fiscal_year: year === null ? null : Number(year),
      report_type: text('report_type'),
      period_end_date: text('period_end_date'),
    };
    const current = {
      company_name: document.companyName,
      stock_code: document.stockCode,
      fiscal_year: document.fiscalYear,
      report_type: document.reportType,
      period_end_date: document.periodEndDate,
    };
    const changed = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => value !== current[key as keyof typeof current]),
    );
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    const parsed = financialStatementRoutes.update.input.safeParse(
      { document_id: document.documentId, ...changed },
      { reportInput: true },
    );
    if (!parsed.success) {
      const issues = localizeIssues(parsed.error.issues, currentLanguage(i18n));
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      return;
    }
    setErrors({});
    const { document_id: _id, ...input } = parsed.data;
    update.mutate(
      {
        companyName: input.company_name,
        stockCode: input.stock_code,
        fiscalYear: input.fiscal_year,
        reportType: input.report_type,
        periodEndDate: input.period_end_date,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-5"
      data-testid="details-form"
    >
      <Field label={t('documents:details.companyName')} error={errors.company_name} className="sm:col-span-2">
        {(id, describedBy) => (
          <input
            id={id}
            name="company_name"
            defaultValue={document.companyName ?? ''}
            maxLength={200}
            aria-describedby={describedBy}
            aria-invalid={errors.company_name ? true : undefined}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('documents:details.stockCode')} error={errors.stock_code}>
        {(id, describedBy) => (
          <input
            id={id}
            name="stock_code"
            defaultValue={document.stockCode ?? ''}
            maxLength={20}
            aria-describedby={describedBy}
            aria-invalid={errors.stock_code ? true : undefined}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('documents:details.fiscalYear')} error={errors.fiscal_year}>
        {(id, describedBy) => (
          <input
            id={id}
            name="fiscal_year"
            inputMode="numeric"
            defaultValue={document.fiscalYear ?? ''}
            maxLength={4}
            aria-describedby={describedBy}
            aria-invalid={errors.fiscal_year ? true : undefined}
            className={`${INPUT_CLASS} tabular-nums`}
          />
        )}
      </Field>
      <Field label={t('documents:details.reportType')} error={errors.report_type}>
        {(id, describedBy) => (
          <select
            id={id}
            name="report_type"
            defaultValue={document.reportType ?? ''}
            aria-describedby={describedBy}
            className={INPUT_CLASS}
          >
            <option value="">{t('documents:details.notStated')}</option>
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(REPORT_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('documents:details.periodEnd')} error={errors.period_end_date} className="sm:col-span-2">
        {(id, describedBy) => (
          <input
            id={id}
            name="period_end_date"
            type="date"
            defaultValue={document.periodEndDate ?? ''}
            aria-describedby={describedBy}
            aria-invalid={errors.period_end_date ? true : undefined}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="flex items-end justify-end gap-2 sm:col-span-3">
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          {t('valuation:common.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending} data-testid="details-save">
          {t('documents:details.save')}
        </button>
      </div>
      <div className="sm:col-span-5">
        <FormAlert message={update.error instanceof ApiError ? update.error.message : null} />
      </div>
    </form>
  );
}
