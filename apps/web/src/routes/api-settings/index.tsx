import { useApiTokens } from '../../api/api-tokens';
import { useUserInfo } from '../../api/user';
import { LoadingStatus } from '../../components/query-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { FullAccountRequired } from '../account/full-account-required';
import { AssistantTokensSection } from './assistant-tokens-section';
import { ExamplesSection } from './examples-section';
import { ReferenceSection } from './reference-section';
import { TokenSection } from './token-section';
import { UsageSection } from './usage-section';

/**
 * Settings → API: the account's API tokens and its assistants', their use per day, example `curl` calls against this
 * server, and the API reference from its OpenAPI document. Tokens need a full account.
 */
export function ApiSettingsScreen() {
  const { t } = useAppTranslation();
  const { data: user } = useUserInfo();
  useDocumentTitle(t('api:title'));

  if (!user) return <LoadingStatus />;
  if (user.isTemp) return <FullAccountRequired />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="api-settings-screen">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('api:title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('api:intro')}</p>
      </div>
      <TokenSection timeZone={user.timezone} />
      <AssistantTokensSection timeZone={user.timezone} />
      <UsageSection />
      <TokensExamples />
      <ReferenceSection />
    </div>
  );
}

/** The examples, told whether the user has a token to run them with yet. */
function TokensExamples() {
  const tokens = useApiTokens({ dialogId: null });
  return <ExamplesSection hasToken={(tokens.data?.length ?? 0) > 0} />;
}
