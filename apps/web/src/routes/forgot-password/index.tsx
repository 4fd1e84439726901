import { ZForgotPasswordRequestSchema } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useForgotPassword } from '../../api/user';
import { LINK_CLASS } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard } from '../../components/layout/auth-card';
import { useContractForm } from '../../hooks/use-contract-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * Ask for a password reset link. The server answers the same whether or not the address has an
 * account (so nobody can probe for accounts), and so does this screen.
 */
export function ForgotPasswordScreen() {
  const { t } = useAppTranslation();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(ZForgotPasswordRequestSchema, handleValid);
  useDocumentTitle(t('auth:forgotPassword.title'));

  function handleValid(data: z.output<typeof ZForgotPasswordRequestSchema>): void {
    forgotPassword.mutate(data, { onSuccess: () => setSentTo(data.email), onError: form.showError });
  }

  const backToSignIn = (
    <Link to="/sign-in" className={LINK_CLASS}>
      {t('auth:forgotPassword.backToSignIn')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('auth:forgotPassword.sentTitle')} footer={backToSignIn}>
        <p role="status" className="text-sm leading-relaxed text-ink">
          {t('auth:forgotPassword.sent', { email: sentTo })}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:forgotPassword.title')} subtitle={t('auth:forgotPassword.subtitle')} footer={backToSignIn}>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
          placeholder={t('auth:fields.emailPlaceholder')}
          error={form.fieldError('email')}
        />
        <SubmitButton
          label={t('auth:forgotPassword.submit')}
          pendingLabel={t('auth:forgotPassword.submitting')}
          isPending={forgotPassword.isPending}
          isFullWidth
        />
      </form>
    </AuthCard>
  );
}
