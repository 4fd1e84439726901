import { Link, useNavigate } from 'react-router';
import { useLogout, useUserInfo } from '../../api/user';
import { useServices } from '../../app/services-context';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { buttonClass } from '../button-styles';

/**
 * Who is signed in. A temporary user is a "Guest" with sign-in and sign-up links; a full account shows
 * its nickname (linking to the account page) and a sign-out button.
 */
export function UserMenu() {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const logout = useLogout();

  function handleLogout(): void {
    logout.mutate(undefined, {
      onSettled: () => {
        toasts.show('info', t('common:userMenu.signedOut'));
        void navigate('/');
      },
    });
  }

  if (!user) {
    return (
      <div data-testid="user-menu" aria-busy="true" className="h-9 w-24 animate-pulse rounded-md bg-surface-muted" />
    );
  }

  if (user.isTemp) {
    return (
      <div data-testid="user-menu" className="flex items-center gap-1">
        {/* Read out at every width; shown where the header has room for it (the buttons already say it). */}
        <span className="sr-only text-sm text-ink-muted 2xl:not-sr-only 2xl:px-2">{t('common:userMenu.guest')}</span>
        <Link to="/sign-in" className={buttonClass('ghost', 'px-3')}>
          {t('common:userMenu.signIn')}
        </Link>
        <Link to="/sign-up" className={buttonClass('primary', 'px-3')}>
          {t('common:userMenu.signUp')}
        </Link>
      </div>
    );
  }

  return (
    <div data-testid="user-menu" className="flex items-center gap-1">
      <Link
        to="/account"
        title={t('common:userMenu.openAccount')}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-accent-soft text-xs font-semibold text-accent"
        >
          {Array.from(user.nickname)[0]?.toUpperCase()}
        </span>
        <span data-testid="user-nickname" className="max-w-24 truncate 2xl:max-w-32">
          {user.nickname}
        </span>
      </Link>
      <button
        type="button"
        data-testid="logout"
        onClick={handleLogout}
        disabled={logout.isPending}
        className={buttonClass('ghost', 'px-3')}
      >
        {t('common:userMenu.signOut')}
      </button>
    </div>
  );
}
