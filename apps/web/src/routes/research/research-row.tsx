import { useState } from 'react';
import { Link } from 'react-router';
import { type TResearchSummaryData, useRemoveResearch } from '../../api/research';
import { useServices } from '../../app/services-context';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { PhaseBadge } from './phase-badge';
import { formatDateTime } from './utils/format-time';
import { REPORT_TYPE_LABELS } from './utils/labels';

/** One research session of the list: its title (opens it), report type, phase, last change, and delete after asking. */
export function ResearchRow({ research }: { research: TResearchSummaryData }) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveResearch();

  function handleAskDelete(): void {
    setIsConfirming(true);
  }

  function handleCloseConfirm(): void {
    setIsConfirming(false);
    remove.reset();
  }

  function handleConfirmDelete(): void {
    remove.mutate(research.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toasts.show('success', t('research:list.deleted', { title: research.title }));
      },
    });
  }

  return (
    <tr className="border-t border-line" data-testid="research-row" data-research={research.id}>
      <td className="max-w-md px-3 py-2">
        <Link to={`/research/${research.id}`} className={`${LINK_CLASS} line-clamp-2`} data-testid="research-open">
          {research.title}
        </Link>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{t(REPORT_TYPE_LABELS[research.reportType])}</td>
      <td className="px-3 py-2">
        <PhaseBadge phase={research.phase} isWorking={research.working} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-muted tabular-nums">
        <time dateTime={research.updatedAt}>{formatDateTime(research.updatedAt, currentLanguage(i18n))}</time>
      </td>
      <td className="px-3 py-2 text-right">
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={handleAskDelete}
          aria-label={t('research:list.deleteLabel', { title: research.title })}
          data-testid="research-delete"
        >
          {t('research:list.delete')}
        </button>
        {isConfirming ? (
          <ConfirmDialog
            title={t('research:list.deleteTitle')}
            body={t('research:list.deleteBody', { title: research.title })}
            confirmLabel={t('research:list.delete')}
            onConfirm={handleConfirmDelete}
            onClose={handleCloseConfirm}
            isPending={remove.isPending}
            error={remove.error}
            testId="research-delete-dialog"
            confirmTestId="research-delete-confirm"
          />
        ) : null}
      </td>
    </tr>
  );
}
