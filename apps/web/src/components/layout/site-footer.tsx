import { useSystemStatus, useSystemVersion } from '../../api/system';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * The bottom line: the server's version and whether the service is healthy, both from the API; a
 * market-data source whose last call failed is named, since search and new models depend on it.
 */
export function SiteFooter() {
  const { t } = useAppTranslation();
  const { data: version } = useSystemVersion();
  const { data: status, isError } = useSystemStatus();

  let statusText = t('common:footer.statusChecking');
  let dotClass = 'bg-line-strong';
  if (status?.isHealthy && status.marketData.isReachable === false) {
    statusText = t('common:footer.statusMarketDataUnreachable');
    dotClass = 'bg-warning';
  } else if (status?.isHealthy) {
    statusText = t('common:footer.statusHealthy');
    dotClass = 'bg-success';
  } else if (status || isError) {
    statusText = t('common:footer.statusDegraded');
    dotClass = 'bg-warning';
  }

  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-ink-muted sm:px-6">
        <p>{t('common:footer.tagline')}</p>
        <div className="flex items-center gap-4">
          <span className="flex items-center gap-1.5" data-testid="system-status">
            <span aria-hidden="true" className={`size-2 rounded-full ${dotClass}`} />
            {statusText}
          </span>
          {version ? <span>{t('common:footer.version', { version: version.version })}</span> : null}
        </div>
      </div>
    </footer>
  );
}
