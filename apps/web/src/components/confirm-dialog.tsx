import { ApiError } from '../api/errors';
import { useAppTranslation } from '../i18n/use-app-translation';
import { buttonClass } from './button-styles';
import { Dialog } from './dialog';

/**
 * Asks before something that cannot be undone (delete, re-extract): the consequence in words, a
 * cancel, the red action, and the server's refusal if the action fails.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  isPending,
  error,
  testId,
  confirmTestId,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
  testId: string;
  confirmTestId: string;
}) {
  const { t } = useAppTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('valuation:common.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'bg-danger hover:bg-danger')}
            onClick={onConfirm}
            disabled={isPending}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-left text-sm whitespace-normal text-ink">{body}</p>
      {error instanceof ApiError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </Dialog>
  );
}
