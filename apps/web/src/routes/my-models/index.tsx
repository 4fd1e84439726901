import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { useModelList } from '../../api/model';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ModelRow } from './model-row';

/** My models: every model of the user, newest first, to open, rename or delete. */
export function MyModelsScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('valuation:myModels.title'));
  const list = useModelList();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('valuation:myModels.title')}</h1>
        <Link to="/models/new" className={buttonClass('primary')} data-testid="my-models-new">
          {t('valuation:myModels.new')}
        </Link>
      </div>
      {list.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('common:loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {list.error instanceof ApiError ? list.error.message : t('valuation:myModels.loadFailed')}
        </p>
      ) : list.data.items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line-strong bg-surface p-8 text-center"
          data-testid="my-models-empty"
        >
          <p className="text-sm text-ink-muted">{t('valuation:myModels.empty')}</p>
          <Link to="/models/new" className={buttonClass('primary', 'mt-4')}>
            {t('valuation:empty.create')}
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
          <table className="w-full text-sm" data-testid="my-models-table">
            <thead>
              <tr className="border-b border-line text-left text-xs text-ink-muted">
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('valuation:myModels.name')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('valuation:overview.ticker')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('valuation:myModels.period')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('valuation:myModels.created')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('valuation:figures.terminalGrowth')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('valuation:figures.impliedPrice')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('valuation:myModels.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <ModelRow key={item.modelId} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
