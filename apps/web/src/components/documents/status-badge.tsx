import type { TTaskStatus } from '@app/contract';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { STATUS_LABELS, STATUS_TONES } from './labels';

/** A document's or a task's status as a small coloured label. */
export function StatusBadge({ status, testId }: { status: TTaskStatus; testId?: string }) {
  const { t } = useAppTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status]}`}
      data-testid={testId}
      data-status={status}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
