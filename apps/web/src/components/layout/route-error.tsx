import { useAppTranslation } from '../../i18n/use-app-translation';
import { buttonClass } from '../button-styles';

/** Shown when a screen fails to render: say so plainly and offer a reload rather than a stack trace. */
export function RouteError() {
  const { t } = useAppTranslation();

  function handleReload(): void {
    window.location.reload();
  }

  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">{t('common:routeError.title')}</h1>
      <p className="mt-3 text-sm text-ink-muted">{t('common:routeError.body')}</p>
      <button type="button" onClick={handleReload} className={buttonClass('primary', 'mt-6')}>
        {t('common:routeError.reload')}
      </button>
    </div>
  );
}
