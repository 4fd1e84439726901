import { Link } from 'react-router';
import { useModelList } from '../../api/model';
import { buttonClass } from '../../components/button-styles';
import { ListScreen } from '../../components/list-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ModelRow } from './model-row';

/** My models: every model of the user, newest first, to open, rename or delete. */
export function MyModelsScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('valuation:myModels.title'));
  const list = useModelList();

  return (
    <ListScreen
      title={t('valuation:myModels.title')}
      action={{ to: '/models/new', label: t('valuation:myModels.new'), testId: 'my-models-new' }}
      list={list}
      loadFailed={t('valuation:myModels.loadFailed')}
      empty={
        <>
          <p className="text-sm text-ink-muted">{t('valuation:myModels.empty')}</p>
          <Link to="/models/new" className={buttonClass('primary', 'mt-4')}>
            {t('valuation:empty.create')}
          </Link>
        </>
      }
      testId="my-models"
      className="max-w-5xl"
      renderTable={(items) => (
        <>
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
            {items.map((item) => (
              <ModelRow key={item.modelId} item={item} />
            ))}
          </tbody>
        </>
      )}
    />
  );
}
