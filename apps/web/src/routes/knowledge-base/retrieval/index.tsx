import { type ChangeEvent, useState } from 'react';
import { camelize } from '../../../api/case';
import { ApiError } from '../../../api/errors';
import { useKnowledgeBase, useUsableLlms } from '../../../api/knowledge';
import { type TRetrievalResultData, useRetrievalTest } from '../../../api/knowledge-chunks';
import { LoadingStatus } from '../../../components/query-states';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { Pager } from '../../knowledge/pager';
import { useKbId } from '../use-kb-id';
import { ResultCard } from './result-card';
import { RetrievalForm, type TRetrievalQuery } from './retrieval-form';
import { RETRIEVAL_PAGE_SIZE } from './retrieval-form-schema';

type TSearch = { query: TRetrievalQuery; docIds: string[]; page: number };

/**
 * Retrieval testing: a question searched in this knowledge base the way chat searches, the chunks
 * found with their scores and highlighted terms, a page at a time, narrowed to some documents.
 */
export function RetrievalTab() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const kb = useKnowledgeBase(useKbId());
  const rerankModels = useUsableLlms('rerank');
  const test = useRetrievalTest();
  const [search, setSearch] = useState<TSearch | null>(null);
  /** The documents the unfiltered question found, kept while the user narrows the results to some. */
  const [aggs, setAggs] = useState<TRetrievalResultData['docAggs']>([]);
  const result = test.data;

  function run(next: TSearch, showError?: (error: unknown) => void): void {
    setSearch(next);
    test.mutate(
      {
        ...camelize(next.query),
        page: next.page,
        docIds: next.docIds.length > 0 ? next.docIds : undefined,
      },
      {
        onSuccess: (data) => {
          if (next.docIds.length === 0) setAggs(data.docAggs);
        },
        onError: showError,
      },
    );
  }

  function handleSubmit(query: TRetrievalQuery, showError: (error: unknown) => void): void {
    run({ query, docIds: [], page: 1 }, showError);
  }

  function handlePage(page: number): void {
    if (search) run({ ...search, page });
  }

  function handleFilter(event: ChangeEvent<HTMLInputElement>): void {
    if (!search) return;
    const docIds = event.target.checked
      ? [...search.docIds, event.target.value]
      : search.docIds.filter((docId) => docId !== event.target.value);
    run({ ...search, docIds, page: 1 });
  }

  if (kb.error || rerankModels.error) {
    const error = kb.error ?? rerankModels.error;
    return (
      <p role="alert" className="text-sm text-danger">
        {error instanceof ApiError ? error.message : t('knowledge:detail.loadFailed')}
      </p>
    );
  }
  if (!kb.data || !rerankModels.data) {
    return <LoadingStatus />;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]" data-testid="kb-retrieval">
      <section className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('knowledge:retrieval.intro')}</p>
        <RetrievalForm
          kb={kb.data}
          rerankModels={rerankModels.data}
          isPending={test.isPending}
          onSubmit={handleSubmit}
        />
      </section>
      <section className="flex flex-col gap-4" aria-live="polite">
        {aggs.length > 0 && search ? (
          <fieldset className="flex flex-col gap-1.5" data-testid="retrieval-documents">
            <legend className="text-sm font-medium text-ink">{t('knowledge:retrieval.documents')}</legend>
            {aggs.map((agg) => (
              <label key={agg.docId} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  value={agg.docId}
                  checked={search.docIds.includes(agg.docId)}
                  onChange={handleFilter}
                  className="size-4 accent-accent"
                />
                <span className="min-w-0 flex-1 truncate">{agg.docName}</span>
                <span className="text-xs text-ink-muted tabular-nums">{formatNumber(agg.count, language)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {test.isPending ? (
          <p role="status" aria-busy="true" className="text-sm text-ink-muted">
            {t('knowledge:retrieval.testing')}
          </p>
        ) : result ? (
          <>
            <p className="text-sm text-ink" data-testid="retrieval-total">
              {t('knowledge:retrieval.total', { count: result.total })}
            </p>
            {result.chunks.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line-strong bg-surface p-6 text-center text-sm text-ink-muted">
                {t('knowledge:retrieval.none')}
              </p>
            ) : (
              result.chunks.map((chunk) => <ResultCard key={chunk.chunkId} chunk={chunk} />)
            )}
            <Pager
              page={search?.page ?? 1}
              pageSize={RETRIEVAL_PAGE_SIZE}
              total={result.total}
              onPage={handlePage}
              testId="retrieval-pager"
            />
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('knowledge:retrieval.empty')}</p>
        )}
      </section>
    </div>
  );
}
