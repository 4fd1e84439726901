import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { useVerifyEmail } from '../../api/user';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { AuthCard } from '../../components/layout/auth-card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLinkToken } from '../../hooks/use-link-token';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** Opened from the verification email (`/verify-email?token=…`): verifies at once and says how it went. */
export function VerifyEmailScreen() {
  const { t } = useAppTranslation();
  const { token, problem } = useLinkToken();
  const verification = useVerifyEmail(token, problem === null);
  useDocumentTitle(t('auth:verifyEmail.title'));

  if (problem) {
    return (
      <AuthCard title={t('auth:verifyEmail.failedTitle')}>
        <FormAlert message={problem} />
      </AuthCard>
    );
  }

  if (verification.isPending) {
    return (
      <AuthCard title={t('auth:verifyEmail.title')}>
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('auth:verifyEmail.verifying')}
        </p>
      </AuthCard>
    );
  }

  if (verification.isError) {
    const { error } = verification;
    // A network failure has raised its own toast; here the page only needs to say it did not work.
    const message = error instanceof ApiError ? error.message : t('auth:verifyEmail.failed');
    return (
      <AuthCard title={t('auth:verifyEmail.failedTitle')}>
        <FormAlert message={message} />
        <Link to="/account" className={buttonClass('secondary', 'mt-6 w-full')}>
          {t('auth:verifyEmail.openAccount')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:verifyEmail.successTitle')}>
      <p role="status" className="text-sm leading-relaxed text-ink">
        {t('auth:verifyEmail.success')}
      </p>
      <Link to="/account" className={buttonClass('primary', 'mt-6 w-full')}>
        {t('auth:verifyEmail.openAccount')}
      </Link>
    </AuthCard>
  );
}
