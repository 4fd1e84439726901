import { ZRegisterRequestSchema } from '@app/contract';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { browserTimeZone } from '../../api/fingerprint';
import type { TUser } from '../../api/session-storage';
import { useRegister } from '../../api/user';
import { useServices } from '../../app/services-context';
import { LINK_CLASS } from '../../components/button-styles';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard } from '../../components/layout/auth-card';
import { useContractForm } from '../../hooks/use-contract-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useLanguage } from '../../i18n/use-language';

/**
 * Create an account. The request carries the temporary user's token, so whatever the guest did so far
 * stays with the new account; the UI language and the browser's time zone become its settings.
 */
export function SignUpScreen() {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const register = useRegister();
  const form = useContractForm(ZRegisterRequestSchema, handleValid);
  useDocumentTitle(t('auth:signUp.title'));

  function handleValid(data: z.output<typeof ZRegisterRequestSchema>): void {
    const input = { ...camelize(data), language, timezone: browserTimeZone() };
    register.mutate(input, { onSuccess: handleRegistered, onError: form.showError });
  }

  function handleRegistered(user: TUser): void {
    toasts.show('success', t('auth:signUp.success', { nickname: user.nickname }));
    void navigate('/account');
  }

  return (
    <AuthCard
      title={t('auth:signUp.title')}
      subtitle={t('auth:signUp.subtitle')}
      footer={
        <>
          {t('auth:signUp.haveAccount')}{' '}
          <Link to="/sign-in" className={LINK_CLASS}>
            {t('auth:signUp.signIn')}
          </Link>
        </>
      }
    >
      <form {...form.formProps} className="flex flex-col gap-4" data-testid="sign-up-form">
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
          name="nickname"
          autoComplete="nickname"
          label={t('auth:fields.nickname')}
          placeholder={t('auth:fields.nicknamePlaceholder')}
          error={form.fieldError('nickname')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.password')}
          hint={t('auth:fields.passwordHint')}
          error={form.fieldError('password')}
        />
        <TextField
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.confirmPassword')}
          error={form.fieldError('confirm_password')}
        />
        <CheckboxField name="terms_accepted" label={t('auth:signUp.terms')} error={form.fieldError('terms_accepted')} />
        <SubmitButton
          label={t('auth:signUp.submit')}
          pendingLabel={t('auth:signUp.submitting')}
          isPending={register.isPending}
          isFullWidth
        />
      </form>
    </AuthCard>
  );
}
