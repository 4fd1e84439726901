import { useAppTranslation } from '../../i18n/use-app-translation';

/** Shown under every model: what the valuation is, and the market conventions of its discount rate. */
export function Disclaimer() {
  const { t } = useAppTranslation();
  return (
    <aside
      className="rounded-lg border border-line bg-surface-muted px-4 py-3 text-xs leading-relaxed text-ink-muted"
      data-testid="model-disclaimer"
    >
      <p className="font-semibold text-ink">{t('valuation:disclaimer.title')}</p>
      <p className="mt-1">{t('valuation:disclaimer.body')}</p>
    </aside>
  );
}
