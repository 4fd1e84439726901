import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { useDocumentList } from '../../api/financial';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { DocumentRow } from './document-row';

const COLUMNS = [
  'documents:list.company',
  'documents:list.stockCode',
  'documents:list.fiscalYear',
  'documents:list.reportType',
  'documents:list.periodEnd',
  'documents:list.status',
  'documents:list.step',
] as const;

/**
 * The user's uploaded financial statements: company, fiscal year, report, period, where the
 * extraction stands and how many statements were found, to open (audit) or delete. Refreshed while
 * an extraction runs.
 */
export function DocumentsScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('documents:list.title'));
  const list = useDocumentList();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('documents:list.title')}</h1>
        <Link to="/models/new?kind=private" className={buttonClass('primary')} data-testid="documents-upload">
          {t('documents:list.upload')}
        </Link>
      </div>
      {list.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('common:loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {list.error instanceof ApiError ? list.error.message : t('documents:list.loadFailed')}
        </p>
      ) : list.data.items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center"
          data-testid="documents-empty"
        >
          <p className="text-sm text-ink-muted">{t('documents:list.empty')}</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
          <table className="w-full text-sm" data-testid="documents-table">
            <thead>
              <tr className="border-b border-line text-left text-xs text-ink-muted">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                    {t(column)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap">
                  {t('documents:list.statements')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('documents:list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <DocumentRow key={item.documentId} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
