import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '../../api/dialogs';
import { LINK_CLASS } from '../../components/button-styles';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { TokenManager } from './token-manager';

/**
 * Tokens made for one of the user's assistants (`api/new_token`): such a token talks to that
 * assistant only. The assistant is chosen first; without one, the user is sent to make one.
 */
export function AssistantTokensSection({ timeZone }: { timeZone: string }) {
  const { t } = useAppTranslation();
  const dialogs = useDialogs();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const dialogId = chosen ?? dialogs.data?.[0]?.id ?? null;

  function handleChoose(event: ChangeEvent<HTMLSelectElement>) {
    setChosen(event.currentTarget.value);
  }

  return (
    <AccountSection title={t('api:assistantTokens.heading')} description={t('api:assistantTokens.description')}>
      <div className="flex flex-col gap-5" data-testid="api-assistant-tokens">
        {dialogs.isPending ? <LoadingStatus /> : null}
        {dialogs.isError ? <LoadError error={dialogs.error} fallback={t('common:network.unreachable')} /> : null}
        {dialogs.data?.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="api-assistant-tokens-none">
            {t('api:assistantTokens.none')}{' '}
            <Link to="/assistants" className={LINK_CLASS}>
              {t('api:assistantTokens.open')}
            </Link>
          </p>
        ) : null}
        {dialogs.data && dialogs.data.length > 0 && dialogId ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={selectId} className="text-sm font-medium text-ink">
                {t('api:assistantTokens.assistant')}
              </label>
              <select
                id={selectId}
                value={dialogId}
                onChange={handleChoose}
                className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
                data-testid="api-assistant-select"
              >
                {dialogs.data.map((dialog) => (
                  <option key={dialog.id} value={dialog.id}>
                    {dialog.name}
                  </option>
                ))}
              </select>
            </div>
            {/* Remounted per assistant: a token just shown belongs to the assistant it was made for. */}
            <TokenManager key={dialogId} scope={{ dialogId }} timeZone={timeZone} />
          </>
        ) : null}
      </div>
    </AccountSection>
  );
}
