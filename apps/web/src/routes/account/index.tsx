import { Link } from 'react-router';
import { useUserInfo } from '../../api/user';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from './account-section';
import { EmailSection } from './email-section';
import { FullAccountRequired } from './full-account-required';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** My account: profile, email and password. Guests are told it needs a full account. */
export function AccountScreen() {
  const { t, i18n } = useAppTranslation();
  const { data: user } = useUserInfo();
  useDocumentTitle(t('account:title'));

  if (!user) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (user.isTemp) return <FullAccountRequired />;

  const memberSince = formatDate(user.createdAt, currentLanguage(i18n), user.timezone);
  // Remount the profile form when the saved values change elsewhere (e.g. the header's language select).
  const profileKey = [user.nickname, user.language, user.timezone, user.colorScheme].join('|');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('account:title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('account:memberSince', { date: memberSince })}</p>
      </div>
      <ProfileForm key={profileKey} user={user} />
      <EmailSection user={user} />
      <PasswordForm />
      <AccountSection title={t('llm:accountLink.heading')} description={t('llm:accountLink.description')}>
        <Link to="/settings/model-providers" data-testid="account-model-providers" className={buttonClass('secondary')}>
          {t('llm:accountLink.open')}
        </Link>
      </AccountSection>
      <AccountSection title={t('account:apiLink.heading')} description={t('account:apiLink.description')}>
        <Link to="/settings/api" data-testid="account-api" className={buttonClass('secondary')}>
          {t('account:apiLink.open')}
        </Link>
      </AccountSection>
    </div>
  );
}
