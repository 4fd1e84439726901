import { Link, NavLink } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

const NAV_LINK_CLASS = 'rounded-md px-3 py-1.5 text-sm font-medium transition-colors';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `${NAV_LINK_CLASS} ${isActive ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink'}`;
}

/** The top bar: brand, navigation, language, color scheme and the user menu. Wraps on small screens. */
export function SiteHeader() {
  const { t } = useAppTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      {/* Phones: brand and preferences on top, navigation and the user menu below; one row from sm up. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:gap-x-6 sm:px-6">
        <Link to="/" className="order-1 flex items-center gap-2 text-lg font-semibold tracking-tight text-ink">
          <BrandMark />
          Intrinsic
        </Link>
        <div className="order-2 ml-auto flex items-center gap-2 sm:order-3">
          <LanguageSwitcher />
          <ColorSchemeToggle />
        </div>
        <div aria-hidden="true" className="order-3 basis-full sm:hidden" />
        <nav aria-label={t('common:nav.label')} className="order-4 flex gap-1 sm:order-2">
          <NavLink to="/" end className={navLinkClass}>
            {t('common:nav.home')}
          </NavLink>
          <NavLink to="/models/new" className={navLinkClass} data-testid="nav-new-model">
            {t('common:nav.newModel')}
          </NavLink>
          <NavLink to="/models" end className={navLinkClass} data-testid="nav-my-models">
            {t('common:nav.myModels')}
          </NavLink>
          <NavLink to="/documents" className={navLinkClass} data-testid="nav-documents">
            {t('common:nav.documents')}
          </NavLink>
          <NavLink to="/account" className={navLinkClass}>
            {t('common:nav.account')}
          </NavLink>
        </nav>
        <div className="order-5 ml-auto sm:order-4 sm:ml-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
