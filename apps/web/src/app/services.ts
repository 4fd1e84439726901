import type { i18n } from 'i18next';
import { createApiClient, type TApiClient } from '../api/client';
import type { TNetworkFailure } from '../api/errors';
import { createQueryClient, resetSessionData } from '../api/query-client';
import { SessionStorage, type TKeyValueStore } from '../api/session-storage';
import { ToastStore } from '../components/toast/toast-store';
import { detectInitialLanguage } from '../i18n/detect-language';
import { applyDocumentLanguage, createI18n, currentLanguage } from '../i18n/i18n';

/** The app's long-lived objects, created once at start (and once per test). */
export type TAppServices = {
  i18n: i18n;
  queryClient: ReturnType<typeof createQueryClient>;
  session: SessionStorage;
  api: TApiClient;
  toasts: ToastStore;
};

export type TAppServicesOptions = {
  store: TKeyValueStore;
  /** '' (same origin) in the browser. */
  baseUrl?: string;
  browserLanguages?: readonly string[];
  timeoutMs?: number;
  /** The platform's `fetch` unless given (tests bridge jsdom's `FormData` to Node's). */
  fetch?: typeof fetch;
};

const NETWORK_MESSAGES = {
  unreachable: 'common:network.unreachable',
  timeout: 'common:network.timeout',
  bad_response: 'common:network.badResponse',
} as const satisfies Record<TNetworkFailure, string>;

/**
 * Wires storage, i18n, the query cache, the API client and the toast store together: a 401 clears the
 * cache, a request that got no answer raises a translated toast.
 */
export function createAppServices(options: TAppServicesOptions): TAppServices {
  const session = new SessionStorage(options.store);
  const language = detectInitialLanguage({
    stored: session.getLanguage(),
    userLanguage: session.getUser()?.language,
    browserLanguages: options.browserLanguages ?? [],
  });
  const i18n = createI18n(language);
  applyDocumentLanguage(language);
  i18n.on('languageChanged', () => applyDocumentLanguage(currentLanguage(i18n)));
  const queryClient = createQueryClient();
  const toasts = new ToastStore();
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    storage: session,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    getLanguage: () => currentLanguage(i18n),
    onUnauthorized: () => resetSessionData(queryClient),
    onNetworkError: (error) => toasts.show('error', i18n.t(NETWORK_MESSAGES[error.reason])),
  });
  return { i18n, queryClient, session, api, toasts };
}
