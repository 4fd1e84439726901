import { API_TOKEN_LIMITS } from '@app/contract';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { TokenManager } from './token-manager';

const ACCOUNT_SCOPE = { dialogId: null };

/** The account's own API tokens. */
export function TokenSection({ timeZone }: { timeZone: string }) {
  const { t } = useAppTranslation();
  return (
    <AccountSection
      title={t('api:tokens.heading')}
      description={t('api:tokens.description', { max: API_TOKEN_LIMITS.tokensPerUser })}
    >
      <TokenManager scope={ACCOUNT_SCOPE} timeZone={timeZone} />
    </AccountSection>
  );
}
