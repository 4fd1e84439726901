import { useDocumentList } from '../../api/financial';
import { ListScreen } from '../../components/list-screen';
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
    <ListScreen
      title={t('documents:list.title')}
      action={{ to: '/models/new?kind=private', label: t('documents:list.upload'), testId: 'documents-upload' }}
      list={list}
      loadFailed={t('documents:list.loadFailed')}
      empty={<p className="text-sm text-ink-muted">{t('documents:list.empty')}</p>}
      testId="documents"
      className="max-w-6xl"
      renderTable={(items) => (
        <>
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
            {items.map((item) => (
              <DocumentRow key={item.documentId} item={item} />
            ))}
          </tbody>
        </>
      )}
    />
  );
}
