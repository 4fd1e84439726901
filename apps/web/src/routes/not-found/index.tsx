import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';

const STATUS_CODE = 404;

/** Any path the app does not know. */
export function NotFoundScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('common:notFound.title'));
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <p className="text-sm font-semibold text-accent">{STATUS_CODE}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink">{t('common:notFound.title')}</h1>
      <p className="mt-3 text-sm text-ink-muted">{t('common:notFound.body')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('common:notFound.home')}
      </Link>
    </div>
  );
}
