import { financialStatementRoutes, localizeIssues, PERIOD_LENGTHS, STATEMENT_TYPES, VALUE_UNITS } from '@app/contract';
import { type FormEvent, useState } from 'react';
import type { TStatementData } from '../../api/financial';
import type { TAuditEdits } from '../../api/financial-audit';
import { buttonClass } from '../../components/button-styles';
import { PERIOD_LENGTH_LABELS, STATEMENT_TYPE_LABELS, UNIT_LABELS } from '../../components/documents/labels';
import { readFormValues } from '../../hooks/read-form-values';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Field, INPUT_CLASS } from './field';

/** The fields of `statement/revise`, named as on the wire. */
const FIELDS = ['statement_type', 'period_start', 'period_end', 'period_length', 'currency', 'unit'] as const;
type TField = (typeof FIELDS)[number];

/**
 * A statement's own details: type, period, currency and units. Only what changed is sent (values
 * stay as printed: a new unit rescales them). Checked with the contract's schema before sending.
 */
export function StatementFields({
  statement,
  revise,
  isReadOnly,
}: {
  statement: TStatementData;
  revise: TAuditEdits['revise'];
  isReadOnly: boolean;
}) {
  const { t, i18n } = useAppTranslation();
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const current: Record<TField, string | null> = {
    statement_type: statement.statementType,
    period_start: statement.periodStart,
    period_end: statement.periodEnd,
    period_length: statement.periodLength,
    currency: statement.currency,
    unit: statement.unit,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const values = readFormValues(event.currentTarget) as Record<string, string>;
    const changed = Object.fromEntries(
      FIELDS.map((field) => [field, values[field]?.trim() ? values[field].trim() : null] as const).filter(
        ([field, value]) => value !== current[field],
      ),
    );
    if (Object.keys(changed).length === 0) return;
    const parsed = financialStatementRoutes.revise.input.safeParse(
      { statement_id: statement.statementId, ...changed },
      { reportInput: true },
    );
    if (!parsed.success) {
      const issues = localizeIssues(parsed.error.issues, currentLanguage(i18n));
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      return;
    }
    setErrors({});
    const input = parsed.data;
    revise.mutate({
      statementId: input.statement_id,
      statementType: input.statement_type,
      periodStart: input.period_start,
      periodEnd: input.period_end,
      periodLength: input.period_length,
      currency: input.currency,
      unit: input.unit,
    });
  }

  const select = (field: TField, options: readonly { value: string; label: string }[], isNullable: boolean) =>
    function SelectControl(id: string, describedBy: string | undefined) {
      return (
        <select
          id={id}
          name={field}
          defaultValue={current[field] ?? ''}
          disabled={isReadOnly}
          aria-describedby={describedBy}
          aria-invalid={errors[field] ? true : undefined}
          className={INPUT_CLASS}
          data-testid={`statement-${field}`}
        >
          {isNullable ? <option value="">{t('documents:details.notStated')}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    };
  const input = (field: TField, type: 'date' | 'text') =>
    function InputControl(id: string, describedBy: string | undefined) {
      return (
        <input
          id={id}
          name={field}
          type={type}
          defaultValue={current[field] ?? ''}
          readOnly={isReadOnly}
          maxLength={type === 'text' ? 3 : undefined}
          aria-describedby={describedBy}
          aria-invalid={errors[field] ? true : undefined}
          className={`${INPUT_CLASS} ${type === 'text' ? 'uppercase' : ''}`}
          data-testid={`statement-${field}`}
        />
      );
    };

  return (
    <form
      // A saved revision is the new default of every field.
      key={JSON.stringify(current)}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('documents:fields.title')}
      className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-4"
      data-testid="statement-fields"
    >
      <Field label={t('documents:fields.type')} error={errors.statement_type}>
        {select(
          'statement_type',
          STATEMENT_TYPES.map((type) => ({ value: type, label: t(STATEMENT_TYPE_LABELS[type]) })),
          false,
        )}
      </Field>
      <Field label={t('documents:fields.periodStart')} error={errors.period_start}>
        {input('period_start', 'date')}
      </Field>
      <Field label={t('documents:fields.periodEnd')} error={errors.period_end}>
        {input('period_end', 'date')}
      </Field>
      <Field label={t('documents:fields.periodLength')} error={errors.period_length}>
        {select(
          'period_length',
          PERIOD_LENGTHS.map((length) => ({ value: length, label: t(PERIOD_LENGTH_LABELS[length]) })),
          true,
        )}
      </Field>
      <Field label={t('documents:fields.currency')} error={errors.currency}>
        {input('currency', 'text')}
      </Field>
      <Field label={t('documents:fields.unit')} error={errors.unit}>
        {select(
          'unit',
          VALUE_UNITS.map((unit) => ({ value: unit, label: t(UNIT_LABELS[unit]) })),
          false,
        )}
      </Field>
      {isReadOnly ? null : (
        <div className="flex items-end justify-end">
          <button
            type="submit"
            className={buttonClass('secondary', 'w-full')}
            disabled={revise.isPending}
            data-testid="statement-save"
          >
            {t('documents:fields.save')}
          </button>
        </div>
      )}
    </form>
  );
}
