import { KB_LIMITS } from '@app/contract';
import { type ChangeEvent, useState } from 'react';
import {
  DOCUMENT_PAGE_SIZE,
  useDocumentThumbnails,
  useKbDocuments,
  usePollRunningDocuments,
} from '../../../api/knowledge-documents';
import { KnowledgeKeys } from '../../../api/knowledge-keys';
import { buttonClass } from '../../../components/button-styles';
import { LoadError, LoadingStatus } from '../../../components/query-states';
import { useIdSelection } from '../../../hooks/use-id-selection';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useSearchedPages } from '../../knowledge/hooks/use-searched-pages';
import { Pager } from '../../knowledge/pager';
import { SearchBox } from '../../knowledge/search-box';
import { useKbId } from '../use-kb-id';
import { AddFilesDialog } from './add-files-dialog';
import { BulkActions } from './bulk-actions';
import { CreateDocumentDialog } from './create-document-dialog';
import { DocumentRow } from './document-row';
import { UploadZone } from './upload-zone';
import { WebCrawlDialog } from './web-crawl-dialog';

type TOpenDialog = 'files' | 'create' | 'crawl' | null;

const COLUMNS = [
  { key: 'knowledge:dataset.name', align: 'text-left' },
  { key: 'knowledge:dataset.chunks', align: 'text-right' },
  { key: 'knowledge:dataset.uploaded', align: 'text-left' },
  { key: 'knowledge:dataset.methodColumn', align: 'text-left' },
  { key: 'knowledge:dataset.enabled', align: 'text-left' },
  { key: 'knowledge:dataset.status', align: 'text-left' },
] as const;

/**
 * The dataset tab: add documents (upload, from the file manager, empty, a web page), then the
 * documents with their parse state — polled while any is running — searched by name, a page at a time.
 */
export function DatasetTab() {
  const { t } = useAppTranslation();
  const kbId = useKbId();
  const { search, keywords, page, setPage, changeSearch: handleSearch } = useSearchedPages();
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const { selected, toggle: handleSelect, selectOnly, clear: handleClearSelection } = useIdSelection();
  const documents = useKbDocuments(kbId, keywords, page);
  const docs = documents.data?.docs ?? [];
  usePollRunningDocuments(
    kbId,
    KnowledgeKeys.documentPage(kbId, { keywords, page, pageSize: DOCUMENT_PAGE_SIZE }),
    docs,
  );
  const selectedIds = docs.filter((doc) => selected.has(doc.id)).map((doc) => doc.id);
  // One request for the page's documents rather than one per row.
  const pageIds = docs.map((doc) => doc.id);
  const thumbnails = useDocumentThumbnails(kbId, pageIds);

  function handleSelectAll(event: ChangeEvent<HTMLInputElement>): void {
    selectOnly(event.target.checked ? docs.map((doc) => doc.id) : []);
  }

  function handleCloseDialog(): void {
    setDialog(null);
  }

  return (
    <div className="flex flex-col gap-5" data-testid="kb-dataset">
      <UploadZone kbId={kbId} />
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={search}
          onChange={handleSearch}
          label={t('knowledge:dataset.search')}
          maxLength={KB_LIMITS.keywordsChars}
          testId="document-search"
        />
        <div className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setDialog('files')}
            data-testid="add-from-files"
          >
            {t('knowledge:dataset.fromFiles')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setDialog('crawl')}
            data-testid="web-crawl"
          >
            {t('knowledge:dataset.crawlTitle')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setDialog('create')}
            data-testid="create-document"
          >
            {t('knowledge:dataset.createTitle')}
          </button>
        </div>
      </div>
      <BulkActions kbId={kbId} selectedIds={selectedIds} onDone={handleClearSelection} />
      {documents.isPending ? (
        <LoadingStatus />
      ) : documents.isError ? (
        <LoadError error={documents.error} fallback={t('knowledge:dataset.loadFailed')} />
      ) : docs.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center text-sm text-ink-muted"
          data-testid="documents-empty"
        >
          {keywords ? t('knowledge:dataset.noMatch', { keywords }) : t('knowledge:dataset.empty')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
            <table className="w-full text-sm" data-testid="documents-table">
              <thead>
                <tr className="border-b border-line text-xs text-ink-muted">
                  <th scope="col" className="px-3 py-2 text-left">
                    <input
                      type="checkbox"
                      checked={selectedIds.length === docs.length}
                      onChange={handleSelectAll}
                      aria-label={t('knowledge:dataset.selectAll')}
                      className="size-4 accent-accent"
                      data-testid="document-select-all"
                    />
                  </th>
                  {COLUMNS.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={`px-3 py-2 font-medium whitespace-nowrap ${column.align}`}
                    >
                      {t(column.key)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('knowledge:dataset.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {docs.map((doc) => (
                  <DocumentRow
                    key={doc.id}
                    doc={doc}
                    thumbnail={thumbnails.data?.[doc.id]}
                    isSelected={selected.has(doc.id)}
                    onSelect={handleSelect}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={DOCUMENT_PAGE_SIZE}
            total={documents.data.total}
            onPage={setPage}
            testId="document-pager"
          />
        </>
      )}
      {dialog === 'files' ? <AddFilesDialog kbId={kbId} onClose={handleCloseDialog} /> : null}
      {dialog === 'create' ? <CreateDocumentDialog kbId={kbId} onClose={handleCloseDialog} /> : null}
      {dialog === 'crawl' ? <WebCrawlDialog kbId={kbId} onClose={handleCloseDialog} /> : null}
    </div>
  );
}
