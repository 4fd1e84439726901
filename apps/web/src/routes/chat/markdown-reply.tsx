import { CHAT_CHART_LANGUAGE, parseChatChart, type TChatChart } from '@app/contract';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { MARKDOWN_CELL_COMPONENTS, SafeMarkdown } from '../../components/safe-markdown';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { ChatChart } from './chat-chart';
import { sourceElementId } from './utils/source-ids';

/** `[1]` not already a link or a reference definition. */
const CITATION = /\[(\d{1,3})\](?![([:])/g;
const CITATION_HREF = '#cite-';

/**
 * A reply's Markdown, through `SafeMarkdown` (no raw HTML, no images); links open in a new tab. A
 * citation `[n]` that names one of the reply's sources links to its card. A fenced `chart` block that
 * parses (`parseChatChart`) is drawn as a chart; one still streaming, or wrong, stays code.
 */
export function MarkdownReply({
  text,
  messageKey,
  sourceRefs,
}: {
  text: string;
  /** What the source cards' ids are made from (the message's id). */
  messageKey: string;
  sourceRefs: readonly string[];
}) {
  const { t } = useAppTranslation();
  const refs = new Set(sourceRefs);
  const linked = text.replace(CITATION, (whole, ref: string) =>
    refs.has(ref) ? `[\\[${ref}\\]](${CITATION_HREF}${ref})` : whole,
  );

  function handleCitationClick(event: MouseEvent<HTMLAnchorElement>, ref: string): void {
    event.preventDefault();
    const target = document.getElementById(sourceElementId(messageKey, ref));
    target?.closest('details')?.setAttribute('open', '');
    target?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    target?.focus();
  }

  const components: Components = {
    a({ href, children }) {
      if (href?.startsWith(CITATION_HREF)) {
        const ref = href.slice(CITATION_HREF.length);
        return (
          <a
            href={`#${sourceElementId(messageKey, ref)}`}
            onClick={(event) => handleCitationClick(event, ref)}
            title={t('chat:message.cite', { ref })}
            className="font-medium text-accent tabular-nums hover:underline"
            data-testid="chat-citation"
          >
            {children}
          </a>
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
    table: ({ children }) => (
      <div className="my-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-sm tabular-nums">{children}</table>
      </div>
    ),
    ...MARKDOWN_CELL_COMPONENTS,
    p: ({ children }) => <p className="my-2 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="my-2 list-disc pl-6">{children}</ul>,
    ol: ({ children }) => <ol className="my-2 list-decimal pl-6">{children}</ol>,
    h1: ({ children }) => <Heading>{children}</Heading>,
    h2: ({ children }) => <Heading>{children}</Heading>,
    h3: ({ children }) => <Heading>{children}</Heading>,
    pre: CodeBlock,
    code: ({ children }) => <code className="rounded bg-surface-muted px-1 font-mono text-[0.85em]">{children}</code>,
  };

  return (
    <div className="text-sm text-ink" data-testid="chat-markdown">
      <SafeMarkdown text={linked} components={components} />
    </div>
  );
}

/**
 * A fenced block: a chart when it is a `chart` block that parses, else code. Defined once, outside
 * the reply, so a re-rendered reply keeps the chart mounted (and the point a keyboard user focused).
 */
function CodeBlock({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const chart = chartOf(node);
  if (chart) return <ChatChart chart={chart} />;
  return <pre className="my-2 overflow-x-auto rounded-md bg-surface-muted p-3 text-xs">{children}</pre>;
}

/** The chart a `<pre>` holds: its only child is `<code class="language-chart">` with JSON a chart accepts. */
function chartOf(node: ExtraProps['node']): TChatChart | null {
  const [code, ...rest] = node?.children ?? [];
  if (!code || rest.length > 0 || code.type !== 'element' || code.tagName !== 'code') return null;
  const classes = code.properties.className;
  if (!Array.isArray(classes) || !classes.includes(`language-${CHAT_CHART_LANGUAGE}`)) return null;
  const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  return parseChatChart(text);
}

function Heading({ children }: { children: ReactNode }) {
  return <p className="mt-3 mb-1 font-semibold">{children}</p>;
}
