import type { TDataSheetPreviewData } from '../../api/data-sheet';
import { ApiError } from '../../api/errors';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { formatFigure, type TFigureKind } from '../model/format-figure';
import type { TKeptPreview } from './use-kept-preview';

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
 * Previewed data-sheet changes, each with a checkbox to keep it or leave it out, its value before →
 * after in its unit (with the values it moves besides its own, as a segment's growth moves revenue),
 * and the value per share before → after with exactly the changes kept (`kept`, from
 * `useKeptPreview`: the full preview's while every change is kept, the kept subset's preview once
 * some are left out — said to be loading meanwhile, or the server's refusal of the subset with
 * why). Shared by the review's suggestions and the chat assistant's proposals; `isLocked` shows a
 * decision already made.
 */
export function ProposedChangeList({
  data,
  currency,
  rejected,
  onToggle,
  kept = { state: 'all' },
  isLocked = false,
}: {
  data: TDataSheetPreviewData;
  currency: string;
  rejected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  kept?: TKeptPreview;
  isLocked?: boolean;
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
          <li key={change.index} className="flex items-start gap-2" data-testid="proposed-change">
            <input
              type="checkbox"
              checked={!rejected.has(change.index)}
              disabled={isLocked}
              onChange={() => onToggle(change.index)}
              aria-label={t('valuation:review.changes.keep', { id: change.id })}
            />
            <span>
              <code className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">{change.id}</code>{' '}
              {t('valuation:review.changes.fromTo', {
                before: figure(change.before, change.unit),
                after: figure(change.after, change.unit),
              })}
              {change.reason ? (
                <span className="block text-xs text-ink-muted">
                  {t('valuation:review.ai.reason', { reason: change.reason })}
                </span>
              ) : null}
              {change.effects.length > 0 ? (
                <ul className="mt-1 flex flex-col gap-0.5 text-xs text-ink-muted" data-testid="proposed-change-effects">
                  {change.effects.map((effect) => (
                    <li key={effect.id}>
                      <code className="rounded bg-surface-muted px-1.5 py-0.5">{effect.id}</code>{' '}
                      {t('valuation:review.changes.fromTo', {
                        before: figure(effect.before, effect.unit),
                        after: figure(effect.after, effect.unit),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <KeptValuation
        kept={kept}
        before={before.valuePerShare}
        after={after.valuePerShare}
        isAllKept={rejected.size === 0}
        format={(value) => formatFigure(value, 'perShare', language, { currency })}
      />
    </div>
  );
}

/** The value per share before → after with the changes kept, its loading, or the subset's refusal. */
function KeptValuation({
  kept,
  before,
  after,
  isAllKept,
  format,
}: {
  kept: TKeptPreview;
  before: number | null;
  after: number | null;
  isAllKept: boolean;
  format: (value: number | null) => string;
}) {
  const { t } = useAppTranslation();
  const line = (from: number | null, to: number | null) => (
    <p data-testid="proposed-changes-valuation">
      {t('valuation:review.changes.valuation', { before: format(from), after: format(to) })}
    </p>
  );
  switch (kept.state) {
    case 'all':
      return line(before, after);
    case 'none':
      return line(before, before);
    case 'off':
      // A decision made: the value per share is known for every change only.
      return isAllKept ? line(before, after) : null;
    case 'loading':
      return (
        <p role="status" aria-busy="true" className="text-ink-muted" data-testid="proposed-changes-valuation-loading">
          {t('valuation:review.changes.valuationPreviewing')}
        </p>
      );
    case 'ready':
      return line(kept.data.valuation.before.valuePerShare, kept.data.valuation.after.valuePerShare);
    case 'refused':
      return (
        <div className="flex flex-col gap-1" data-testid="proposed-changes-kept-refused">
          <p className="font-medium text-danger">{t('valuation:review.changes.keptRefused')}</p>
          <ApiRefusal error={kept.error} fallback={t('valuation:review.changes.failed')} />
        </div>
      );
  }
}

/** A refused set: its message, and each refused change's reason. */
export function ProposalRefusal({
  message,
  fields,
}: {
  message: string;
  fields: readonly { path: string; message: string }[];
}) {
  return (
    <div role="alert" className="flex flex-col gap-1 text-sm text-danger" data-testid="proposed-changes-refused">
      <p>{message}</p>
      {fields.length > 0 ? (
        <ul className="list-disc pl-5">
          {fields.map((field) => (
            <li key={field.path}>{field.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server's refusal of a preview or an apply (its message and each change's reason), else a generic failure. */
export function ApiRefusal({ error, fallback }: { error: unknown; fallback: string }) {
  if (!(error instanceof ApiError)) return <p role="alert">{fallback}</p>;
  return <ProposalRefusal message={error.message} fields={error.fields} />;
}
