import { buttonClass } from './button-styles';

/** A dialog's foot (`Dialog`'s `footer`): cancel, then its one action, disabled and busy while it runs. */
export function DialogActions({
  cancelLabel,
  onCancel,
  actionLabel,
  onAction,
  isDisabled = false,
  isPending,
  actionTestId,
}: {
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  onAction: () => void;
  /** Off for another reason than a run under way (nothing picked yet). */
  isDisabled?: boolean;
  isPending: boolean;
  actionTestId: string;
}) {
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={onAction}
        disabled={isDisabled || isPending}
        aria-busy={isPending}
        data-testid={actionTestId}
      >
        {actionLabel}
      </button>
    </>
  );
}
