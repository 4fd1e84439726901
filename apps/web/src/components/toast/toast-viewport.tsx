import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/services-context';
import { useAppTranslation } from '../../i18n/use-app-translation';
import type { TToastTone } from './toast-store';

const TONE_CLASSES: Record<TToastTone, string> = {
  success: 'border-success/40 bg-success-soft text-success',
  info: 'border-line-strong bg-surface text-ink',
  error: 'border-danger/40 bg-danger-soft text-danger',
};

/** Shows the current toast (there is at most one); errors as alerts, the rest as status messages. */
export function ToastViewport() {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const toast = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  if (!toast) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end sm:px-6">
      <div
        key={toast.id}
        data-testid="toast"
        role={toast.tone === 'error' ? 'alert' : 'status'}
        className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${TONE_CLASSES[toast.tone]}`}
      >
        <p className="flex-1">{toast.message}</p>
        <button
          type="button"
          onClick={toasts.dismiss}
          aria-label={t('common:toast.dismiss')}
          title={t('common:toast.dismiss')}
          className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
