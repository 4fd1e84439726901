import { systemRoutes } from '@app/contract';
import { useOpenApiDocument } from '../../api/api-tokens';
import { LoadError } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { readOpenApiOperations, type TApiOperation } from './openapi-operations';

const ACCESS_LABELS = {
  public: 'api:reference.public',
  session: 'api:reference.session',
  api_token: 'api:reference.apiToken',
} as const satisfies Record<TApiOperation['access'], string>;

/** The API reference: the server's OpenAPI document as operations by area, each opening to its schemas. */
export function ReferenceSection() {
  const { t } = useAppTranslation();
  const document = useOpenApiDocument();
  const groups = document.data ? readOpenApiOperations(document.data) : [];
  return (
    <AccountSection
      title={t('api:reference.heading')}
      description={t('api:reference.description', { path: systemRoutes.openapi.path })}
    >
      {document.isPending ? (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('api:reference.loading')}
        </p>
      ) : null}
      {document.isError ? <LoadError error={document.error} fallback={t('api:reference.failed')} /> : null}
      <div className="flex flex-col gap-5" data-testid="api-reference">
        {groups.map((group) => (
          <section key={group.tag} data-testid={`api-reference-${group.tag}`}>
            <h3 className="font-mono text-sm font-semibold text-ink">{group.tag}</h3>
            <ul className="mt-2 flex flex-col gap-1">
              {group.operations.map((operation) => (
                <li key={`${operation.method} ${operation.path}`}>
                  <OperationDetails operation={operation} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AccountSection>
  );
}

function OperationDetails({ operation }: { operation: TApiOperation }) {
  const { t } = useAppTranslation();
  return (
    <details className="rounded-md border border-line" data-testid="api-operation">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 text-sm">
        <span className="w-12 font-mono text-xs font-semibold text-accent">{operation.method}</span>
        <span className="font-mono text-xs text-ink">{operation.path}</span>
        <span
          className={
            'rounded-full border px-2 text-xs ' +
            (operation.access === 'api_token' ? 'border-accent text-accent' : 'border-line text-ink-muted')
          }
        >
          {t(ACCESS_LABELS[operation.access])}
        </span>
        <span className="basis-full text-xs text-ink-muted">{operation.summary}</span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-line px-3 py-3">
        {operation.parameters && operation.parameters.length > 0 ? (
          <div>
            <h4 className="text-xs font-medium text-ink">{t('api:reference.parameters')}</h4>
            <ul className="mt-1 flex flex-col gap-1">
              {operation.parameters.map((parameter) => (
                <li key={parameter.name} className="text-xs text-ink">
                  <code className="font-mono">{parameter.name}</code>
                  {parameter.isRequired ? (
                    <span className="ml-1 text-ink-muted">({t('api:reference.required')})</span>
                  ) : null}
                  <SchemaBlock schema={parameter.schema} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {operation.requestBody ? (
          <div>
            <h4 className="text-xs font-medium text-ink">
              {t('api:reference.requestBody', { type: operation.requestBody.contentType })}
            </h4>
            <SchemaBlock schema={operation.requestBody.schema} />
          </div>
        ) : null}
        {operation.response ? (
          <div>
            <h4 className="text-xs font-medium text-ink">
              {t('api:reference.response', { type: operation.response.contentType })}
            </h4>
            <SchemaBlock schema={operation.response.schema} />
          </div>
        ) : null}
      </div>
    </details>
  );
}

function SchemaBlock({ schema }: { schema: Record<string, unknown> }) {
  return (
    <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-surface-muted p-2 font-mono text-xs text-ink">
      {JSON.stringify(schema, null, 2)}
    </pre>
  );
}
