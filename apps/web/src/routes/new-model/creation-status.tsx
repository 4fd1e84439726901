import { buttonClass } from '../../components/button-styles';
import { Figure } from '../../components/model/figure';
import { useAppTranslation } from '../../i18n/use-app-translation';
import type { TCreationView } from './use-model-creation';

const PROBLEM_TITLES = {
  failure: 'valuation:status.failure',
  error: 'valuation:status.error',
  timeout: 'valuation:status.timeout',
} as const;

/** Where the creation of the model stands: starting, progress per period type, success or what went wrong. */
export function CreationStatus({
  view,
  showQuarterly,
  onRetry,
}: {
  view: TCreationView;
  showQuarterly: boolean;
  onRetry: () => void;
}) {
  const { t } = useAppTranslation();
  if (view.phase === 'idle') return null;
  const isProblem = view.phase === 'failure' || view.phase === 'error' || view.phase === 'timeout';
  const tone = isProblem
    ? 'border-danger/40 bg-danger-soft'
    : view.phase === 'success'
      ? 'border-success/40 bg-success-soft'
      : 'border-line bg-surface';
  return (
    <section
      className={`mt-6 rounded-lg border p-4 ${tone}`}
      data-testid="model-status"
      data-status={view.phase}
      aria-live="polite"
      role={isProblem ? 'alert' : 'status'}
    >
      {view.phase === 'sending' || view.phase === 'starting' ? (
        <p className="text-sm text-ink">{t('valuation:status.starting')}</p>
      ) : null}
      {view.phase === 'processing' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">{t('valuation:status.processing')}</p>
          <Progress label={t('valuation:status.annual')} value={view.progress.annual} />
          {showQuarterly ? <Progress label={t('valuation:status.quarterly')} value={view.progress.quarterly} /> : null}
        </div>
      ) : null}
      {(view.phase === 'starting' || view.phase === 'processing') && view.isSlow ? (
        <p className="mt-3 text-sm text-warning" data-testid="model-status-slow">
          {t('valuation:status.slow')}
        </p>
      ) : null}
      {view.phase === 'success' ? (
        <p className="text-sm font-medium text-success">
          {t('valuation:status.success')}{' '}
          <span className="font-normal text-ink-muted">
            {t('valuation:status.elapsed', { seconds: view.seconds.toFixed(1) })}
          </span>
        </p>
      ) : null}
      {isProblem ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-medium text-danger">{t(PROBLEM_TITLES[view.phase])}</p>
          {view.message ? <p className="text-sm text-ink">{view.message}</p> : null}
          <button type="button" className={buttonClass('secondary')} onClick={onRetry} data-testid="create-retry">
            {t('valuation:status.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Progress({ label, value }: { label: string; value: number }) {
  const rounded = Math.round(value);
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="w-24 text-ink-muted">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${rounded}%` }} />
      </div>
      <Figure value={value / 100} kind="percent" digits={0} className="w-12 text-right text-ink" />
    </div>
  );
}
