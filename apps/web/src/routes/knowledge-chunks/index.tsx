import { KB_LIMITS, KB_RUN } from '@app/contract';
import { type ChangeEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { CHUNK_PAGE_SIZE, type TChunkData, useChunks } from '../../api/knowledge-chunks';
import type { TKbDocumentData } from '../../api/knowledge-documents';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useIdSelection } from '../../hooks/use-id-selection';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useSearchedPages } from '../knowledge/hooks/use-searched-pages';
import { Pager } from '../knowledge/pager';
import { SearchBox } from '../knowledge/search-box';
import { ParseStatus } from '../knowledge-base/dataset/parse-status';
import { PARSER_METHODS } from '../knowledge-base/parser-settings/parser-methods';
import { ChunkCard } from './chunk-card';
import { ChunkDialog } from './chunk-dialog';
import { ChunkToolbar } from './chunk-toolbar';
import { KnowledgeGraphView } from './knowledge-graph-view';
import { useCitedChunk } from './use-cited-chunk';

type TAvailableFilter = 'all' | 0 | 1;
type TView = 'chunks' | 'graph';

const FILTERS = [
  { value: 'all', label: 'knowledge:chunks.filterAll' },
  { value: '1', label: 'knowledge:chunks.filterOn' },
  { value: '0', label: 'knowledge:chunks.filterOff' },
] as const;

/**
 * A document's chunks, in document order (opened at a cited one with `?chunk=`): searched, filtered by state, switched on or off one by
 * one or by selection, edited, added, deleted; and its knowledge graph when it has one.
 */
export function ChunksScreen() {
  const { t } = useAppTranslation();
  const { kbId = '', docId = '' } = useParams();
  const { search, keywords, page, setPage, changeSearch: handleSearch } = useSearchedPages();
  const [available, setAvailable] = useState<TAvailableFilter>('all');
  const { selected, toggle: handleSelect, selectOnly, clear: handleClearSelection } = useIdSelection();
  const [editing, setEditing] = useState<TChunkData | 'new' | null>(null);
  const [view, setView] = useState<TView>('chunks');
  const list = useChunks(docId, keywords, page, available);
  const doc = list.data?.doc;
  useDocumentTitle(doc?.name ?? t('knowledge:chunks.title'));
  const chunks = list.data?.chunks ?? [];
  const citedId = useCitedChunk(docId, { page, setPage, chunks, isSettled: !list.isPlaceholderData });
  const selectedIds = chunks.filter((chunk) => selected.has(chunk.chunkId)).map((chunk) => chunk.chunkId);
  const hasGraph = doc ? doc.parserId === 'knowledge_graph' || doc.parserConfig.graphrag.useGraphrag : false;

  function handleFilter(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value;
    setAvailable(value === '1' ? 1 : value === '0' ? 0 : 'all');
    setPage(1);
  }

  function handleSelectAll(event: ChangeEvent<HTMLInputElement>): void {
    selectOnly(event.target.checked ? chunks.map((chunk) => chunk.chunkId) : []);
  }

  function handleCloseDialog(): void {
    setEditing(null);
  }

  if (list.isError && !list.data) {
    const isMissing = list.error instanceof ApiError && list.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink" data-testid="chunks-error">
        <p>
          {isMissing
            ? t('knowledge:chunks.notFound')
            : list.error instanceof ApiError
              ? list.error.message
              : t('knowledge:chunks.loadFailed')}
        </p>
        <Link to={`/knowledge/${kbId}/dataset`} className={LINK_CLASS}>
          {t('knowledge:chunks.back')}
        </Link>
      </div>
    );
  }
  if (!list.data || !doc) {
    return <LoadingStatus />;
  }
  return (
    <div className="flex flex-col gap-5" data-testid="chunks-screen">
      <DocumentHeader kbId={kbId} doc={doc} total={list.data.total} />
      {hasGraph ? (
        <nav aria-label={t('knowledge:chunks.views')} className="flex gap-x-0.5 border-b border-line">
          <ViewTab view="chunks" current={view} onSelect={setView} label={t('knowledge:chunks.title')} />
          <ViewTab view="graph" current={view} onSelect={setView} label={t('knowledge:graph.title')} />
        </nav>
      ) : null}
      {view === 'graph' && hasGraph ? (
        <KnowledgeGraphView docId={docId} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <SearchBox
              value={search}
              onChange={handleSearch}
              label={t('knowledge:chunks.search')}
              maxLength={KB_LIMITS.keywordsChars}
              testId="chunk-search"
            />
            <label className="sr-only" htmlFor="chunk-filter">
              {t('knowledge:chunks.filter')}
            </label>
            <select
              id="chunk-filter"
              value={String(available)}
              onChange={handleFilter}
              data-testid="chunk-filter"
              className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
            >
              {FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {t(filter.label)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={buttonClass('primary', 'ml-auto')}
              onClick={() => setEditing('new')}
              data-testid="chunk-add"
            >
              {t('knowledge:chunks.add')}
            </button>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-xs text-ink-muted">
              <input
                type="checkbox"
                checked={chunks.length > 0 && selectedIds.length === chunks.length}
                onChange={handleSelectAll}
                className="size-4 accent-accent"
                data-testid="chunk-select-all"
              />
              {t('knowledge:chunks.selectAll')}
            </label>
            <ChunkToolbar docId={docId} selectedIds={selectedIds} onDone={handleClearSelection} />
          </div>
          {chunks.length === 0 ? (
            <p
              className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
              data-testid="chunks-empty"
            >
              {keywords || available !== 'all' ? t('knowledge:chunks.noMatch') : t('knowledge:chunks.empty')}
            </p>
          ) : (
            <div className="flex flex-col gap-3" data-testid="chunk-list">
              {chunks.map((chunk) => (
                <ChunkCard
                  key={chunk.chunkId}
                  chunk={chunk}
                  isSelected={selected.has(chunk.chunkId)}
                  isCited={chunk.chunkId === citedId}
                  onSelect={handleSelect}
                  onEdit={setEditing}
                />
              ))}
            </div>
          )}
          <Pager page={page} pageSize={CHUNK_PAGE_SIZE} total={list.data.total} onPage={setPage} testId="chunk-pager" />
        </>
      )}
      {editing ? (
        <ChunkDialog docId={docId} chunk={editing === 'new' ? null : editing} onClose={handleCloseDialog} />
      ) : null}
    </div>
  );
}

function DocumentHeader({ kbId, doc, total }: { kbId: string; doc: TKbDocumentData; total: number }) {
  const { t } = useAppTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Link to={`/knowledge/${kbId}/dataset`} className={`${LINK_CLASS} text-sm`}>
        {t('knowledge:chunks.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink" data-testid="chunks-document">
            {doc.name}
          </h1>
          <p className="text-sm text-ink-muted">
            {t('knowledge:chunks.summary', { count: total, method: t(PARSER_METHODS[doc.parserId].label) })}
          </p>
        </div>
        {doc.run === KB_RUN.DONE ? null : <ParseStatus doc={doc} />}
      </div>
    </div>
  );
}

function ViewTab({
  view,
  current,
  onSelect,
  label,
}: {
  view: TView;
  current: TView;
  onSelect: (view: TView) => void;
  label: string;
}) {
  const isActive = view === current;
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={() => onSelect(view)}
      data-testid={`chunks-view-${view}`}
      className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
        isActive ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
      }`}
    >
      {label}
    </button>
  );
}
