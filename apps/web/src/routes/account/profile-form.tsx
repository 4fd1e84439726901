import { LANGUAGE_NAMES, LANGUAGES, ZUpdateSettingRequestSchema } from '@app/contract';
import { useMemo } from 'react';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import type { TUser } from '../../api/session-storage';
import { useUpdateSetting } from '../../api/user';
import { useServices } from '../../app/services-context';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useLanguage } from '../../i18n/use-language';
import { AccountSection } from './account-section';
import { timeZoneOptions } from './time-zone-options';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** Nickname, language, time zone and color scheme, saved together. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const { applyLanguage } = useLanguage();
  const updateSetting = useUpdateSetting();
  const form = useContractForm(ZUpdateSettingRequestSchema, handleValid);
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);
  const schemes = [
    { value: 'light', label: t('common:colorScheme.light') },
    { value: 'dark', label: t('common:colorScheme.dark') },
    { value: 'system', label: t('common:colorScheme.system') },
  ];

  function handleValid(data: z.output<typeof ZUpdateSettingRequestSchema>): void {
    updateSetting.mutate(camelize(data), { onSuccess: handleSaved, onError: form.showError });
  }

  async function handleSaved(saved: TUser): Promise<void> {
    await applyLanguage(saved.language);
    toasts.show('success', t('account:profile.saved'));
  }

  return (
    <AccountSection title={t('account:profile.heading')} description={t('account:profile.description')}>
      <form {...form.formProps} className="grid gap-4 sm:grid-cols-2" data-testid="profile-form">
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            name="nickname"
            autoComplete="nickname"
            label={t('account:profile.nickname')}
            defaultValue={user.nickname}
            error={form.fieldError('nickname')}
          />
        </div>
        <SelectField
          name="language"
          label={t('account:profile.language')}
          options={LANGUAGE_OPTIONS}
          defaultValue={user.language}
          error={form.fieldError('language')}
        />
        <SelectField
          name="color_scheme"
          label={t('account:profile.colorScheme')}
          options={schemes}
          defaultValue={user.colorScheme}
          error={form.fieldError('color_scheme')}
        />
        <div className="sm:col-span-2">
          <SelectField
            name="timezone"
            label={t('account:profile.timezone')}
            options={zones}
            defaultValue={user.timezone}
            error={form.fieldError('timezone')}
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton
            label={t('account:profile.save')}
            pendingLabel={t('account:profile.saving')}
            isPending={updateSetting.isPending}
          />
        </div>
      </form>
    </AccountSection>
  );
}
