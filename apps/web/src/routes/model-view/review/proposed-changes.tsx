import type { TDataSheetModification } from '@app/contract';
import { useEffect, useState } from 'react';
import { type TDataSheetPreviewData, useApplyDataSheet, usePreviewDataSheet } from '../../../api/data-sheet';
import { ApiError } from '../../../api/errors';
import { buttonClass } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { formatFigure, type TFigureKind } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';

type TChange = TDataSheetPreviewData['changes'][number];
export type TChangeUnit = TChange['unit'];

const FIGURE_OF_UNIT: Record<NonNullable<TChange['unit']>, TFigureKind> = {
  money: 'money',
  rate: 'percent',
  days: 'number',
  years: 'number',
  shares: 'number',
  per_share: 'perShare',
  multiple: 'multiple',
};

/** A change's value in its item's unit (rates as percentages, money in the model's currency). */
export function formatChangeValue(
  value: number,
  unit: NonNullable<TChangeUnit>,
  language: ReturnType<typeof currentLanguage>,
  currency: string,
): string {
  return formatFigure(value, FIGURE_OF_UNIT[unit], language, { currency });
}

/**
 * Data-sheet modifications proposed to the user (a review finding's change): previewed by the
 * server — each value before and after, the value per share before and after — and applied only
 * when the user accepts; each change can be left out. A set the server refuses shows why for each
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
            disabled={!preview.data || accepted.length === 0 || apply.isPending}
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
        <Refusal error={preview.error} />
      ) : preview.data ? (
        <ChangeList data={preview.data} currency={values.results.currency} rejected={rejected} onToggle={toggle} />
      ) : null}
      {apply.isError ? <Refusal error={apply.error} /> : null}
    </Dialog>
  );
}

function ChangeList({
  data,
  currency,
  rejected,
  onToggle,
}: {
  data: TDataSheetPreviewData;
  currency: string;
  rejected: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const figure = (value: number | string | null, unit: TChange['unit']) =>
    typeof value === 'number' && unit
      ? formatChangeValue(value, unit, language, currency)
      : (value ?? t('valuation:review.changes.none'));
  const { before, after } = data.valuation;
  return (
    <div className="flex flex-col gap-3 text-sm text-ink">
      <ul className="flex flex-col gap-2" data-testid="proposed-changes-list">
        {data.changes.map((change) => (
          <li key={change.index} className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={!rejected.has(change.index)}
              onChange={() => onToggle(change.index)}
              aria-label={t('valuation:review.changes.keep', { id: change.id })}
            />
            <span>
              <code className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">{change.id}</code>{' '}
              {t('valuation:review.changes.fromTo', {
                before: figure(change.before, change.unit),
                after: figure(change.after, change.unit),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p data-testid="proposed-changes-valuation">
        {t('valuation:review.changes.valuation', {
          before: formatFigure(before.valuePerShare, 'perShare', language, { currency }),
          after: formatFigure(after.valuePerShare, 'perShare', language, { currency }),
        })}
      </p>
    </div>
  );
}

/** The server's refusal: its message, and each refused change's reason. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useAppTranslation();
  if (!(error instanceof ApiError)) {
    return <p role="alert">{t('valuation:review.changes.failed')}</p>;
  }
  return (
    <div role="alert" className="flex flex-col gap-1 text-sm text-danger" data-testid="proposed-changes-refused">
      <p>{error.message}</p>
      <ul className="list-disc pl-5">
        {error.fields.map((field) => (
          <li key={field.path}>{field.message}</li>
        ))}
      </ul>
    </div>
  );
}
