import { type ChangeEvent, useEffect, useRef } from 'react';
import { ApiError } from '../../api/errors';
import { type TChunkData, useSwitchChunks } from '../../api/knowledge-chunks';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ChunkContent } from './chunk-content';
import { pagesLabel } from './pages-label';

/** One chunk (marked when a citation opened it): selection, its place and pages, its text (tables as tables), keywords, questions, on/off, edit. */
export function ChunkCard({
  chunk,
  isSelected,
  isCited = false,
  onSelect,
  onEdit,
}: {
  chunk: TChunkData;
  isSelected: boolean;
  /** The chunk a citation opened the document at: marked, and scrolled to when shown. */
  isCited?: boolean;
  onSelect: (chunkId: string, isSelected: boolean) => void;
  onEdit: (chunk: TChunkData) => void;
}) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const language = currentLanguage(i18n);
  const switchChunks = useSwitchChunks(chunk.docId);
  const isOn = chunk.availableInt === 1;
  const cardRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isCited) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [isCited]);

  function handleSelect(event: ChangeEvent<HTMLInputElement>): void {
    onSelect(chunk.chunkId, event.target.checked);
  }

  function handleSwitch(event: ChangeEvent<HTMLInputElement>): void {
    switchChunks.mutate(
      { docId: chunk.docId, chunkIds: [chunk.chunkId], availableInt: event.target.checked ? 1 : 0 },
      {
        onError: (error) =>
          toasts.show('error', error instanceof ApiError ? error.message : t('common:errors.unexpected')),
      },
    );
  }

  function handleEdit(): void {
    onEdit(chunk);
  }

  return (
    <article
      ref={cardRef}
      className={`flex gap-3 rounded-xl border bg-surface p-4 shadow-sm ${isCited ? 'border-accent ring-2 ring-accent' : 'border-line'} ${isOn ? '' : 'opacity-60'}`}
      aria-current={isCited ? 'location' : undefined}
      data-testid="chunk-card"
      data-chunk={chunk.chunkId}
      data-cited={isCited}
      data-available={chunk.availableInt}
    >
      <input
        type="checkbox"
        checked={isSelected}
        onChange={handleSelect}
        aria-label={t('knowledge:chunks.select', { position: chunk.position + 1 })}
        className="mt-1 size-4 shrink-0 accent-accent"
        data-testid="chunk-select"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          <span className="font-medium text-ink">
            {t('knowledge:chunks.position', { position: chunk.position + 1 })}
          </span>
          <span data-testid="chunk-pages">{pagesLabel(t, chunk.pageFrom, chunk.pageTo, chunk.contentType)}</span>
          <span>{t('knowledge:chunks.tokens', { tokens: formatNumber(chunk.tokenNum, language) })}</span>
          {chunk.headings.length > 0 ? <span className="truncate">{chunk.headings.join(' › ')}</span> : null}
        </div>
        <div data-testid="chunk-content">
          <ChunkContent content={chunk.contentWithWeight} contentType={chunk.contentType} />
        </div>
        {chunk.importantKwd.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={t('knowledge:chunks.keywords')}>
            {chunk.importantKwd.map((keyword) => (
              <li key={keyword} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent">
                {keyword}
              </li>
            ))}
          </ul>
        ) : null}
        {chunk.questionKwd.length > 0 ? (
          <ul className="list-disc pl-5 text-xs text-ink-muted" aria-label={t('knowledge:chunks.questions')}>
            {chunk.questionKwd.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          aria-checked={isOn}
          onChange={handleSwitch}
          disabled={switchChunks.isPending}
          aria-label={t('knowledge:chunks.enabled', { position: chunk.position + 1 })}
          data-testid="chunk-switch"
          className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors before:block before:size-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-surface before:shadow-sm before:transition-transform checked:bg-accent checked:before:translate-x-4.5"
        />
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={handleEdit}
          data-testid="chunk-edit"
        >
          {t('knowledge:chunks.edit')}
        </button>
      </div>
    </article>
  );
}
