import { Link, NavLink } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { PRIMARY_DESTINATIONS, SECONDARY_DESTINATIONS } from './nav-destinations';
import { NavMoreMenu, navItemClass } from './nav-more-menu';
import { UserMenu } from './user-menu';

/**
 * The top bar: brand, navigation, language, color scheme and the user menu, in one row from `lg` up
 * in every language, with no link cut off (the browser tests hold it so at 1280 and 1440 px). To fit,
 * the brand is the link home, the account is reached from the user menu, the language select shows a
 * short name, the bar is wider than the page's content, and deep research and the places visited
 * less often (files, model providers) are behind a "More" button. On phones it takes two rows:
 * brand and preferences, then a "Menu" button holding every destination, and the user. Between
 * phones and 1280 px the links scroll sideways, the "More" button staying in view.
 */
export function SiteHeader() {
  const { t } = useAppTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur" data-testid="site-header">
      <div className="mx-auto flex max-w-(--breakpoint-2xl) flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:flex-nowrap lg:gap-x-3">
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
        <nav aria-label={t('common:nav.label')} className="order-4 flex min-w-0 items-center gap-1 md:order-2">
          <div className="-m-1 hidden min-w-0 gap-1 overflow-x-auto p-1 md:flex" data-testid="nav-primary">
            {PRIMARY_DESTINATIONS.map((destination) => (
              <NavLink
                key={destination.to}
                to={destination.to}
                end={destination.isExact}
                className={({ isActive }) => navItemClass(isActive)}
                data-testid={destination.testId}
              >
                {t(destination.labelKey)}
              </NavLink>
            ))}
          </div>
          <NavMoreMenu barDestinations={PRIMARY_DESTINATIONS} menuDestinations={SECONDARY_DESTINATIONS} />
        </nav>
        <div className="order-5 ml-auto shrink-0 md:order-4 md:ml-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
