import { NavLink, Outlet, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { type TModelValuesData, useModelValues } from '../../api/model';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Disclaimer } from './disclaimer';
import { EmptyModel } from './empty-model';
import { Headline } from './headline';
import { useModelWorkspace } from './hooks/use-model-workspace';
import { ModelContext } from './model-context';
import { ReportUnitSelect } from './report-unit/report-unit-select';

/** The tabs of a model, one route each. */
export const MODEL_TABS = [
  { path: 'overview', label: 'valuation:tabs.overview' },
  { path: 'wacc', label: 'valuation:tabs.wacc' },
  { path: 'dcf', label: 'valuation:tabs.dcf' },
  { path: 'sensitivity', label: 'valuation:tabs.sensitivity' },
  { path: 'scenarios', label: 'valuation:tabs.scenarios' },
  { path: 'monte-carlo', label: 'valuation:tabs.monteCarlo' },
  { path: 'comparables', label: 'valuation:tabs.comparables' },
  { path: 'data-sheet', label: 'valuation:tabs.dataSheet' },
  { path: 'key-metrics', label: 'valuation:tabs.keyMetrics' },
  { path: 'key-financials', label: 'valuation:tabs.keyFinancials' },
  { path: 'quarterly', label: 'valuation:tabs.quarterly' },
  { path: 'review', label: 'valuation:tabs.review' },
] as const;

/** The quarterly tab shows only for a model whose history holds quarters (a 10-Q filer). */
const hasQuarters = (values: TModelValuesData) =>
  (values.modelInput as { history?: { fiscal_period: string }[] }).history?.some((period) =>
    period.fiscal_period.startsWith('Q'),
  ) ?? false;

/** A model: headline figures, tabs and the disclaimer, around the open tab. */
export function ModelViewScreen() {
  const { t } = useAppTranslation();
  const { modelId = '' } = useParams();
  const query = useModelValues(modelId);
  useDocumentTitle(query.data ? `${query.data.ticker} · ${query.data.name}` : t('valuation:model.title'));

  if (query.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EmptyModel />;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink">
        <p>{query.error instanceof ApiError ? query.error.message : t('valuation:model.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          {t('valuation:status.retry')}
        </button>
      </div>
    );
  }
  return <ModelWorkspaceView values={query.data} />;
}

function ModelWorkspaceView({ values }: { values: TModelValuesData }) {
  const { t } = useAppTranslation();
  const workspace = useModelWorkspace(values);
  return (
    <ModelContext value={workspace}>
      <div className="flex flex-col gap-6" data-testid="model-view">
        <Headline />
        {/* The unit sits under the tabs, at hand on every one of them, without narrowing the tab row. */}
        <div className="flex flex-col gap-2">
          {/* Thirteen tabs do not fit one row at 1280 px in every language: they wrap rather than hide. */}
          <nav aria-label={t('valuation:tabs.label')} className="flex flex-wrap gap-x-0.5 border-b border-line">
            {MODEL_TABS.filter((tab) => tab.path !== 'quarterly' || hasQuarters(values)).map((tab) => (
              <NavLink key={tab.path} to={tab.path} data-testid={`tab-${tab.path}`} className={tabClass}>
                {t(tab.label)}
              </NavLink>
            ))}
          </nav>
          <div className="flex justify-end">
            <ReportUnitSelect />
          </div>
        </div>
        <Outlet />
        <Disclaimer />
      </div>
    </ModelContext>
  );
}

function tabClass({ isActive }: { isActive: boolean }): string {
  return `-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
    isActive ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
  }`;
}
