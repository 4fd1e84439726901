import { Outlet } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ToastViewport } from '../toast/toast-viewport';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every screen: header, the screen itself, footer and the toast. */
export function AppLayout() {
  const { t } = useAppTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-sm"
      >
        {t('common:skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}
