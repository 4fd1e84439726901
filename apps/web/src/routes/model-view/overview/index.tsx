import type { ReactNode } from 'react';
import { Figure } from '../../../components/model/figure';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { MoneyWithUnit } from '../report-unit/money-with-unit';

/** Overview: who the company is and the valuation at a glance. */
export function OverviewTab() {
  const { t } = useAppTranslation();
  const { values, result, currency } = useModel();
  const { company, market } = values;
  const dcf = result.ok ? result.value.dcf : null;
  const terminal = values.modelInput.terminal as { method?: string; growth?: number } | undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="overview-tab">
      <Card title={t('valuation:overview.company')}>
        <Facts>
          <Fact label={t('valuation:overview.ticker')}>{values.ticker || null}</Fact>
          <Fact label={t('valuation:overview.name')}>{company.name}</Fact>
          <Fact label={t('valuation:overview.country')}>{company.country ?? company.countryCode}</Fact>
          <Fact label={t('valuation:overview.exchange')}>{company.exchange}</Fact>
          <Fact label={t('valuation:overview.sector')}>{company.sector}</Fact>
          <Fact label={t('valuation:overview.industry')}>{company.industry ?? company.sicDescription}</Fact>
          <Fact label={t('valuation:overview.currency')}>{currency}</Fact>
        </Facts>
      </Card>
      <Card title={t('valuation:overview.atAGlance')}>
        <Facts>
          <Fact label={t('valuation:figures.currentPrice')}>
            <Figure value={market.price?.value ?? values.results.currentPrice} kind="perShare" currency={currency} />
          </Fact>
          <Fact label={t('valuation:figures.marketCap')}>
            <MoneyWithUnit value={market.marketCap?.value} testId="overview-market-cap" />
          </Fact>
          <Fact label={t('valuation:figures.impliedPrice')}>
            <Figure value={dcf?.bridge.valuePerShare} kind="perShare" currency={currency} />
          </Fact>
          <Fact label={t('valuation:figures.upside')}>
            <Figure value={dcf?.bridge.upside} kind="percent" digits={1} isSigned />
          </Fact>
          <Fact label={t('valuation:figures.enterpriseValue')}>
            <MoneyWithUnit value={dcf?.enterpriseValue} testId="overview-enterprise-value" />
          </Fact>
          <Fact label={t('valuation:figures.equityValue')}>
            <MoneyWithUnit value={dcf?.bridge.equityValue} testId="overview-equity-value" />
          </Fact>
          <Fact label={t('valuation:figures.wacc')}>
            <Figure value={dcf?.discountRate} kind="percent" />
          </Fact>
          <Fact label={t('valuation:figures.terminalGrowth')}>
            <Figure value={terminal?.method === 'perpetuity' ? terminal.growth : null} kind="percent" />
          </Fact>
        </Facts>
        {market.price ? (
          <p className="mt-3 text-xs text-ink-muted">
            {t('valuation:overview.priceAsOf', { date: market.price.date })}
          </p>
        ) : null}
      </Card>
      <MissingData />
      <div className="md:col-span-2">
        <ModelError />
      </div>
    </div>
  );
}

/** What the data sources do not have, in the server's words (already in the reader's language). */
function MissingData() {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const gaps = [...values.company.missing, ...values.market.missing];
  if (gaps.length === 0) return null;
  return (
    <section
      className="rounded-lg border border-warning/50 bg-surface-muted px-4 py-3 text-sm text-ink md:col-span-2"
      data-testid="missing-data"
    >
      <h2 className="font-semibold">{t('valuation:overview.missing')}</h2>
      <ul className="mt-1 list-disc pl-5 text-ink-muted">
        {gaps.map((gap) => (
          <li key={`${gap.item}-${gap.series}`}>{gap.message}</li>
        ))}
      </ul>
    </section>
  );
}

/** A titled panel of a model tab. */
export function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-line text-sm">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink">{children ?? '—'}</dd>
    </div>
  );
}
