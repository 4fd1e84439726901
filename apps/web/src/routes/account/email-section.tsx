import { useId } from 'react';
import { ApiError } from '../../api/errors';
import type { TUser } from '../../api/session-storage';
import { useSendVerificationEmail } from '../../api/user';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from './account-section';

/** The email address (fixed after registration), whether it is verified, and a way to verify it. */
export function EmailSection({ user }: { user: TUser }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const sendVerification = useSendVerificationEmail();
  const id = useId();
  const email = user.email ?? '';

  function handleSend(): void {
    sendVerification.mutate(undefined, {
      onSuccess: () => toasts.show('success', t('account:email.sent', { email })),
      onError: handleSendError,
    });
  }

  /** Network failures have raised their own toast already. */
  function handleSendError(error: unknown): void {
    if (error instanceof ApiError) toasts.show('error', error.message);
  }

  return (
    <AccountSection title={t('account:email.heading')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('account:email.address')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            name="email"
            type="email"
            value={email}
            readOnly
            aria-describedby={`${id}-hint`}
            className="min-w-0 flex-1 rounded-md border border-line bg-surface-muted px-3 py-2 text-sm text-ink"
          />
          {user.isEmailVerified ? (
            <span
              data-testid="email-verified"
              className="rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success"
            >
              {t('account:email.verified')}
            </span>
          ) : (
            <span
              data-testid="email-unverified"
              className="rounded-full bg-danger-soft px-2.5 py-1 text-xs font-medium text-danger"
            >
              {t('account:email.unverified')}
            </span>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {t('account:email.readOnlyHint')}
        </p>
      </div>
      {user.isEmailVerified ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-surface-muted p-4">
          <p className="flex-1 text-sm text-ink-muted">{t('account:email.unverifiedHint')}</p>
          <button
            type="button"
            onClick={handleSend}
            disabled={sendVerification.isPending}
            className={buttonClass('secondary')}
          >
            {sendVerification.isPending ? t('account:email.sending') : t('account:email.send')}
          </button>
        </div>
      )}
    </AccountSection>
  );
}
