import { ApiError } from '../api/errors';
import { useAppTranslation } from '../i18n/use-app-translation';

/** What a screen or dialog shows while its data loads. */
export function LoadingStatus() {
  const { t } = useAppTranslation();
  return (
    <p role="status" aria-busy="true" className="text-sm text-ink-muted">
      {t('common:loading')}
    </p>
  );
}

/** A load that failed: the server's message, or `fallback` when the failure carries none (the network). */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {error instanceof ApiError ? error.message : fallback}
    </p>
  );
}
