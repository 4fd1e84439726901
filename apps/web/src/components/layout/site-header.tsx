import { Link, NavLink } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

const NAV_LINK_CLASS = 'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors lg:px-3';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `${NAV_LINK_CLASS} ${isActive ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink'}`;
}

/**
 * The top bar: brand, navigation, language, color scheme and the user menu, in one row from `md` up
 * in every language (the browser tests hold it to one row at 1280 and 1440 px). To fit, the brand is
 * the link home and the account is reached from the user menu, so the navigation keeps the four
 * places a user works in. On phones it takes two rows: brand and preferences, then navigation and user.
 */
export function SiteHeader() {
  const { t } = useAppTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur" data-testid="site-header">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:flex-nowrap lg:gap-x-6">
        <Link
          to="/"
          title={t('common:nav.home')}
          className="order-1 flex shrink-0 items-center gap-2 text-lg font-semibold tracking-tight text-ink"
          data-testid="nav-home"
        >
          <BrandMark />
          Intrinsic
          <span className="sr-only"> · {t('common:nav.home')}</span>
        </Link>
        <div className="order-2 ml-auto flex shrink-0 items-center gap-2 md:order-3">
          <LanguageSwitcher />
          <ColorSchemeToggle />
        </div>
        <div aria-hidden="true" className="order-3 basis-full md:hidden" />
        <nav
          aria-label={t('common:nav.label')}
          className="order-4 -m-1 flex min-w-0 gap-1 overflow-x-auto p-1 md:order-2"
        >
          <NavLink to="/models/new" className={navLinkClass} data-testid="nav-new-model">
            {t('common:nav.newModel')}
          </NavLink>
          <NavLink to="/models" end className={navLinkClass} data-testid="nav-my-models">
            {t('common:nav.myModels')}
          </NavLink>
          <NavLink to="/documents" className={navLinkClass} data-testid="nav-documents">
            {t('common:nav.documents')}
          </NavLink>
          <NavLink to="/chat" className={navLinkClass} data-testid="nav-chat">
            {t('common:nav.chat')}
          </NavLink>
          <NavLink to="/knowledge" className={navLinkClass} data-testid="nav-knowledge">
            {t('common:nav.knowledge')}
          </NavLink>
        </nav>
        <div className="order-5 ml-auto shrink-0 md:order-4 md:ml-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
