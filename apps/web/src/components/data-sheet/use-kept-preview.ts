import type { TDataSheetModification } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { type TDataSheetPreviewData, usePreviewDataSheet } from '../../api/data-sheet';

/** How long the ticks settle before the kept changes are previewed. */
export const KEPT_PREVIEW_DEBOUNCE_MS = 300;

/**
 * The value per share of the changes the user keeps: `all` (every change kept: the full preview's),
 * `none` (none kept: nothing moves), `off` (not asked: a decision is made), `loading` (the kept
 * subset is being previewed), `ready` (its preview), `refused` (the server refused the subset, e.g.
 * a kept change depends on one left out: its error, with each refused change's reason).
 */
export type TKeptPreview =
  | { state: 'all' | 'none' | 'off' | 'loading' }
  | { state: 'ready'; data: TDataSheetPreviewData }
  | { state: 'refused'; error: unknown };

/**
 * Previews the kept subset of a proposal (`data_sheet/preview`, debounced) whenever the user unticks
 * some of its changes; an answer for ticks since changed is dropped. `preview` is the full set's
 * preview (its `updatedAt` keys the subset's, so a preview against a newer revision asks again).
 */
export function useKeptPreview({
  modelId,
  modifications,
  preview,
  rejected,
  isEnabled,
}: {
  modelId: string;
  modifications: readonly TDataSheetModification[];
  preview: TDataSheetPreviewData | undefined;
  rejected: ReadonlySet<number>;
  isEnabled: boolean;
}): TKeptPreview {
  const { mutate } = usePreviewDataSheet();
  const [result, setResult] = useState<{ key: string; outcome: TKeptPreview } | null>(null);
  const latest = useRef('');
  const kept = preview ? preview.changes.map((change) => change.index).filter((index) => !rejected.has(index)) : [];
  const isSubset = preview !== undefined && kept.length > 0 && kept.length < preview.changes.length;
  const key = isSubset ? `${preview.updatedAt}|${kept.join(',')}` : '';
  latest.current = key;

  useEffect(() => {
    if (!isEnabled || key === '') return;
    const indexes = new Set(key.split('|')[1]?.split(',').map(Number));
    const timer = setTimeout(() => {
      mutate(
        { modelId, modifications: modifications.filter((_, index) => indexes.has(index)) },
        {
          onSuccess: (data) => {
            if (latest.current === key) setResult({ key, outcome: { state: 'ready', data } });
          },
          onError: (error) => {
            if (latest.current === key) setResult({ key, outcome: { state: 'refused', error } });
          },
        },
      );
    }, KEPT_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isEnabled, key, modelId, modifications, mutate]);

  if (!preview || !isEnabled) return { state: 'off' };
  if (kept.length === preview.changes.length) return { state: 'all' };
  if (kept.length === 0) return { state: 'none' };
  return result?.key === key ? result.outcome : { state: 'loading' };
}
