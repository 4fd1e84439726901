import { Link, NavLink, Outlet } from 'react-router';
import { ApiError } from '../../api/errors';
import { useKnowledgeBase } from '../../api/knowledge';
import { LINK_CLASS } from '../../components/button-styles';
import { LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KbAvatar } from '../knowledge/kb-avatar';
import { useKbId } from './use-kb-id';

/** The tabs of a knowledge base, one route each. */
const KB_TABS = [
  { path: 'dataset', label: 'knowledge:tabs.dataset' },
  { path: 'retrieval', label: 'knowledge:tabs.retrieval' },
  { path: 'configuration', label: 'knowledge:tabs.configuration' },
  { path: 'statements', label: 'knowledge:tabs.statements' },
] as const;

/** A knowledge base: its picture, name and counts above the tabs, the open tab below. */
export function KnowledgeBaseScreen() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const kbId = useKbId();
  const kb = useKnowledgeBase(kbId);
  useDocumentTitle(kb.data?.name ?? t('knowledge:list.title'));

  if (kb.isPending) {
    return <LoadingStatus />;
  }
  if (kb.isError) {
    const isMissing = kb.error instanceof ApiError && kb.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="kb-error">
        <p>
          {isMissing
            ? t('knowledge:detail.notFound')
            : kb.error instanceof ApiError
              ? kb.error.message
              : t('knowledge:detail.loadFailed')}
        </p>
        <Link to="/knowledge" className={LINK_CLASS}>
          {t('knowledge:detail.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid="kb-screen">
      <div className="flex flex-col gap-3">
        <Link to="/knowledge" className={`${LINK_CLASS} text-sm`}>
          {t('knowledge:detail.back')}
        </Link>
        <div className="flex items-start gap-4">
          <KbAvatar name={kb.data.name} avatar={kb.data.avatar} size="large" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-ink" data-testid="kb-name">
              {kb.data.name}
            </h1>
            {kb.data.description ? (
              <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{kb.data.description}</p>
            ) : null}
            <p className="mt-1 text-xs text-ink-muted" data-testid="kb-counts">
              {t('knowledge:detail.counts', {
                documents: formatNumber(kb.data.docNum, language),
                chunks: formatNumber(kb.data.chunkNum, language),
              })}
            </p>
          </div>
        </div>
      </div>
      <nav aria-label={t('knowledge:tabs.label')} className="flex flex-wrap gap-x-0.5 border-b border-line">
        {KB_TABS.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className={tabClass} data-testid={`kb-tab-${tab.path}`}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

function tabClass({ isActive }: { isActive: boolean }): string {
  return `-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
    isActive ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
  }`;
}
