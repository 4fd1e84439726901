import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';

const STEPS = [
  { titleKey: 'home:steps.forecast.title', bodyKey: 'home:steps.forecast.body' },
  { titleKey: 'home:steps.discount.title', bodyKey: 'home:steps.discount.body' },
  { titleKey: 'home:steps.compare.title', bodyKey: 'home:steps.compare.body' },
] as const;

/** The three steps of a discounted-cash-flow valuation, as a numbered list. */
export function DcfSteps() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  return (
    <section aria-labelledby="dcf-steps-heading" className="mt-10">
      <h2 id="dcf-steps-heading" className="text-sm font-semibold text-ink">
        {t('home:steps.heading')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.titleKey} className="rounded-lg border border-line bg-surface p-4">
            <span className="text-xs font-semibold text-accent">{formatNumber(index + 1, language)}</span>
            <h3 className="mt-1 font-medium text-ink">{t(step.titleKey)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(step.bodyKey)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
