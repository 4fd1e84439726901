import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { CopyButton } from './copy-button';
import { curlExamples, type TCurlExampleKey } from './curl-examples';

const EXAMPLE_LABELS = {
  search: 'api:examples.search',
  createModel: 'api:examples.createModel',
  status: 'api:examples.status',
  values: 'api:examples.values',
  valueList: 'api:examples.valueList',
  kbs: 'api:examples.kbs',
  upload: 'api:examples.upload',
  assistant: 'api:examples.assistant',
} as const satisfies Record<TCurlExampleKey, string>;

/**
 * `curl` calls against this server with the token in `$INTRINSIC_TOKEN`; without a token yet, the
 * user is told to create one first (the examples are still there to read).
 */
export function ExamplesSection({ hasToken }: { hasToken: boolean }) {
  const { t } = useAppTranslation();
  const examples = curlExamples(window.location.origin);
  return (
    <AccountSection title={t('api:examples.heading')} description={t('api:examples.description')}>
      <div className="flex flex-col gap-4" data-testid="api-examples">
        {hasToken ? null : (
          <p
            className="rounded-md border border-line bg-surface-muted px-4 py-3 text-sm text-ink"
            data-testid="api-examples-need-token"
          >
            {t('api:examples.needToken')}
          </p>
        )}
        {examples.map((example) => (
          <div key={example.key} className="flex flex-col gap-1.5" data-testid={`api-example-${example.key}`}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-ink">{t(EXAMPLE_LABELS[example.key])}</h3>
              <CopyButton
                text={example.command}
                label={t('api:examples.copy')}
                testId={`api-example-copy-${example.key}`}
              />
            </div>
            <pre className="overflow-x-auto rounded-md border border-line bg-surface-muted p-3 font-mono text-xs text-ink">
              {example.command}
            </pre>
          </div>
        ))}
      </div>
    </AccountSection>
  );
}
