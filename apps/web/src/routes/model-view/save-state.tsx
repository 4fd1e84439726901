import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useModel } from './model-context';

const SAVE_LABELS = {
  saved: 'valuation:save.saved',
  pending: 'valuation:save.pending',
  saving: 'valuation:save.saving',
  error: 'valuation:save.error',
  invalid: 'valuation:save.invalid',
} as const;

/**
 * Whether the edits are saved, and the reset to the defaults: asked first (it replaces every
 * assumption the user set), then offered back with Undo until the next edit.
 */
export function SaveState() {
  const { t } = useAppTranslation();
  const { saveState, reset, isResetting, undoReset } = useModel();
  const [isConfirming, setIsConfirming] = useState(false);

  function ask(): void {
    setIsConfirming(true);
  }

  function close(): void {
    setIsConfirming(false);
  }

  function confirm(): void {
    setIsConfirming(false);
    reset();
  }

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
      {undoReset ? (
        <span className="flex items-center gap-2 text-ink-muted" data-testid="reset-done">
          {t('valuation:save.resetDone')}
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
            onClick={undoReset}
            disabled={isResetting}
            data-testid="model-reset-undo"
          >
            {t('valuation:save.undo')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
          onClick={ask}
          disabled={isResetting}
          data-testid="model-reset"
        >
          {t('valuation:save.reset')}
        </button>
      )}
      {isConfirming ? (
        <ConfirmDialog
          title={t('valuation:save.resetTitle')}
          body={t('valuation:save.resetBody')}
          confirmLabel={t('valuation:save.reset')}
          onConfirm={confirm}
          onClose={close}
          isPending={false}
          error={null}
          testId="reset-dialog"
          confirmTestId="reset-confirm"
        />
      ) : null}
    </div>
  );
}
