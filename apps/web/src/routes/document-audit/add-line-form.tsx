import { type FormEvent, useMemo, useState } from 'react';
import type { TStatementData, TStatementLineData } from '../../api/financial';
import type { TAuditEdits } from '../../api/financial-audit';
import { buttonClass } from '../../components/button-styles';
import { readFormValues } from '../../hooks/read-form-values';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Field, INPUT_CLASS } from './field';
import { accountOptions } from './utils/accounts';
import { parseValue } from './utils/parse-value';

type TAddErrors = { account_name?: string; value?: string };

/** Adds a line the extraction missed, at the end of the statement. */
export function AddLineForm({ statement, addLine }: { statement: TStatementData; addLine: TAuditEdits['addLine'] }) {
  const { t } = useAppTranslation();
  const accounts = useMemo(() => accountOptions(statement.statementType), [statement.statementType]);
  const [errors, setErrors] = useState<TAddErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFormValues(form) as Record<string, string>;
    const accountName = (values.account_name ?? '').trim();
    const value = parseValue(values.value ?? '');
    const found: TAddErrors = {
      ...(accountName ? {} : { account_name: t('documents:lines.invalidName') }),
      ...(value === null ? { value: t('documents:lines.invalidValue') } : {}),
    };
    setErrors(found);
    if (value === null || !accountName) return;
    const key = values.standard_account_name ?? '';
    addLine.mutate(
      {
        statementId: statement.statementId,
        accountName,
        standardAccountName: key === '' ? null : (key as NonNullable<TStatementLineData['standardAccountName']>),
        value,
      },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('documents:addLine.title')}
      className="grid gap-3 rounded-lg border border-dashed border-line-strong p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto]"
      data-testid="add-line"
    >
      <Field label={t('documents:addLine.name')} error={errors.account_name}>
        {(id, describedBy) => (
          <input
            id={id}
            name="account_name"
            maxLength={300}
            aria-describedby={describedBy}
            aria-invalid={errors.account_name ? true : undefined}
            className={INPUT_CLASS}
            data-testid="add-line-name"
          />
        )}
      </Field>
      <Field label={t('documents:addLine.account')} error={undefined}>
        {(id) => (
          <select
            id={id}
            name="standard_account_name"
            className={`${INPUT_CLASS} w-full min-w-0`}
            data-testid="add-line-account"
          >
            <option value="">{t('documents:lines.noAccount')}</option>
            {accounts.map((account) => (
              <option key={account.value} value={account.value}>
                {account.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('documents:addLine.value')} error={errors.value}>
        {(id, describedBy) => (
          <input
            id={id}
            name="value"
            inputMode="decimal"
            aria-describedby={describedBy}
            aria-invalid={errors.value ? true : undefined}
            className={`${INPUT_CLASS} text-right tabular-nums`}
            data-testid="add-line-value"
          />
        )}
      </Field>
      <div className="flex items-end">
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={addLine.isPending}
          data-testid="add-line-submit"
        >
          {t('documents:addLine.submit')}
        </button>
      </div>
    </form>
  );
}
