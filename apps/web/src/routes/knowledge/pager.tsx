import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** Previous and next page of a list, with where it stands; hidden when everything fits one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  testId,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useAppTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;

  function handlePrevious(): void {
    onPage(page - 1);
  }

  function handleNext(): void {
    onPage(page + 1);
  }

  return (
    <nav aria-label={t('knowledge:pager.label')} className="flex items-center justify-end gap-2" data-testid={testId}>
      <button
        type="button"
        className={buttonClass('secondary', 'px-3 py-1 text-xs')}
        onClick={handlePrevious}
        disabled={page <= 1}
        data-testid={`${testId}-previous`}
      >
        {t('knowledge:pager.previous')}
      </button>
      <span className="text-xs text-ink-muted tabular-nums">{t('knowledge:pager.status', { page, pages })}</span>
      <button
        type="button"
        className={buttonClass('secondary', 'px-3 py-1 text-xs')}
        onClick={handleNext}
        disabled={page >= pages}
        data-testid={`${testId}-next`}
      >
        {t('knowledge:pager.next')}
      </button>
    </nav>
  );
}
