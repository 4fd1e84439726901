import { ZResetPasswordRequestSchema } from '@app/contract';
import { Link } from 'react-router';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { useResetPassword } from '../../api/user';
import { buttonClass, LINK_CLASS } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard } from '../../components/layout/auth-card';
import { useContractForm } from '../../hooks/use-contract-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLinkToken } from '../../hooks/use-link-token';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** Choose a new password from the link in a reset email (`/reset-password?token=…`). */
export function ResetPasswordScreen() {
  const { t } = useAppTranslation();
  const { token, problem } = useLinkToken();
  const resetPassword = useResetPassword();
  const form = useContractForm(ZResetPasswordRequestSchema, handleValid);
  useDocumentTitle(t('auth:resetPassword.title'));

  function handleValid(data: z.output<typeof ZResetPasswordRequestSchema>): void {
    resetPassword.mutate(camelize(data), { onError: form.showError });
  }

  const requestNewLink = (
    <Link to="/forgot-password" className={LINK_CLASS}>
      {t('auth:resetPassword.requestNew')}
    </Link>
  );

  if (problem) {
    return (
      <AuthCard title={t('auth:resetPassword.title')} footer={requestNewLink}>
        <FormAlert message={problem} />
      </AuthCard>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <AuthCard title={t('auth:resetPassword.successTitle')}>
        <p role="status" className="text-sm leading-relaxed text-ink">
          {t('auth:resetPassword.success')}
        </p>
        <Link to="/sign-in" className={buttonClass('primary', 'mt-6 w-full')}>
          {t('auth:resetPassword.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:resetPassword.title')} subtitle={t('auth:resetPassword.subtitle')} footer={requestNewLink}>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <input type="hidden" name="token" value={token} />
        <TextField
          name="new_password"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.newPassword')}
          hint={t('auth:fields.passwordHint')}
          error={form.fieldError('new_password')}
        />
        <TextField
          name="confirm_new_password"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.confirmNewPassword')}
          error={form.fieldError('confirm_new_password')}
        />
        <SubmitButton
          label={t('auth:resetPassword.submit')}
          pendingLabel={t('auth:resetPassword.submitting')}
          isPending={resetPassword.isPending}
          isFullWidth
        />
      </form>
    </AuthCard>
  );
}
