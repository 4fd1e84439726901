import { useAppTranslation } from '../../i18n/use-app-translation';
import { SourceList } from './source-list';
import type { TDraftToolCall } from './utils/reply-draft';

/** The assistant's tools in words (an unknown tool shows its own name). */
const TOOL_KEYS = {
  search_company: 'chat:tool.names.searchCompany',
  get_company: 'chat:tool.names.getCompany',
  get_financial_statements: 'chat:tool.names.getFinancialStatements',
  get_market_inputs: 'chat:tool.names.getMarketInputs',
  list_my_models: 'chat:tool.names.listMyModels',
  get_model: 'chat:tool.names.getModel',
  create_model: 'chat:tool.names.createModel',
  run_sensitivity: 'chat:tool.names.runSensitivity',
  get_comparables: 'chat:tool.names.getComparables',
  get_data_sheet: 'chat:tool.names.getDataSheet',
  propose_data_sheet_changes: 'chat:tool.names.proposeDataSheetChanges',
} as const;

/**
 * A tool the assistant called, as a card that opens: what it asked, what it got (exactly as the
 * model read it) and the sources, which the reply's `[n]` citations point at.
 */
export function ToolCallCard({ call, messageKey }: { call: TDraftToolCall; messageKey: string }) {
  const { t } = useAppTranslation();
  const nameKey = TOOL_KEYS[call.name as keyof typeof TOOL_KEYS];
  const { result } = call;
  return (
    <details className="rounded-md border border-line bg-surface text-sm" data-testid="chat-tool-card">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2">
        <span className="font-medium text-ink">{nameKey ? t(nameKey) : call.name}</span>
        {inputSummary(call.input) ? <span className="text-ink-muted">{inputSummary(call.input)}</span> : null}
        {result === null ? (
          <span role="status" className="text-ink-muted">
            {t('chat:tool.running')}
          </span>
        ) : result.ok ? (
          result.sources.length > 0 ? (
            <span className="text-ink-muted tabular-nums">
              {result.sources.map((source) => `[${source.ref}]`).join(' ')}
            </span>
          ) : null
        ) : (
          <span className="text-danger" data-testid="chat-tool-error">
            {t('chat:tool.failed', { message: result.error?.message ?? '' })}
          </span>
        )}
      </summary>
      <div className="flex flex-col gap-2 border-t border-line px-3 py-2">
        <Section title={t('chat:tool.input')} value={call.input} />
        {result?.ok ? <Section title={t('chat:tool.output')} value={result.output} /> : null}
        {result && result.sources.length > 0 ? (
          <div>
            <p className="mb-1 text-xs font-medium text-ink-muted">{t('chat:tool.sources')}</p>
            <SourceList sources={result.sources} messageKey={messageKey} />
          </div>
        ) : null}
      </div>
    </details>
  );
}

function Section({ title, value }: { title: string; value: unknown }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-ink-muted">{title}</p>
      <pre className="max-h-60 overflow-auto rounded bg-surface-muted p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A short line of the tool's input, e.g. `NVDA` or `NVDA · 2025`: its plain values, ids left out. */
function inputSummary(input: unknown): string {
  if (input === null || typeof input !== 'object') return '';
  return Object.values(input as Record<string, unknown>)
    .filter((value) => (typeof value === 'string' && !UUID.test(value)) || typeof value === 'number')
    .slice(0, 3)
    .join(' · ');
}
