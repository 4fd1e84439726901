import { useResearchList } from '../../api/research';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { NewResearchForm } from './new-research-form';
import { ResearchRow } from './research-row';

/**
 * Deep research: a form to start one, and the user's sessions (title, report type, phase, last
 * change), each opening its screen or deleted after confirmation.
 */
export function ResearchListScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('research:list.title'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" data-testid="research-screen">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('research:list.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('research:list.intro')}</p>
      </div>
      <NewResearchForm />
      <ResearchSessions />
    </div>
  );
}

function ResearchSessions() {
  const { t } = useAppTranslation();
  const list = useResearchList();
  return (
    <section aria-labelledby="research-sessions-title" className="flex flex-col gap-3">
      <h2 id="research-sessions-title" className="text-lg font-semibold text-ink">
        {t('research:list.sessions')}
      </h2>
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError ? (
        <LoadError error={list.error} fallback={t('research:list.loadFailed')} />
      ) : list.data.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
          data-testid="research-empty"
        >
          {t('research:list.empty')}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="min-w-full text-left text-sm" data-testid="research-list">
            <thead className="bg-surface-muted text-xs text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('research:list.columns.title')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('research:list.columns.reportType')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('research:list.columns.status')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('research:list.columns.updated')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('research:list.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((research) => (
                <ResearchRow key={research.id} research={research} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
