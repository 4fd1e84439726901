import type { TResearchDownloadFormat } from '@app/contract';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import type { Components } from 'react-markdown';
import { ApiError } from '../../../api/errors';
import { type TResearchData, useDownloadResearch } from '../../../api/research';
import { buttonClass } from '../../../components/button-styles';
import { MARKDOWN_CELL_COMPONENTS, SafeMarkdown } from '../../../components/safe-markdown';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SourceTitle } from './source-list';
import { SOURCE_ANCHOR_PREFIX, splitFootnotes } from './utils/footnotes';

/**
 * The report: being written (generating), or written (generated) as Markdown with its headings,
 * tables and footnoted citations (superscript links to the Sources list under it), and a download
 * menu for Markdown and Word.
 */
export function ReportCard({ research }: { research: TResearchData }) {
  const { t } = useAppTranslation();
  const state = research.reportState;
  if (state === null) return null;
  return (
    <section
      aria-labelledby="research-report-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm"
      data-testid="research-report"
      data-state={state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="research-report-title" className="text-lg font-semibold text-ink">
          {t('research:report.title')}
        </h2>
        {state === 'generated' && research.reportMarkdown ? <DownloadMenu researchId={research.id} /> : null}
      </div>
      {state === 'generating' || !research.reportMarkdown ? (
        <p role="status" className="text-sm text-ink-muted" data-testid="research-report-generating">
          {t('research:report.states.generating')}
        </p>
      ) : (
        <ReportBody markdown={research.reportMarkdown} sources={research.sources} />
      )}
    </section>
  );
}

/** The report's Markdown with its citations, then the sources it cites in the order first cited. */
function ReportBody({ markdown, sources }: { markdown: string; sources: TResearchData['sources'] }) {
  const { t } = useAppTranslation();
  const { body, cited, definitions } = splitFootnotes(markdown);
  const byId = new Map(sources.map((source) => [source.id, source]));

  function handleCitationClick(event: MouseEvent<HTMLAnchorElement>, id: string): void {
    // The router owns the address: the source is scrolled to and focused without a navigation.
    event.preventDefault();
    const target = document.getElementById(`${SOURCE_ANCHOR_PREFIX}${id}`);
    target?.scrollIntoView?.({ block: 'nearest' });
    target?.focus();
  }

  const components: Components = {
    a({ href, children }) {
      if (href?.startsWith(`#${SOURCE_ANCHOR_PREFIX}`)) {
        const id = href.slice(SOURCE_ANCHOR_PREFIX.length + 1);
        return (
          <sup>
            <a
              href={href}
              onClick={(event) => handleCitationClick(event, id)}
              aria-label={t('research:report.citation', { id })}
              className="px-0.5 font-medium text-accent hover:underline"
              data-testid="research-citation"
            >
              {id}
            </a>
          </sup>
        );
      }
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-accent underline-offset-4 hover:underline"
        >
          {children}
        </a>
      );
    },
    h1: ({ children }) => <h1 className="mt-2 mb-3 text-2xl font-semibold">{children}</h1>,
    h2: ({ children }) => <h2 className="mt-6 mb-2 text-xl font-semibold">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-4 mb-2 text-lg font-semibold">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-3 mb-1 font-semibold">{children}</h4>,
    p: ({ children }) => <p className="my-2 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="my-2 list-disc pl-6">{children}</ul>,
    ol: ({ children }) => <ol className="my-2 list-decimal pl-6">{children}</ol>,
    blockquote: ({ children }) => <blockquote className="my-2 border-l-2 border-line pl-3">{children}</blockquote>,
    code: ({ children }) => <code className="rounded bg-surface-muted px-1 font-mono text-[0.85em]">{children}</code>,
    table: ({ children }) => (
      <div className="my-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-sm tabular-nums">{children}</table>
      </div>
    ),
    ...MARKDOWN_CELL_COMPONENTS,
  };

  return (
    <>
      <article className="text-sm text-ink" data-testid="research-report-body">
        <SafeMarkdown text={body} components={components} dataImages />
      </article>
      {cited.length > 0 ? (
        <section aria-labelledby="research-report-sources" className="border-t border-line pt-3">
          <h3 id="research-report-sources" className="text-sm font-semibold text-ink">
            {t('research:sources.title')}
          </h3>
          <ol className="mt-2 flex flex-col gap-1 text-sm" data-testid="research-report-sources">
            {cited.map((id) => {
              const source = byId.get(id);
              return (
                <li
                  key={id}
                  id={`${SOURCE_ANCHOR_PREFIX}${id}`}
                  tabIndex={-1}
                  className="flex flex-wrap items-baseline gap-x-2 rounded focus:bg-accent-soft focus:outline-none"
                  data-testid="research-report-source"
                >
                  <span className="font-mono text-xs text-ink-muted">{id}</span>
                  {source ? <SourceTitle source={source} /> : <span>{definitions.get(id) ?? id}</span>}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </>
  );
}

/** A "Download" button disclosing the report's formats: Markdown and Word. */
function DownloadMenu({ researchId }: { researchId: string }) {
  const { t } = useAppTranslation();
  const download = useDownloadResearch(researchId);
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleToggle(): void {
    setIsOpen((open) => !open);
  }

  function handleChoose(format: TResearchDownloadFormat): void {
    setIsOpen(false);
    download.mutate(format);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>): void {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the list from the button or its items
    <div className="relative flex flex-col items-end gap-1" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass('secondary', 'text-sm')}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={handleToggle}
        disabled={download.isPending}
        data-testid="research-download"
      >
        {download.isPending ? t('research:report.downloading') : t('research:report.download')}
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-20 mt-1 min-w-44 rounded-lg border border-line bg-surface p-1 shadow-lg"
        data-testid="research-download-list"
      >
        {FORMATS.map(({ format, labelKey }) => (
          <li key={format}>
            <button
              type="button"
              className="block w-full rounded-md px-3 py-1.5 text-left text-sm text-ink hover:bg-surface-muted"
              onClick={() => handleChoose(format)}
              data-testid={`research-download-${format}`}
            >
              {t(labelKey)}
            </button>
          </li>
        ))}
      </ul>
      {download.isError ? (
        <p role="alert" className="text-xs text-danger">
          {download.error instanceof ApiError ? download.error.message : t('research:report.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}

const FORMATS = [
  { format: 'md', labelKey: 'research:report.markdown' },
  { format: 'docx', labelKey: 'research:report.word' },
] as const satisfies readonly { format: TResearchDownloadFormat; labelKey: string }[];
