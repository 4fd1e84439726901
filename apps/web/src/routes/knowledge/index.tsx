import { KB_LIMITS } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { KB_PAGE_SIZE, useKnowledgeBases } from '../../api/knowledge';
import { buttonClass } from '../../components/button-styles';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CreateKbDialog } from './create-kb-dialog';
import { useSearchedPages } from './hooks/use-searched-pages';
import { KbCard } from './kb-card';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/**
 * The user's knowledge bases as cards (picture, name, description, documents, chunks, last change),
 * searched by name, a page at a time; create one from its name, delete one after confirmation.
 */
export function KnowledgeListScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('knowledge:list.title'));
  const { search, keywords, page, setPage, changeSearch: handleSearch } = useSearchedPages();
  const [isCreating, setIsCreating] = useState(false);
  const list = useKnowledgeBases(keywords, page);

  function handleOpenCreate(): void {
    setIsCreating(true);
  }

  function handleCloseCreate(): void {
    setIsCreating(false);
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6" data-testid="kb-list-screen">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('knowledge:list.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('knowledge:list.intro')}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/files" className={buttonClass('secondary')} data-testid="kb-open-files">
            {t('knowledge:list.files')}
          </Link>
          <button type="button" className={buttonClass('primary')} onClick={handleOpenCreate} data-testid="kb-create">
            {t('knowledge:list.create')}
          </button>
        </div>
      </div>
      <SearchBox
        value={search}
        onChange={handleSearch}
        label={t('knowledge:list.search')}
        maxLength={KB_LIMITS.keywordsChars}
        testId="kb-search"
      />
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError ? (
        <LoadError error={list.error} fallback={t('knowledge:list.loadFailed')} />
      ) : list.data.kbs.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
          data-testid="kb-list-empty"
        >
          {keywords ? t('knowledge:list.noMatch', { keywords }) : t('knowledge:list.empty')}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="kb-list">
            {list.data.kbs.map((kb) => (
              <KbCard key={kb.id} kb={kb} />
            ))}
          </div>
          <Pager page={page} pageSize={KB_PAGE_SIZE} total={list.data.total} onPage={setPage} testId="kb-pager" />
        </>
      )}
      {isCreating ? <CreateKbDialog onClose={handleCloseCreate} /> : null}
    </div>
  );
}
