import type { Components } from 'react-markdown';
import { Link } from 'react-router';
import { MARKDOWN_CELL_COMPONENTS, SafeMarkdown } from '../../components/safe-markdown';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { pageRange } from '../chat/source-list';
import type { TChatPassageData } from '../chat/utils/reply-draft';
import { htmlTableRows } from '../knowledge-chunks/html-table';
import { CITED_CHUNK_PARAM } from '../knowledge-chunks/use-cited-chunk';

/** A marker as the model writes it while streaming (`[ID:2]`, `[ID: 2]`); saved answers hold `[ID:n]` only. */
const MARKER = /\[ID:\s*(\d{1,3})\]/g;
const MARKER_HREF = '#passage-';
/** Characters of a passage shown in its hover card. */
const CARD_CHARS = 400;

/**
 * An assistant's answer over knowledge bases: Markdown (through `SafeMarkdown`) whose `[ID:n]`
 * markers that name one of its passages become numbered markers; hovering or focusing one shows the
 * passage with its document and page, and a click opens the document. Markers naming no passage are
 * dropped (the server drops them too once the answer is complete).
 */
export function CitedAnswer({ text, passages }: { text: string; passages: readonly TChatPassageData[] }) {
  const byRef = new Map(passages.map((passage) => [passage.ref, passage]));
  const linked = text.replace(MARKER, (_whole, ref: string) =>
    byRef.has(ref) ? `[${ref}](${MARKER_HREF}${ref})` : '',
  );
  const components: Components = {
    a({ href, children }) {
      const passage = href?.startsWith(MARKER_HREF) ? byRef.get(href.slice(MARKER_HREF.length)) : undefined;
      if (passage) return <CitationMarker passage={passage} />;
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
    table: ({ children }) => (
      <div className="my-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-sm tabular-nums">{children}</table>
      </div>
    ),
    ...MARKDOWN_CELL_COMPONENTS,
    p: ({ children }) => <p className="my-2 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="my-2 list-disc pl-6">{children}</ul>,
    ol: ({ children }) => <ol className="my-2 list-decimal pl-6">{children}</ol>,
    blockquote: ({ children }) => (
      <blockquote className="my-2 border-l-2 border-line pl-3 text-ink">{children}</blockquote>
    ),
    code: ({ children }) => <code className="rounded bg-surface-muted px-1 font-mono text-[0.85em]">{children}</code>,
  };
  return (
    <div className="text-sm text-ink" data-testid="assistant-answer">
      <SafeMarkdown text={linked} components={components} />
    </div>
  );
}

/** A numbered marker: a link to the passage's document opened at the passage, with a card of the passage on hover or focus. */
function CitationMarker({ passage }: { passage: TChatPassageData }) {
  const { t } = useAppTranslation();
  const pages = pageRange(passage.pages);
  const text = passageText(passage.content);
  const excerpt = text.length > CARD_CHARS ? `${text.slice(0, CARD_CHARS)}…` : text;
  return (
    <span className="group relative inline-block">
      <Link
        to={`/knowledge/${passage.kbId}/documents/${passage.documentId}?${CITED_CHUNK_PARAM}=${encodeURIComponent(passage.chunkId)}`}
        aria-label={t('chat:assistant.citation', { ref: passage.ref, document: passage.documentName })}
        className="mx-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-surface-muted px-1.5 text-xs font-medium text-accent tabular-nums hover:underline"
        data-testid="assistant-citation"
      >
        {passage.ref}
      </Link>
      <span
        role="tooltip"
        className="absolute bottom-full left-0 z-20 mb-1 hidden w-80 max-w-[80vw] flex-col gap-1 rounded-md border border-line bg-surface p-3 text-left text-xs text-ink shadow-lg group-focus-within:flex group-hover:flex"
        data-testid="assistant-citation-card"
      >
        <span className="font-medium">{passage.documentName}</span>
        {pages ? <span className="text-ink-muted">{t('chat:source.pages', { pages })}</span> : null}
        <span className="whitespace-pre-wrap">{excerpt}</span>
      </span>
    </span>
  );
}

/**
 * A passage as the card's text: a table (HTML or Markdown) row by row, its filled cells joined by
 * " · " (no markup, no pipes, no separator rows), else the text as it is.
 */
function passageText(content: string): string {
  const table = htmlTableRows(content);
  if (table) return [table.header, ...table.body].map(rowText).filter(Boolean).join('\n');
  return content
    .split('\n')
    .flatMap((line) => {
      if (!line.trimStart().startsWith('|')) return [line];
      const row = rowText(line.split('|'));
      return row ? [row] : [];
    })
    .join('\n');
}

/** A table row's filled cells; a Markdown separator row (`| --- | :-: |`) has none. */
function rowText(cells: readonly string[]): string {
  return cells
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '' && !/^:?-{3,}:?$/u.test(cell))
    .join(' · ');
}
