import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** What a guest sees on the account page: it needs a full account, and how to get one. */
export function FullAccountRequired() {
  const { t } = useAppTranslation();
  return (
    <div
      className="mx-auto max-w-md rounded-xl border border-line bg-surface p-8 text-center shadow-sm"
      data-testid="full-account-required"
    >
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('account:fullAccountRequired.title')}</h1>
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{t('account:fullAccountRequired.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/sign-up" className={buttonClass('primary')}>
          {t('account:fullAccountRequired.signUp')}
        </Link>
        <Link to="/sign-in" className={buttonClass('secondary')}>
          {t('account:fullAccountRequired.signIn')}
        </Link>
      </div>
    </div>
  );
}
