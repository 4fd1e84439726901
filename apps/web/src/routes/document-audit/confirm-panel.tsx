import { type ChangeEvent, useId, useState } from 'react';
import { ApiError } from '../../api/errors';
import type { TFinancialDocumentData, TStatementData } from '../../api/financial';
import { useDocumentActions } from '../../api/financial-audit';
import { useUserInfo } from '../../api/user';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CreateModel } from './create-model';

/**
 * The confirmation of the audited statements. While a line still differs from its formula the user
 * must first tick that they accept the differences (the server refuses otherwise). Confirmed
 * statements are read-only; "Undo confirmation" makes them editable again, "Create model" values the
 * company from them.
 */
export function ConfirmPanel({
  document,
  statements,
}: {
  document: TFinancialDocumentData;
  statements: readonly TStatementData[];
}) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const { data: user } = useUserInfo();
  const checkboxId = useId();
  const actions = useDocumentActions(document.documentId);
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const gaps = statements.reduce((sum, statement) => sum + statement.gapsCount, 0);
  const isConfirmed = document.status === 'confirmed';
  const canConfirm = statements.length > 0 && (gaps === 0 || isAcknowledged) && !actions.confirm.isPending;

  function handleAcknowledge(event: ChangeEvent<HTMLInputElement>): void {
    setIsAcknowledged(event.target.checked);
  }

  function handleConfirm(): void {
    actions.confirm.mutate(gaps > 0 && isAcknowledged, {
      onSuccess: () => toasts.show('success', t('documents:actions.confirmed')),
    });
  }

  function handleUnconfirm(): void {
    actions.unconfirm.mutate(undefined, {
      onSuccess: () => {
        setIsAcknowledged(false);
        toasts.show('info', t('documents:actions.unconfirmed'));
      },
    });
  }

  const error = [actions.confirm.error, actions.unconfirm.error].find((item) => item instanceof ApiError);
  if (isConfirmed) {
    const date = document.confirmedAt ? formatDate(document.confirmedAt, currentLanguage(i18n), user?.timezone) : null;
    return (
      <section
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-success/40 bg-success-soft p-4"
        data-testid="confirm-panel"
        data-state="confirmed"
      >
        <div className="text-sm">
          <p className="font-medium text-success">
            {date ? t('documents:actions.confirmedOn', { date }) : t('documents:status.confirmed')}
          </p>
          <p className="text-ink-muted">
            {document.gapsAcknowledged ? t('documents:actions.confirmedWithGaps') : t('documents:actions.readOnly')}
          </p>
          {error ? (
            <p role="alert" className="mt-1 text-danger">
              {error.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleUnconfirm}
            disabled={actions.unconfirm.isPending}
            data-testid="unconfirm"
          >
            {t('documents:actions.unconfirm')}
          </button>
          <CreateModel document={document} />
        </div>
      </section>
    );
  }
  return (
    <section
      className={`flex flex-col gap-3 rounded-xl border p-4 ${gaps > 0 ? 'border-warning/60 bg-surface' : 'border-line bg-surface'}`}
      data-testid="confirm-panel"
      data-state="open"
      data-gaps={gaps}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink" data-testid="gaps-summary">
          {gaps > 0 ? t('documents:actions.gapsSummary', { count: gaps }) : t('documents:actions.noGaps')}
        </p>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={handleConfirm}
          disabled={!canConfirm}
          data-testid="confirm"
        >
          {t('documents:actions.confirm')}
        </button>
      </div>
      {gaps > 0 ? (
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={isAcknowledged}
            onChange={handleAcknowledge}
            className="mt-0.5 size-4 rounded border-line-strong accent-accent"
            data-testid="acknowledge-gaps"
          />
          <label htmlFor={checkboxId} className="text-sm text-ink">
            {t('documents:actions.acknowledge', { count: gaps })}
          </label>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="confirm-error">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
