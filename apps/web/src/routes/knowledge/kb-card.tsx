import { useState } from 'react';
import { Link } from 'react-router';
import { type TKnowledgeBaseData, useRemoveKnowledgeBase } from '../../api/knowledge';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDate, formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KbAvatar } from './kb-avatar';

/** One knowledge base of the list: picture, name, description, counts, last change; open or delete it. */
export function KbCard({ kb }: { kb: TKnowledgeBaseData }) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const language = currentLanguage(i18n);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveKnowledgeBase();

  function handleAskDelete(): void {
    setIsConfirming(true);
  }

  function handleCloseConfirm(): void {
    setIsConfirming(false);
    remove.reset();
  }

  function handleConfirmDelete(): void {
    remove.mutate(kb.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toasts.show('success', t('knowledge:list.deleted', { name: kb.name }));
      },
    });
  }

  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid="kb-card"
      data-kb={kb.id}
    >
      <div className="flex items-start gap-3">
        <KbAvatar name={kb.name} avatar={kb.avatar} />
        <div className="min-w-0 flex-1">
          <Link
            to={`/knowledge/${kb.id}/dataset`}
            className="block truncate font-semibold text-ink hover:text-accent"
            data-testid="kb-card-open"
          >
            {kb.name}
          </Link>
          <p className="text-xs text-ink-muted">
            {kb.permission === 'team' ? t('knowledge:permission.team') : t('knowledge:permission.me')}
          </p>
        </div>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm text-ink-muted" data-testid="kb-card-description">
        {kb.description || t('knowledge:list.noDescription')}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-ink-muted">{t('knowledge:list.documents')}</dt>
          <dd className="font-medium text-ink tabular-nums" data-testid="kb-card-documents">
            {formatNumber(kb.docNum, language)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('knowledge:list.chunks')}</dt>
          <dd className="font-medium text-ink tabular-nums" data-testid="kb-card-chunks">
            {formatNumber(kb.chunkNum, language)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('knowledge:list.updated')}</dt>
          <dd className="font-medium text-ink">{formatDate(kb.updatedAt, language)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end gap-1 border-t border-line pt-2">
        <Link to={`/knowledge/${kb.id}/configuration`} className={buttonClass('ghost', 'px-2 py-1 text-xs')}>
          {t('knowledge:tabs.configuration')}
        </Link>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={handleAskDelete}
          data-testid="kb-card-delete"
        >
          {t('knowledge:common.delete')}
        </button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={t('knowledge:list.deleteTitle')}
          body={t('knowledge:list.deleteBody', { name: kb.name })}
          confirmLabel={t('knowledge:common.delete')}
          onConfirm={handleConfirmDelete}
          onClose={handleCloseConfirm}
          isPending={remove.isPending}
          error={remove.error}
          testId="kb-delete-dialog"
          confirmTestId="kb-delete-confirm"
        />
      ) : null}
    </article>
  );
}
