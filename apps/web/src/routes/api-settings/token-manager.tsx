import { type FormEvent, useState } from 'react';
import {
  type TApiTokenData,
  type TApiTokenScope,
  type TNewApiTokenData,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '../../api/api-tokens';
import { ApiError } from '../../api/errors';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { formatDate } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { NewTokenNotice } from './new-token-notice';

/** Tokens of one scope (the account, or an assistant): create one (shown once), the list by prefix, revoke with a confirmation. */
export function TokenManager({ scope, timeZone }: { scope: TApiTokenScope; timeZone: string }) {
  const { t, i18n } = useAppTranslation();
  const tokens = useApiTokens(scope);
  const create = useCreateApiToken(scope);
  const revoke = useRevokeApiToken(scope);
  const [created, setCreated] = useState<TNewApiTokenData | null>(null);
  const [revoking, setRevoking] = useState<TApiTokenData | null>(null);
  const language = currentLanguage(i18n);

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        form.reset();
      },
    });
  }

  function handleRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
  }

  function handleCloseRevoke() {
    setRevoking(null);
    revoke.reset();
  }

  const error = create.error instanceof ApiError ? create.error : null;
  const nameError = error?.fields.find((field) => field.path === 'name')?.message;
  return (
    <>
      <div className="flex flex-col gap-5">
        {created ? <NewTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
        <form className="flex flex-col gap-3" onSubmit={handleCreate} noValidate data-testid="api-token-form">
          <TextField
            name="name"
            label={t('api:tokens.name')}
            hint={t('api:tokens.nameHint')}
            isRequired={false}
            error={nameError}
          />
          <FormAlert message={error && !nameError ? error.message : null} />
          <div>
            <SubmitButton
              label={t('api:tokens.create')}
              pendingLabel={t('api:tokens.creating')}
              isPending={create.isPending}
            />
          </div>
        </form>
        {tokens.data?.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="api-tokens-empty">
            {t('api:tokens.empty')}
          </p>
        ) : null}
        {tokens.data && tokens.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="api-token-list">
              <thead className="text-xs text-ink-muted">
                <tr>
                  <th className="py-2 pr-3 font-medium">{t('api:tokens.prefix')}</th>
                  <th className="py-2 pr-3 font-medium">{t('api:tokens.nameColumn')}</th>
                  <th className="py-2 pr-3 font-medium">{t('api:tokens.created')}</th>
                  <th className="py-2 pr-3 font-medium">{t('api:tokens.lastUsed')}</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody>
                {tokens.data.map((token) => (
                  <tr key={token.id} className="border-t border-line" data-testid="api-token-row">
                    <td className="py-2 pr-3 font-mono text-xs text-ink">{token.prefix}…</td>
                    <td className="py-2 pr-3 text-ink">{token.name || t('api:tokens.unnamed')}</td>
                    <td className="py-2 pr-3 text-ink-muted">{formatDate(token.createdAt, language, timeZone)}</td>
                    <td className="py-2 pr-3 text-ink-muted">
                      {token.lastUsedAt ? formatDate(token.lastUsedAt, language, timeZone) : t('api:tokens.never')}
                    </td>
                    <td className="py-2 text-right">
                      <button
                        type="button"
                        className={buttonClass('ghost', 'px-2 py-1 text-danger')}
                        onClick={() => setRevoking(token)}
                        data-testid="api-token-revoke"
                      >
                        {t('api:tokens.revoke')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      {revoking ? (
        <ConfirmDialog
          title={t('api:revoke.title')}
          body={t('api:revoke.body', { prefix: revoking.prefix })}
          confirmLabel={t('api:revoke.confirm')}
          onConfirm={handleRevoke}
          onClose={handleCloseRevoke}
          isPending={revoke.isPending}
          error={revoke.error}
          testId="api-revoke-dialog"
          confirmTestId="api-revoke-confirm"
        />
      ) : null}
    </>
  );
}
