import { DOCUMENT_KINDS, KB_LIMITS } from '@app/contract';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import {
  DOCUMENT_PAGE_SIZE,
  type TKbDocumentData,
  useExtractStatements,
  useKbDocuments,
} from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { buttonClass } from '../../../components/button-styles';
import { LoadError, LoadingStatus } from '../../../components/query-states';
import { formatDate } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useSearchedPages } from '../../knowledge/hooks/use-searched-pages';
import { Pager } from '../../knowledge/pager';
import { SearchBox } from '../../knowledge/search-box';
import { formatBytes } from '../../knowledge/utils/format-bytes';
import { useKbId } from '../use-kb-id';

/** The kinds of file the private-company statements flow reads (its own list). */
const STATEMENT_KINDS: ReadonlySet<string> = new Set(DOCUMENT_KINDS);

/**
 * Financial statement extraction: a document of the knowledge base the statements flow can read
 * (PDF, spreadsheet, Word, HTML) is copied into it, its extraction starts, and its audit opens —
 * where the statements are checked, corrected and confirmed for a private-company model.
 */
export function StatementsTab() {
  const { t } = useAppTranslation();
  const kbId = useKbId();
  const { search, keywords, page, setPage, changeSearch: handleSearch } = useSearchedPages();
  const documents = useKbDocuments(kbId, keywords, page);
  const readable = documents.data?.docs.filter((doc) => STATEMENT_KINDS.has(doc.kind)) ?? [];

  return (
    <div className="flex max-w-4xl flex-col gap-4" data-testid="kb-statements">
      <p className="text-sm text-ink-muted">{t('knowledge:statements.intro')}</p>
      <SearchBox
        value={search}
        onChange={handleSearch}
        label={t('knowledge:dataset.search')}
        maxLength={KB_LIMITS.keywordsChars}
        testId="statements-search"
      />
      {documents.isPending ? (
        <LoadingStatus />
      ) : documents.isError ? (
        <LoadError error={documents.error} fallback={t('knowledge:dataset.loadFailed')} />
      ) : (
        <>
          {readable.length === 0 ? (
            <p
              className="rounded-xl border border-dashed border-line-strong bg-surface p-6 text-center text-sm text-ink-muted"
              data-testid="statements-empty"
            >
              {t('knowledge:statements.empty')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface shadow-sm">
              {readable.map((doc) => (
                <StatementRow key={doc.id} doc={doc} />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={DOCUMENT_PAGE_SIZE}
            total={documents.data.total}
            onPage={setPage}
            testId="statements-pager"
          />
        </>
      )}
    </div>
  );
}

function StatementRow({ doc }: { doc: TKbDocumentData }) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const language = currentLanguage(i18n);
  const extract = useExtractStatements();

  function handleExtract(): void {
    extract.mutate(doc.id, {
      onSuccess: (started) => {
        toasts.show('info', t('knowledge:statements.started', { name: doc.name }));
        void navigate(`/documents/${started.financialDocumentId}/audit`);
      },
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="statements-row" data-document={doc.id}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{doc.name}</p>
        <p className="text-xs text-ink-muted">
          {t('knowledge:statements.details', {
            kind: doc.kind.toUpperCase(),
            size: formatBytes(doc.size, language),
            date: formatDate(doc.createdAt, language),
          })}
        </p>
        {extract.error instanceof ApiError ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {extract.error.message}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}
        onClick={handleExtract}
        disabled={extract.isPending}
        aria-busy={extract.isPending}
        data-testid="statements-extract"
      >
        {extract.isPending ? t('knowledge:statements.extracting') : t('knowledge:statements.extract')}
      </button>
    </li>
  );
}
