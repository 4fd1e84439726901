import type { TDataSheetModification } from '@app/contract';
import { useEffect, useState } from 'react';
import { type TDataSheetPreviewData, useApplyDataSheet, usePreviewDataSheet } from '../../../api/data-sheet';
import { buttonClass } from '../../../components/button-styles';
import { ApiRefusal, ProposedChangeList } from '../../../components/data-sheet/proposed-change-list';
import { useKeptPreview } from '../../../components/data-sheet/use-kept-preview';
import { Dialog } from '../../../components/dialog';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';

/**
 * Data-sheet modifications proposed to the user (a review finding's change): previewed by the
 * server — each value before and after, the value per share before and after (of the changes
 * kept, previewed again when some are left out) — and applied only when the user accepts; each
 * change can be left out, unless a kept one needs it (the subset is refused: Accept is disabled). A set the server refuses shows why for each
 * change ("data-sheet tool parse failure"). Applying re-values the model on the server; the answer
 * replaces the model on screen.
 */
export function ProposedChangesDialog({
  modifications,
  onClose,
}: {
  modifications: readonly TDataSheetModification[];
  onClose: () => void;
}) {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const preview = usePreviewDataSheet();
  const apply = useApplyDataSheet();
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const { mutate } = preview;

  useEffect(() => {
    mutate({ modelId: values.modelId, modifications: [...modifications] });
  }, [mutate, values.modelId, modifications]);

  const kept = useKeptPreview({
    modelId: values.modelId,
    modifications,
    preview: preview.data,
    rejected,
    isEnabled: !apply.isPending,
  });
  const accepted = modifications.filter((_, index) => !rejected.has(index));
  const accept = (data: TDataSheetPreviewData) =>
    apply.mutate(
      { modelId: values.modelId, modifications: accepted, updatedAt: data.updatedAt },
      { onSuccess: onClose },
    );
  const toggle = (index: number) =>
    setRejected((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Dialog
      title={t('valuation:review.changes.title')}
      onClose={onClose}
      testId="proposed-changes"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('valuation:review.changes.reject')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!preview.data || accepted.length === 0 || apply.isPending || kept.state === 'refused'}
            onClick={() => preview.data && accept(preview.data)}
            data-testid="proposed-changes-accept"
          >
            {t('valuation:review.changes.accept', { count: accepted.length })}
          </button>
        </>
      }
    >
      {preview.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('valuation:review.changes.previewing')}
        </p>
      ) : preview.isError ? (
        <ApiRefusal error={preview.error} fallback={t('valuation:review.changes.failed')} />
      ) : preview.data ? (
        <ProposedChangeList
          data={preview.data}
          currency={values.results.currency}
          rejected={rejected}
          onToggle={toggle}
          kept={kept}
        />
      ) : null}
      {apply.isError ? <ApiRefusal error={apply.error} fallback={t('valuation:review.changes.failed')} /> : null}
    </Dialog>
  );
}
