import { localizeIssues, ZTokenSchema } from '@app/contract';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useAppTranslation } from '../i18n/use-app-translation';

/**
 * The single-use token of an email link (`?token=…`), checked with the contract's rule before anything
 * is sent. `problem` is the localized reason when the link is incomplete.
 */
export function useLinkToken(): { token: string; problem: string | null } {
  const [searchParams] = useSearchParams();
  const { i18n } = useAppTranslation();
  const token = searchParams.get('token') ?? '';
  const result = ZTokenSchema.safeParse(token, { reportInput: true });
  const problem = result.success
    ? null
    : (localizeIssues(result.error.issues, currentLanguage(i18n))[0]?.message ?? null);
  return { token, problem };
}
