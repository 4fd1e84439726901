import { ZUpdateSettingRequestSchema } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { useUpdateSetting } from '../../api/user';
import { useServices } from '../../app/services-context';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from './account-section';

/**
 * Change the password (the current one is required). The server signs out every session and sends a
 * fresh token for this one, which the API client stores, so the user stays signed in here.
 */
export function PasswordForm() {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const updateSetting = useUpdateSetting();
  const form = useContractForm(ZUpdateSettingRequestSchema, handleValid);

  function handleValid(data: z.output<typeof ZUpdateSettingRequestSchema>, element: HTMLFormElement): void {
    updateSetting.mutate(camelize(data), {
      onSuccess: () => {
        element.reset();
        form.reset();
        toasts.show('success', t('account:password.changed'));
      },
      onError: form.showError,
    });
  }

  return (
    <AccountSection title={t('account:password.heading')} description={t('account:password.description')}>
      <form {...form.formProps} className="flex flex-col gap-4" data-testid="password-form">
        <FormAlert message={form.formError} />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account:password.current')}
          error={form.fieldError('password')}
        />
        <TextField
          name="new_password"
          type="password"
          autoComplete="new-password"
          label={t('account:password.new')}
          hint={t('auth:fields.passwordHint')}
          error={form.fieldError('new_password')}
        />
        <TextField
          name="confirm_new_password"
          type="password"
          autoComplete="new-password"
          label={t('account:password.confirm')}
          error={form.fieldError('confirm_new_password')}
        />
        <div>
          <SubmitButton
            label={t('account:password.submit')}
            pendingLabel={t('account:password.submitting')}
            isPending={updateSetting.isPending}
          />
        </div>
      </form>
    </AccountSection>
  );
}
