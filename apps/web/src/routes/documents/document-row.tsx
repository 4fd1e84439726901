import { useState } from 'react';
import { Link } from 'react-router';
import { isRunning, type TFinancialDocumentData, useDeleteDocument } from '../../api/financial';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { REPORT_TYPE_LABELS, STEP_LABELS } from '../../components/documents/labels';
import { StatusBadge } from '../../components/documents/status-badge';
import { NO_FIGURE } from '../../components/model/format-figure';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** One uploaded document, with open and delete (after confirmation). */
export function DocumentRow({ item }: { item: TFinancialDocumentData }) {
  const { t, i18n } = useAppTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteDocument();
  const name = item.companyName ?? item.fileName;

  function askDelete(): void {
    setIsConfirming(true);
  }

  function closeConfirm(): void {
    setIsConfirming(false);
  }

  function confirmDelete(): void {
    remove.mutate(item.documentId, { onSuccess: () => setIsConfirming(false) });
  }

  const periodEnd = item.periodEndDate ? formatDate(item.periodEndDate, currentLanguage(i18n), 'UTC') : NO_FIGURE;
  return (
    <tr className="border-b border-line last:border-0" data-testid="document-row" data-document={item.documentId}>
      <td className="max-w-64 px-4 py-2.5">
        <Link to={`/documents/${item.documentId}/audit`} className={LINK_CLASS} data-testid="document-open-name">
          {name}
        </Link>
        {item.companyName ? (
          <p className="truncate text-xs text-ink-muted" title={item.fileName}>
            {item.fileName}
          </p>
        ) : null}
      </td>
      <td className="px-4 py-2.5 text-ink">{item.stockCode ?? NO_FIGURE}</td>
      <td className="px-4 py-2.5 text-ink tabular-nums">{item.fiscalYear ?? NO_FIGURE}</td>
      <td className="px-4 py-2.5 text-ink">{item.reportType ? t(REPORT_TYPE_LABELS[item.reportType]) : NO_FIGURE}</td>
      <td className="px-4 py-2.5 whitespace-nowrap text-ink tabular-nums">{periodEnd}</td>
      <td className="px-4 py-2.5">
        <StatusBadge status={item.status} testId="document-status" />
        {item.status === 'failed' && item.error ? (
          <p className="mt-1 max-w-56 text-xs text-danger">{item.error.message}</p>
        ) : null}
      </td>
      <td className="px-4 py-2.5 text-ink-muted">
        {item.currentStep && (isRunning(item.status) || item.status === 'failed')
          ? t(STEP_LABELS[item.currentStep])
          : NO_FIGURE}
      </td>
      <td className="px-4 py-2.5 text-right text-ink tabular-nums" data-testid="document-statements">
        {item.statementsCount}
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap">
        <Link
          to={`/documents/${item.documentId}/audit`}
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          data-testid="document-open"
        >
          {t('documents:list.open')}
        </Link>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={askDelete}
          data-testid="document-delete"
        >
          {t('documents:list.delete')}
        </button>
        {isConfirming ? (
          <ConfirmDialog
            title={t('documents:list.deleteTitle')}
            body={t('documents:list.deleteBody', { name })}
            confirmLabel={t('documents:list.delete')}
            onConfirm={confirmDelete}
            onClose={closeConfirm}
            isPending={remove.isPending}
            error={remove.error}
            testId="document-delete-dialog"
            confirmTestId="document-delete-confirm"
          />
        ) : null}
      </td>
    </tr>
  );
}
