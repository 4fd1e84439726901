import { Link } from 'react-router';
import type { TResearchData } from '../../../api/research';
import { LINK_CLASS } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SOURCE_KIND_LABELS } from '../utils/labels';

type TSource = TResearchData['sources'][number];

/** The sources the collection found: id, kind, title (a link to its page), document and page. */
export function SourceList({ sources }: { sources: readonly TSource[] }) {
  const { t } = useAppTranslation();
  return (
    <section aria-labelledby="research-sources-title" className="flex flex-col gap-2" data-testid="research-sources">
      <h3 id="research-sources-title" className="text-sm font-semibold text-ink">
        {t('research:sources.found', { count: sources.length })}
      </h3>
      {sources.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('research:sources.empty')}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
          {sources.map((source) => (
            <li key={source.id} className="flex flex-wrap items-baseline gap-x-2" data-testid="research-source">
              <span className="font-mono text-xs text-ink-muted">{source.id}</span>
              <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs text-ink-muted">
                {t(SOURCE_KIND_LABELS[source.kind])}
              </span>
              <SourceTitle source={source} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A source's title, linked to its page (our model's, or a web address); its document and page after it. */
export function SourceTitle({ source }: { source: TSource }) {
  const { t } = useAppTranslation();
  const url = safeUrl(source.url);
  const modelPath = source.url && MODEL_PATH.test(source.url) ? source.url : null;
  return (
    <>
      {modelPath ? (
        <Link to={modelPath} className={LINK_CLASS}>
          {source.title}
        </Link>
      ) : url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          {source.title}
        </a>
      ) : (
        <span className="text-ink">{source.title}</span>
      )}
      {source.document ? <span className="text-xs text-ink-muted">{source.document}</span> : null}
      {source.page ? (
        <span className="text-xs text-ink-muted">{t('research:sources.page', { page: source.page })}</span>
      ) : null}
    </>
  );
}

/** Our own DCF and comps sources point at the model they came from. */
const MODEL_PATH = /^\/models\/[0-9a-f-]{36}$/;

/** Only http(s) addresses become links: a source's URL came from the web. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
