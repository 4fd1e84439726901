import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { type TModelListItem, useDeleteModel, useUpdateModel } from '../../api/model';
import { useUserInfo } from '../../api/user';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Figure } from '../../components/model/figure';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** One model of the list, with rename (inline) and delete (after confirmation). */
export function ModelRow({ item }: { item: TModelListItem }) {
  const { t, i18n } = useAppTranslation();
  const { data: user } = useUserInfo();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const rename = useUpdateModel();
  const remove = useDeleteModel();

  function handleRename(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name || name === item.name) {
      setIsRenaming(false);
      return;
    }
    rename.mutate({ modelId: item.modelId, name }, { onSuccess: () => setIsRenaming(false) });
  }

  function startRename(): void {
    setIsRenaming(true);
  }

  function cancelRename(): void {
    setIsRenaming(false);
  }

  function askDelete(): void {
    setIsConfirming(true);
  }

  function closeConfirm(): void {
    setIsConfirming(false);
  }

  function confirmDelete(): void {
    remove.mutate(item.modelId, { onSuccess: () => setIsConfirming(false) });
  }

  const created = formatDate(item.createdAt, currentLanguage(i18n), user?.timezone);
  return (
    <tr className="border-b border-line last:border-0" data-testid={`model-row-${item.ticker}`}>
      <td className="px-4 py-2.5">
        {isRenaming ? (
          <form onSubmit={handleRename} className="flex items-center gap-2">
            <input
              name="name"
              defaultValue={item.name}
              maxLength={120}
              required
              aria-label={t('valuation:myModels.name')}
              className="w-56 rounded border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
              data-testid="rename-input"
            />
            <button type="submit" className={buttonClass('primary', 'px-3 py-1')} disabled={rename.isPending}>
              {t('valuation:myModels.save')}
            </button>
            <button type="button" className={buttonClass('ghost', 'px-3 py-1')} onClick={cancelRename}>
              {t('valuation:common.cancel')}
            </button>
          </form>
        ) : (
          <Link to={`/models/${item.modelId}/overview`} className={LINK_CLASS} data-testid="model-open">
            {item.name}
          </Link>
        )}
        {rename.error instanceof ApiError ? <p className="mt-1 text-xs text-danger">{rename.error.message}</p> : null}
      </td>
      <td className="px-4 py-2.5 font-semibold text-ink">{item.ticker}</td>
      <td className="px-4 py-2.5 text-ink">
        {item.period === 'quarterly' ? t('valuation:options.quarterly') : t('valuation:options.annual')}
      </td>
      <td className="px-4 py-2.5 text-ink tabular-nums">{created}</td>
      <td className="px-4 py-2.5 text-right text-ink">
        <Figure value={item.terminalGrowth} kind="percent" />
      </td>
      <td className="px-4 py-2.5 text-right text-ink">
        <Figure value={item.impliedPricePerShare} kind="perShare" currency={item.currency} />
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap">
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={startRename}
          data-testid="model-rename"
        >
          {t('valuation:myModels.rename')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={askDelete}
          data-testid="model-delete"
        >
          {t('valuation:myModels.delete')}
        </button>
        {isConfirming ? (
          <ConfirmDialog
            title={t('valuation:myModels.deleteTitle')}
            body={t('valuation:myModels.deleteBody', { name: item.name })}
            confirmLabel={t('valuation:myModels.delete')}
            onConfirm={confirmDelete}
            onClose={closeConfirm}
            isPending={remove.isPending}
            error={remove.error}
            testId="delete-dialog"
            confirmTestId="delete-confirm"
          />
        ) : null}
      </td>
    </tr>
  );
}
