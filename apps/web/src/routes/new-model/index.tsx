import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type TTickerHitData, useCreateModel } from '../../api/model';
import { useUserInfo } from '../../api/user';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { loadNamespace } from '../../i18n/lazy-namespaces';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CreationStatus } from './creation-status';
import { DEFAULT_OPTIONS, isDefaultOptions, type TModelOptionsInput } from './model-options';
import { OptionsDialog } from './options-dialog';
import { TickerSearch } from './ticker-search';
import { useModelCreation } from './use-model-creation';

/** The private-company path loads on demand: most visits are about a listed company. */
const PrivateCompanyPanel = lazy(async () => {
  const [panel] = await Promise.all([import('./private-company'), loadNamespace('documents')]);
  return { default: panel.PrivateCompanyPanel };
});

/** The two ways to start a model: a listed company by ticker, or a private one from its statements. */
type TCompanyKind = 'public' | 'private';

/**
 * New model. A public company: find it by ticker or name, choose the options, create, and follow the
 * job until the model opens. A private company (`?kind=private`): upload its statements and follow
 * their extraction to the audit.
 */
export function NewModelScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('valuation:newModel.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const kind: TCompanyKind = searchParams.get('kind') === 'private' ? 'private' : 'public';

  function chooseKind(next: TCompanyKind): void {
    setSearchParams(next === 'private' ? { kind: 'private' } : {}, { replace: true });
  }

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('valuation:newModel.heading')}</h1>
      <div
        className="mt-4 inline-flex rounded-lg border border-line bg-surface-muted p-1"
        role="tablist"
        aria-label={t('valuation:newModel.companyKind')}
      >
        <KindTab kind="public" current={kind} onChoose={chooseKind} label={t('valuation:newModel.publicCompany')} />
        <KindTab kind="private" current={kind} onChoose={chooseKind} label={t('valuation:newModel.privateCompany')} />
      </div>
      {kind === 'public' ? (
        <PublicCompanyPanel />
      ) : (
        <div className="mt-6 rounded-xl border border-line bg-surface p-5 shadow-sm" role="tabpanel">
          <Suspense
            fallback={
              <p role="status" aria-busy="true" className="text-sm text-ink-muted">
                {t('common:loading')}
              </p>
            }
          >
            <PrivateCompanyPanel />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function KindTab({
  kind,
  current,
  onChoose,
  label,
}: {
  kind: TCompanyKind;
  current: TCompanyKind;
  onChoose: (kind: TCompanyKind) => void;
  label: string;
}) {
  const isActive = kind === current;
  function handleClick(): void {
    onChoose(kind);
  }
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isActive}
      onClick={handleClick}
      data-testid={`company-kind-${kind}`}
      className={`rounded-md px-4 py-1.5 text-sm font-medium transition-colors ${
        isActive ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink'
      }`}
    >
      {label}
    </button>
  );
}

/** The public-company path: ticker search, options, create. */
function PublicCompanyPanel() {
  const { t } = useAppTranslation();
  const { data: user } = useUserInfo();
  const [company, setCompany] = useState<TTickerHitData | null>(null);
  const [options, setOptions] = useState<TModelOptionsInput>(DEFAULT_OPTIONS);
  const [isOptionsOpen, setIsOptionsOpen] = useState(false);
  const { view, start } = useModelCreation(useCreateModel());
  const isDefault = isDefaultOptions(options);
  const needsAccount = !isDefault && user?.isTemp !== false;
  const isBusy = view.phase === 'sending' || view.phase === 'starting' || view.phase === 'processing';
  const canCreate = company !== null && !needsAccount && !isBusy && view.phase !== 'success';

  function handleCreate(): void {
    if (!company || needsAccount) return;
    start(isDefault ? { ticker: company.ticker } : { ticker: company.ticker, options });
  }

  function openOptions(): void {
    setIsOptionsOpen(true);
  }

  function closeOptions(): void {
    setIsOptionsOpen(false);
  }

  function resetOptions(): void {
    setOptions(DEFAULT_OPTIONS);
  }

  return (
    <>
      <p className="mt-4 text-sm leading-relaxed text-ink-muted">{t('valuation:newModel.intro')}</p>
      <div className="mt-6 rounded-xl border border-line bg-surface p-5 shadow-sm" role="tabpanel">
        <TickerSearch selected={company} onSelect={setCompany} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted" data-testid="options-summary">
            {t('valuation:newModel.optionsSummary', {
              period: options.period === 'quarterly' ? t('valuation:options.quarterly') : t('valuation:options.annual'),
              historical: options.historicalYears,
              forecast: options.forecastYears,
            })}
          </p>
          <button type="button" className={buttonClass('secondary')} onClick={openOptions} data-testid="model-options">
            {t('valuation:newModel.options')}
          </button>
        </div>
        {needsAccount ? (
          <div
            className="mt-4 rounded-md border border-warning/50 bg-surface-muted p-3 text-sm text-ink"
            data-testid="options-need-account"
          >
            <p>{t('valuation:newModel.needsAccount')}</p>
            <p className="mt-2 flex flex-wrap gap-4">
              <Link to="/sign-up" className={LINK_CLASS}>
                {t('valuation:newModel.signUp')}
              </Link>
              <Link to="/sign-in" className={LINK_CLASS}>
                {t('valuation:newModel.signIn')}
              </Link>
              <button type="button" className={LINK_CLASS} onClick={resetOptions}>
                {t('valuation:newModel.useDefaults')}
              </button>
            </p>
          </div>
        ) : null}
        <button
          type="button"
          className={buttonClass('primary', 'mt-5 w-full py-2.5')}
          disabled={!canCreate}
          onClick={handleCreate}
          data-testid="create-model"
        >
          {isBusy ? t('valuation:newModel.creating') : t('valuation:newModel.create')}
        </button>
      </div>
      <CreationStatus
        view={view}
        showQuarterly={options.period === 'quarterly' || options.quarterlyBreakdown}
        onRetry={handleCreate}
      />
      {isOptionsOpen ? <OptionsDialog options={options} onApply={setOptions} onClose={closeOptions} /> : null}
    </>
  );
}
