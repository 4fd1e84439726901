import { Link } from 'react-router';
import { useUserInfo } from '../../api/user';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * What can be done today, honestly: public-company DCF models (the other tools are not here yet), and
 * an account that keeps them. Guests are invited to sign up; signed-in users go to their account.
 */
export function GetStarted() {
  const { t } = useAppTranslation();
  const { data: user } = useUserInfo();
  return (
    <section className="mt-10 rounded-xl border border-line bg-surface-muted p-6">
      <p className="text-sm leading-relaxed text-ink">{t('home:today')}</p>
      <Link to="/models/new" className={buttonClass('primary', 'mt-5')} data-testid="home-create-model">
        {t('home:createModel')}
      </Link>
      {user && !user.isTemp ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-ink">{t('home:greeting', { nickname: user.nickname })}</p>
          <Link to="/account" className={buttonClass('secondary')}>
            {t('home:openAccount')}
          </Link>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/sign-up" className={buttonClass('secondary')}>
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
