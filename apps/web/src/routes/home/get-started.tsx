import { Link } from 'react-router';
import { useUserInfo } from '../../api/user';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * What can be done today, honestly: the valuation tools are not here yet, an account and its
 * preferences are. Guests are invited to sign up; signed-in users go to their account.
 */
export function GetStarted() {
  const { t } = useAppTranslation();
  const { data: user } = useUserInfo();
  return (
    <section className="mt-10 rounded-xl border border-line bg-surface-muted p-6">
      <p className="text-sm leading-relaxed text-ink">{t('home:today')}</p>
      {user && !user.isTemp ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-ink">{t('home:greeting', { nickname: user.nickname })}</p>
          <Link to="/account" className={buttonClass('secondary')}>
            {t('home:openAccount')}
          </Link>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/sign-up" className={buttonClass('primary')}>
            {t('home:createAccount')}
          </Link>
          <Link to="/sign-in" className={buttonClass('secondary')}>
            {t('home:signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
