import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** No model here (yet): the way to create one. */
export function EmptyModel() {
  const { t } = useAppTranslation();
  return (
    <div
      className="mx-auto max-w-md rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center"
      data-testid="empty-model"
    >
      <h1 className="text-lg font-semibold text-ink">{t('valuation:empty.title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('valuation:empty.body')}</p>
      <Link to="/models/new" className={buttonClass('primary', 'mt-5')} data-testid="empty-create-model">
        {t('valuation:empty.create')}
      </Link>
    </div>
  );
}
