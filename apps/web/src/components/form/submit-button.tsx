import { buttonClass } from '../button-styles';

/** The submit button of a form; while the request runs it is disabled and says so. */
export function SubmitButton({
  label,
  pendingLabel,
  isPending,
  isFullWidth = false,
}: {
  label: string;
  pendingLabel: string;
  isPending: boolean;
  isFullWidth?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={isPending}
      aria-busy={isPending}
      className={buttonClass('primary', isFullWidth ? 'w-full' : '')}
    >
      {isPending ? pendingLabel : label}
    </button>
  );
}
