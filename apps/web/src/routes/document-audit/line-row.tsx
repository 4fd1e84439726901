import { VALUE_UNITS } from '@app/contract';
import { type ChangeEvent, Fragment, useState } from 'react';
import type { TStatementLineData } from '../../api/financial';
import type { TAuditEdits } from '../../api/financial-audit';
import { buttonClass } from '../../components/button-styles';
import { UNIT_LABELS } from '../../components/documents/labels';
import { Figure } from '../../components/model/figure';
import { formatFigure } from '../../components/model/format-figure';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CommitInput } from './commit-input';
import { accountLabel, readableFormula } from './utils/accounts';
import { parseValue, toValueText } from './utils/parse-value';

/**
 * One line of a statement: the account as printed, its standard account, its value (in the
 * statement's unit), and its formula check. A line that differs from its formula is highlighted.
 * Name, account and value are edited in place; each change is saved at once.
 */
export function LineRow({
  line,
  accounts,
  edits,
  isReadOnly,
}: {
  line: TStatementLineData;
  accounts: readonly { value: string; label: string }[];
  edits: TAuditEdits;
  isReadOnly: boolean;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isShowingOptions, setIsShowingOptions] = useState(false);
  const isBusy =
    (edits.updateLine.isPending && edits.updateLine.variables?.lineId === line.lineId) ||
    (edits.deleteLine.isPending && edits.deleteLine.variables === line.lineId);
  const name = line.accountName;

  function commitName(accountName: string): void {
    edits.updateLine.mutate({ lineId: line.lineId, accountName });
  }

  function commitValue(value: number): void {
    edits.updateLine.mutate({ lineId: line.lineId, value });
  }

  function handleAccount(event: ChangeEvent<HTMLSelectElement>): void {
    const key = event.target.value;
    edits.updateLine.mutate({
      lineId: line.lineId,
      standardAccountName: key === '' ? null : (key as NonNullable<TStatementLineData['standardAccountName']>),
    });
  }

  function handleUnit(event: ChangeEvent<HTMLSelectElement>): void {
    const unit = event.target.value;
    edits.updateLine.mutate({
      lineId: line.lineId,
      unit: unit === '' ? null : (unit as NonNullable<TStatementLineData['unit']>),
    });
  }

  function handleSign(event: ChangeEvent<HTMLSelectElement>): void {
    edits.updateLine.mutate({ lineId: line.lineId, sign: event.target.value === '-1' ? -1 : 1 });
  }

  function toggleOptions(): void {
    setIsShowingOptions((isShowing) => !isShowing);
  }

  function askDelete(): void {
    setIsConfirmingDelete(true);
  }

  function keepLine(): void {
    setIsConfirmingDelete(false);
  }

  function deleteLine(): void {
    edits.deleteLine.mutate(line.lineId);
  }

  const extracted =
    line.origin === 'edited' && line.extractedValue !== null
      ? t('documents:lines.edited', { value: formatFigure(line.extractedValue, 'number', language) })
      : null;
  return (
    <Fragment>
      <tr
        className={`border-b border-line align-top last:border-0 ${line.hasGap ? 'bg-danger-soft' : ''}`}
        data-testid="line-row"
        data-line={line.lineId}
        data-account={line.standardAccountName ?? ''}
        data-has-gap={line.hasGap || undefined}
        aria-busy={isBusy || undefined}
      >
        <td className="px-2 py-1.5">
          {isReadOnly ? (
            <span className="text-ink">{name}</span>
          ) : (
            <CommitInput
              value={name}
              toText={String}
              parse={nonEmpty}
              onCommit={commitName}
              label={t('documents:lines.nameOf', { name })}
              invalidMessage={t('documents:lines.invalidName')}
              isDisabled={isBusy}
              className="w-36"
              testId="line-name"
            />
          )}
          {line.formula ? (
            <p className="mt-0.5 max-w-36 text-xs text-ink-muted" title={line.formula} data-testid="line-formula">
              {t('documents:lines.formulaOf', { formula: readableFormula(line.formula) })}
            </p>
          ) : null}
          {line.origin === 'added' ? (
            <p className="mt-0.5 text-xs text-ink-muted">{t('documents:lines.added')}</p>
          ) : null}
        </td>
        <td className="px-2 py-1.5">
          {isReadOnly ? (
            <span className="text-ink-muted">
              {line.standardAccountName ? accountLabel(line.standardAccountName) : t('documents:lines.noAccount')}
            </span>
          ) : (
            <select
              value={line.standardAccountName ?? ''}
              onChange={handleAccount}
              disabled={isBusy}
              aria-label={t('documents:lines.accountOf', { name })}
              data-testid="line-account"
              className="w-36 rounded border border-line-strong bg-surface px-1 py-1 text-sm text-ink"
            >
              <option value="">{t('documents:lines.noAccount')}</option>
              {accounts.map((account) => (
                <option key={account.value} value={account.value}>
                  {account.label}
                </option>
              ))}
            </select>
          )}
        </td>
        <td className="px-2 py-1.5 text-right">
          {isReadOnly ? (
            <Figure value={line.value} kind="number" className="text-ink" />
          ) : (
            <CommitInput
              value={line.value}
              toText={toValueText}
              parse={parseValue}
              onCommit={commitValue}
              label={t('documents:lines.valueOf', { name })}
              invalidMessage={t('documents:lines.invalidValue')}
              isDisabled={isBusy}
              inputMode="decimal"
              className="w-24 text-right tabular-nums"
              testId="line-value"
            />
          )}
          {line.unit ? (
            <p className="mt-0.5 text-xs text-ink-muted" data-testid="line-unit">
              {t('documents:lines.inUnit', { unit: t(UNIT_LABELS[line.unit]) })}
            </p>
          ) : null}
          {line.sign === -1 ? (
            <p className="mt-0.5 text-xs text-ink-muted" data-testid="line-sign">
              {t('documents:lines.signFlipped')}
            </p>
          ) : null}
          {extracted ? (
            <p className="mt-0.5 text-xs text-ink-muted" data-testid="line-extracted">
              {extracted}
            </p>
          ) : null}
        </td>
        <td className="px-2 py-1.5 text-right">
          <Figure value={line.calculatedValue} kind="number" className="text-ink-muted" />
        </td>
        <td className="px-2 py-1.5 text-right">
          <Figure
            value={line.gap}
            kind="number"
            className={line.hasGap ? 'font-semibold text-danger' : 'text-ink-muted'}
            testId="line-gap"
          />
          {line.hasGap ? <span className="sr-only">{t('documents:lines.hasGap')}</span> : null}
        </td>
        <td className="px-2 py-1.5 text-center" data-testid="line-verified" data-verified={line.verified}>
          <span aria-hidden="true" className={line.verified ? 'text-success' : 'text-ink-muted'}>
            {line.verified ? '✓' : '—'}
          </span>
          <span className="sr-only">
            {line.verified ? t('documents:lines.isVerified') : t('documents:lines.notVerified')}
          </span>
        </td>
        {isReadOnly ? null : (
          <td className="px-2 py-1.5 text-right whitespace-nowrap">
            {isConfirmingDelete ? (
              <span className="inline-flex gap-1">
                <button
                  type="button"
                  className={buttonClass('primary', 'bg-danger px-2 py-0.5 text-xs hover:bg-danger')}
                  onClick={deleteLine}
                  disabled={isBusy}
                  data-testid="line-delete-confirm"
                >
                  {t('documents:lines.deleteConfirm')}
                </button>
                <button type="button" className={buttonClass('ghost', 'px-2 py-0.5 text-xs')} onClick={keepLine}>
                  {t('documents:lines.keep')}
                </button>
              </span>
            ) : (
              <span className="inline-flex gap-1">
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-1.5 py-0.5 text-xs')}
                  onClick={toggleOptions}
                  aria-expanded={isShowingOptions}
                  aria-label={t('documents:lines.optionsOf', { name })}
                  title={t('documents:lines.options')}
                  data-testid="line-options"
                >
                  <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
                    <path
                      d="M3 5h10M3 11h10M6 3v4M10 9v4"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-1.5 py-0.5 text-xs hover:text-danger')}
                  onClick={askDelete}
                  aria-label={t('documents:lines.deleteNamed', { name })}
                  title={t('documents:lines.delete')}
                  data-testid="line-delete"
                >
                  <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                </button>
              </span>
            )}
          </td>
        )}
      </tr>
      {isShowingOptions && !isReadOnly ? (
        <tr className="border-b border-line bg-surface-muted/50" data-testid="line-options-row">
          <td colSpan={7} className="px-2 py-2">
            <div className="flex flex-wrap items-center gap-4 text-xs text-ink">
              <label className="flex items-center gap-2">
                {t('documents:lines.unit')}
                <select
                  value={line.unit ?? ''}
                  onChange={handleUnit}
                  disabled={isBusy}
                  className="rounded border border-line-strong bg-surface px-1 py-1 text-xs text-ink"
                  data-testid="line-unit-select"
                >
                  <option value="">{t('documents:lines.statementUnit')}</option>
                  {VALUE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(UNIT_LABELS[unit])}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2">
                {t('documents:lines.sign')}
                <select
                  value={String(line.sign)}
                  onChange={handleSign}
                  disabled={isBusy}
                  className="rounded border border-line-strong bg-surface px-1 py-1 text-xs text-ink"
                  data-testid="line-sign-select"
                >
                  <option value="1">{t('documents:lines.signAsPrinted')}</option>
                  <option value="-1">{t('documents:lines.signReversed')}</option>
                </select>
              </label>
            </div>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

function nonEmpty(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 300 ? trimmed : null;
}
