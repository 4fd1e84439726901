import { ZLoginRequestSchema } from '@app/contract';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import type { TUser } from '../../api/session-storage';
import { useLogin } from '../../api/user';
import { useServices } from '../../app/services-context';
import { LINK_CLASS } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard } from '../../components/layout/auth-card';
import { useContractForm } from '../../hooks/use-contract-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useLanguage } from '../../i18n/use-language';

/** Sign in with email and password. A wrong password shows the server's message as an alert. */
export function SignInScreen() {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const { reconcileAccountLanguage } = useLanguage();
  const login = useLogin();
  const form = useContractForm(ZLoginRequestSchema, handleValid);
  useDocumentTitle(t('auth:signIn.title'));

  function handleValid(data: z.output<typeof ZLoginRequestSchema>): void {
    login.mutate(camelize(data), { onSuccess: handleSignedIn, onError: form.showError });
  }

  async function handleSignedIn(user: TUser): Promise<void> {
    await reconcileAccountLanguage(user.language);
    toasts.show('success', t('auth:signIn.success', { nickname: user.nickname }));
    await navigate('/');
  }

  return (
    <AuthCard
      title={t('auth:signIn.title')}
      subtitle={t('auth:signIn.subtitle')}
      footer={
        <>
          {t('auth:signIn.noAccount')}{' '}
          <Link to="/sign-up" className={LINK_CLASS}>
            {t('auth:signIn.createAccount')}
          </Link>
        </>
      }
    >
      <form {...form.formProps} className="flex flex-col gap-4" data-testid="sign-in-form">
        <FormAlert message={form.formError} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth:fields.email')}
          placeholder={t('auth:fields.emailPlaceholder')}
          error={form.fieldError('email')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth:fields.password')}
          error={form.fieldError('password')}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className={LINK_CLASS}>
            {t('auth:signIn.forgot')}
          </Link>
        </div>
        <SubmitButton
          label={t('auth:signIn.submit')}
          pendingLabel={t('auth:signIn.submitting')}
          isPending={login.isPending}
          isFullWidth
        />
      </form>
    </AuthCard>
  );
}
