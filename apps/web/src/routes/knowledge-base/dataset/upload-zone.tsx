import { KB_LIMITS } from '@app/contract';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { type TKbUploadData, useUploadDocuments } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SwitchField } from '../../knowledge/switch-field';
import { occurrenceKeys } from '../../knowledge/utils/occurrence-keys';
import { planUpload, type TUploadPlan } from './upload-limits';

/** The extensions the file picker offers (the server still tells each file's type from its bytes). */
const ACCEPTED = '.pdf,.docx,.xlsx,.xls,.csv,.html,.htm,.md,.markdown,.txt';

type TOutcome = { plan: TUploadPlan; result: TKbUploadData | null; error: string | null };

/**
 * Adds files to the knowledge base: dropped on the zone or chosen, many at once. Files over the size
 * limit or beyond the count are left out before sending, and said so; each file sent is kept or
 * refused by the server on its own, and the refusals are listed with their reasons.
 */
export function UploadZone({ kbId }: { kbId: string }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const inputId = useId();
  const upload = useUploadDocuments(kbId);
  const [shouldParse, setShouldParse] = useState(true);
  const [isOver, setIsOver] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);

  function send(files: readonly File[]): void {
    if (files.length === 0) return;
    const plan = planUpload(files);
    setOutcome({ plan, result: null, error: null });
    if (plan.files.length === 0) return;
    upload.mutate(
      { files: plan.files, parse: shouldParse },
      {
        onSuccess: (result) => {
          setOutcome({ plan, result, error: null });
          const kept = result.documents.filter((item) => item.document).length;
          if (kept > 0) toasts.show('success', t('knowledge:upload.added', { count: kept }));
        },
        onError: (error) => setOutcome({ plan, result: null, error: error instanceof ApiError ? error.message : null }),
      },
    );
  }

  function handleChoose(event: ChangeEvent<HTMLInputElement>): void {
    send(Array.from(event.target.files ?? []));
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setIsOver(true);
  }

  function handleDragLeave(): void {
    setIsOver(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setIsOver(false);
    send(Array.from(event.dataTransfer.files));
  }

  const refused = outcome?.result?.documents.filter((item) => item.error) ?? [];
  return (
    <section className="flex flex-col gap-3" data-testid="upload">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; keyboard users use the file button inside. */}
      <div
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        data-testid="upload-zone"
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
          isOver ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface'
        }`}
      >
        <p className="text-sm text-ink">
          {t('knowledge:upload.drop')}{' '}
          <label htmlFor={inputId} className="cursor-pointer font-medium text-accent hover:underline">
            {t('knowledge:upload.choose')}
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED}
          onChange={handleChoose}
          className="sr-only"
          data-testid="upload-input"
        />
        <p className="text-xs text-ink-muted">
          {t('knowledge:upload.limits', {
            mb: KB_LIMITS.uploadFileBytes / (1024 * 1024),
            files: KB_LIMITS.uploadFiles,
          })}
        </p>
        <SwitchField
          label={t('knowledge:upload.parse')}
          checked={shouldParse}
          onChange={setShouldParse}
          testId="upload-parse"
        />
        {upload.isPending ? (
          <p role="status" aria-busy="true" className="text-sm text-ink-muted">
            {t('knowledge:upload.uploading', { count: outcome?.plan.files.length ?? 0 })}
          </p>
        ) : null}
      </div>
      {outcome ? <UploadReport outcome={outcome} refused={refused} /> : null}
    </section>
  );
}

function UploadReport({ outcome, refused }: { outcome: TOutcome; refused: TKbUploadData['documents'] }) {
  const { t } = useAppTranslation();
  const { tooLarge, overCount } = outcome.plan;
  if (tooLarge.length === 0 && overCount.length === 0 && refused.length === 0 && !outcome.error) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger"
      data-testid="upload-report"
    >
      {outcome.error ? <p>{outcome.error}</p> : null}
      {tooLarge.length > 0 ? (
        <p data-testid="upload-too-large">
          {t('knowledge:upload.tooLarge', {
            mb: KB_LIMITS.uploadFileBytes / (1024 * 1024),
            names: tooLarge.map((file) => file.name).join(', '),
          })}
        </p>
      ) : null}
      {overCount.length > 0 ? (
        <p data-testid="upload-over-count">
          {t('knowledge:upload.overCount', { files: KB_LIMITS.uploadFiles, count: overCount.length })}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <ul className="list-disc pl-5" data-testid="upload-refused">
          {occurrenceKeys(refused, (item) => item.fileName).map(({ item, key }) => (
            <li key={key}>
              {t('knowledge:upload.refused', { name: item.fileName, reason: item.error?.message ?? '' })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
