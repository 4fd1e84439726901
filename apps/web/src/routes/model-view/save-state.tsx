import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useModel } from './model-context';

const SAVE_LABELS = {
  saved: 'valuation:save.saved',
  pending: 'valuation:save.pending',
  saving: 'valuation:save.saving',
  error: 'valuation:save.error',
  invalid: 'valuation:save.invalid',
} as const;

/** Whether the edits are saved, and the reset to the defaults. */
export function SaveState() {
  const { t } = useAppTranslation();
  const { saveState, reset, isResetting } = useModel();
  return (
    <div className="mt-1 flex items-center gap-3 text-xs">
      <span
        className={saveState === 'error' || saveState === 'invalid' ? 'text-danger' : 'text-ink-muted'}
        data-testid="save-state"
        data-state={saveState}
        aria-live="polite"
      >
        {t(SAVE_LABELS[saveState])}
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
        onClick={reset}
        disabled={isResetting}
        data-testid="model-reset"
      >
        {t('valuation:save.reset')}
      </button>
    </div>
  );
}
