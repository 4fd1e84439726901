import { KB_RUN, type TKbRun, toBcp47 } from '@app/contract';
import type { TKbDocumentData } from '../../../api/knowledge-documents';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** RAGFlow's parse states (`run`), as the screen names them. */
export const RUN_LABELS = {
  [KB_RUN.UNSTART]: 'knowledge:run.unstart',
  [KB_RUN.RUNNING]: 'knowledge:run.running',
  [KB_RUN.CANCEL]: 'knowledge:run.cancel',
  [KB_RUN.DONE]: 'knowledge:run.done',
  [KB_RUN.FAIL]: 'knowledge:run.fail',
} as const satisfies Record<TKbRun, string>;

const RUN_TONES: Record<TKbRun, string> = {
  [KB_RUN.UNSTART]: 'bg-surface-muted text-ink-muted',
  [KB_RUN.RUNNING]: 'bg-accent-soft text-accent',
  [KB_RUN.CANCEL]: 'bg-surface-muted text-warning',
  [KB_RUN.DONE]: 'bg-success-soft text-success',
  [KB_RUN.FAIL]: 'bg-danger-soft text-danger',
};

/**
 * Where a document's parse stands: its state, while running a progress bar and the server's
 * message (in the reader's language), when it began and how long it took, and why it failed.
 */
export function ParseStatus({ doc }: { doc: TKbDocumentData }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const percent = Math.round(Math.min(1, Math.max(0, doc.progress)) * 100);
  const isRunning = doc.run === KB_RUN.RUNNING;
  return (
    <div className="flex min-w-44 flex-col gap-1" data-testid="parse-status" data-run={doc.run}>
      <span
        className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${RUN_TONES[doc.run]}`}
        data-testid="parse-state"
      >
        {t(RUN_LABELS[doc.run])}
      </span>
      {isRunning ? (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('knowledge:run.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="w-9 text-right text-xs text-ink tabular-nums" data-testid="parse-percent">
            {formatNumber(percent / 100, language, { style: 'percent' })}
          </span>
        </div>
      ) : null}
      {doc.run === KB_RUN.FAIL && doc.error ? (
        <p className="max-w-64 text-xs text-danger" data-testid="parse-error">
          {doc.error.message}
        </p>
      ) : doc.progressMsg && doc.run !== KB_RUN.UNSTART ? (
        <p className="max-w-64 text-xs text-ink-muted" data-testid="parse-message">
          {doc.progressMsg}
        </p>
      ) : null}
      {doc.processBeginAt ? (
        <p className="text-xs text-ink-muted" data-testid="parse-timing">
          {t('knowledge:run.timing', {
            begin: formatDateTime(doc.processBeginAt, toBcp47(language)),
            seconds: formatNumber(doc.processDuration, language, { maximumFractionDigits: 1 }),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** A moment as the reader's language writes a short date and time. */
function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
