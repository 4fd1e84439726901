import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { REPORT_LANGUAGE_LABELS, REPORT_TYPE_LABELS, REQUIREMENT_TYPE_LABELS } from '../utils/labels';
import type { TPlanData } from './utils/plan-draft';

/** The plan as read: title, report type, language, length, outline, special instructions, data requirements. */
export function PlanView({ plan }: { plan: TPlanData }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  return (
    <div className="flex flex-col gap-4 text-sm text-ink" data-testid="plan-view">
      <div>
        <h3 className="text-base font-semibold" data-testid="plan-title">
          {plan.title}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-muted">
          <dt>{t('research:plan.fields.reportType')}</dt>
          <dd className="text-ink">{t(REPORT_TYPE_LABELS[plan.reportType])}</dd>
          <dt>{t('research:plan.fields.language')}</dt>
          <dd className="text-ink">{t(REPORT_LANGUAGE_LABELS[plan.language])}</dd>
          <dt>{t('research:plan.fields.estimatedLength')}</dt>
          <dd className="text-ink tabular-nums">
            {t('research:plan.words', { words: formatNumber(plan.estimatedLength, language) })}
          </dd>
        </dl>
      </div>
      <section>
        <h4 className="font-medium">{t('research:plan.fields.outline')}</h4>
        <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5" data-testid="plan-outline">
          {plan.outline.map((section, index) => (
            // Sections have no id of their own; their order is what the plan says.
            // biome-ignore lint/suspicious/noArrayIndexKey: the outline's order is its identity
            <li key={index} data-testid="plan-section">
              <p className="font-medium">{section.title}</p>
              {section.purpose ? <p className="text-ink-muted">{section.purpose}</p> : null}
              {section.keyQuestions.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-ink-muted">
                  {section.keyQuestions.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h4 className="font-medium">{t('research:plan.fields.specialInstructions')}</h4>
        <p className="mt-1 whitespace-pre-wrap text-ink-muted">{plan.specialInstructions || t('research:plan.none')}</p>
      </section>
      <section>
        <h4 className="font-medium">{t('research:plan.fields.dataRequirements')}</h4>
        {plan.dataRequirements.length === 0 ? (
          <p className="mt-1 text-ink-muted">{t('research:plan.noRequirements')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="plan-requirements">
            {plan.dataRequirements.map((requirement) => (
              <li
                key={requirement.requirementId}
                className="rounded-md border border-line px-3 py-2"
                data-testid="plan-requirement"
                data-requirement={requirement.requirementId}
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs">{requirement.requirementId}</span>
                  <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">
                    {t(REQUIREMENT_TYPE_LABELS[requirement.type])}
                  </span>
                  {requirement.ticker ? <span className="font-medium">{requirement.ticker}</span> : null}
                </p>
                {requirement.searchQueries.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5 text-ink-muted">
                    {requirement.searchQueries.map((query) => (
                      <li key={query}>{query}</li>
                    ))}
                  </ul>
                ) : null}
                {requirement.type === 'web_search' || requirement.type === 'knowledge_base' ? (
                  <p className="mt-1 text-xs text-ink-muted">
                    {t('research:plan.maxResultsValue', { count: requirement.maxResultsPerQuery })}
                    {requirement.includeImages ? ` · ${t('research:plan.imagesIncluded')}` : ''}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
