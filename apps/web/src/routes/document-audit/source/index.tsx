import { lazy, Suspense, useState } from 'react';
import type { TFinancialDocumentData, TStatementData } from '../../../api/financial';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { TablePicture } from './table-picture';

/** pdf.js is a large library: it loads with the first PDF page shown, never before. */
const PdfPages = lazy(async () => ({ default: (await import('./pdf-pages')).PdfPages }));

type TSourceView = 'page' | 'table';

/**
 * Where a statement came from, beside its lines: for a PDF, its page(s) as printed (or the table as
 * it was read); for a spreadsheet, CSV, Word or HTML document, the table's rows as read.
 */
export function SourcePanel({ document, statement }: { document: TFinancialDocumentData; statement: TStatementData }) {
  const { t } = useAppTranslation();
  const isPdf = document.kind === 'pdf';
  const [view, setView] = useState<TSourceView>(isPdf ? 'page' : 'table');

  function showPage(): void {
    setView('page');
  }

  function showTable(): void {
    setView('table');
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t('documents:source.title')} data-testid="source-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('documents:source.title')}</h3>
        {isPdf ? (
          <fieldset className="inline-flex rounded-md border border-line p-0.5 text-xs">
            <legend className="sr-only">{t('documents:source.viewLabel')}</legend>
            <button
              type="button"
              aria-pressed={view === 'page'}
              onClick={showPage}
              className={`rounded px-2 py-1 ${view === 'page' ? 'bg-surface-muted text-ink' : 'text-ink-muted'}`}
              data-testid="source-show-page"
            >
              {t('documents:source.showPage')}
            </button>
            <button
              type="button"
              aria-pressed={view === 'table'}
              onClick={showTable}
              className={`rounded px-2 py-1 ${view === 'table' ? 'bg-surface-muted text-ink' : 'text-ink-muted'}`}
              data-testid="source-show-table"
            >
              {t('documents:source.showTable')}
            </button>
          </fieldset>
        ) : null}
      </div>
      {isPdf && view === 'page' ? (
        <Suspense
          fallback={
            <p role="status" aria-busy="true" className="text-sm text-ink-muted">
              {t('documents:source.loading')}
            </p>
          }
        >
          <PdfPages documentId={document.documentId} firstPage={statement.page} lastPage={statement.lastPage} />
        </Suspense>
      ) : (
        <TablePicture statementId={statement.statementId} />
      )}
    </section>
  );
}
