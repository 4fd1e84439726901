import type { TLanguage } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentKeys } from '../api/financial-keys';
import { KnowledgeKeys } from '../api/knowledge-keys';
import { ModelKeys } from '../api/model';
import { useUpdateSetting } from '../api/user';
import { useServices } from '../app/services-context';
import { currentLanguage } from './i18n';
import { useAppTranslation } from './use-app-translation';

/**
 * The UI language and how to change it. A change is remembered in this browser (`lng`) and saved to
 * the user's settings (temporary users too), so the server words its messages in it as well.
 */
export function useLanguage() {
  const { i18n } = useAppTranslation();
  const { session } = useServices();
  const updateSetting = useUpdateSetting();
  const queryClient = useQueryClient();

  /** Shows the UI in `language` and remembers it here, without telling the server. */
  async function applyLanguage(language: TLanguage): Promise<void> {
    session.setLanguage(language);
    await i18n.changeLanguage(language);
  }

  /**
   * The user picked a language: apply it, then save it (Accept-Language already follows). Once it
   * is saved, models, documents and knowledge bases are asked for again: the server words their
   * sources, gaps, audit reasons, parse progress and errors in the account's language (a document's
   * file is left alone).
   */
  async function changeLanguage(language: TLanguage): Promise<void> {
    await applyLanguage(language);
    updateSetting.mutate({ language }, { onSuccess: refetchServerWording });
  }

  function refetchServerWording(): void {
    void queryClient.invalidateQueries({ queryKey: ModelKeys.all, refetchType: 'all' });
    // Knowledge-base pages add up: those on screen are read again, the rest when next shown.
    void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.all });
    void queryClient.invalidateQueries({
      queryKey: DocumentKeys.all,
      refetchType: 'all',
      predicate: (query) => query.queryKey[1] !== 'file',
    });
  }

  /**
   * After sign-in, UI and account must agree on one language. A language picked in this browser is the
   * most recent explicit choice, so it is saved to the account (the same precedence as at start-up:
   * `lng` first); without one, the account's saved language is applied.
   */
  async function reconcileAccountLanguage(accountLanguage: TLanguage): Promise<void> {
    const picked = session.getLanguage();
    if (!picked) await applyLanguage(accountLanguage);
    else if (picked !== accountLanguage) updateSetting.mutate({ language: picked });
  }

  return { language: currentLanguage(i18n), applyLanguage, changeLanguage, reconcileAccountLanguage };
}
