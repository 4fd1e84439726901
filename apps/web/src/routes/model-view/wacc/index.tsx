import type { TWaccInput } from '@app/valuation';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { NumberInput, type TNumberInputKind } from '../../../components/model/number-input';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { useReportUnit } from '../report-unit/use-report-unit';
import { ScenarioNote } from '../scenarios/scenario-switch';

type TCapmKey = 'riskFreeRate' | 'beta' | 'marketRiskPremium' | 'costOfEquity';
type TWaccKey = TCapmKey | 'preTaxCostOfDebt' | 'taxRate' | 'equityValue' | 'debtValue';

const INPUT_LABELS = {
  riskFreeRate: 'valuation:wacc.inputs.riskFreeRate',
  beta: 'valuation:wacc.inputs.beta',
  marketRiskPremium: 'valuation:wacc.inputs.marketRiskPremium',
  costOfEquity: 'valuation:wacc.inputs.costOfEquity',
  preTaxCostOfDebt: 'valuation:wacc.inputs.preTaxCostOfDebt',
  taxRate: 'valuation:wacc.inputs.taxRate',
  equityValue: 'valuation:wacc.inputs.equityValue',
  debtValue: 'valuation:wacc.inputs.debtValue',
} as const satisfies Record<TWaccKey, string>;

/** The item names of the server's default sources (`defaults.sources`). */
const SOURCE_ITEMS = {
  riskFreeRate: 'risk_free_rate',
  beta: 'beta',
  marketRiskPremium: 'market_risk_premium',
  costOfEquity: 'cost_of_equity',
  preTaxCostOfDebt: 'pre_tax_cost_of_debt',
  taxRate: 'tax_rate',
  equityValue: 'equity_value',
  debtValue: 'debt_value',
} as const satisfies Record<TWaccKey, string>;

/** WACC: every input with its source, editable; the result re-values at once. */
export function WaccTab() {
  const { t } = useAppTranslation();
  // The fields are the base case's (edits change it); outside the base case the note says what the case moves.
  const { baseInput: input, edit, baseResult: result } = useModel();
  const { label: unitLabel } = useReportUnit();
  const rate = input.discountRate;

  if (!('capm' in rate)) {
    const handleWacc = (value: number) => edit({ discountRate: { wacc: value as never } });
    return (
      <div className="flex flex-col gap-6" data-testid="wacc-tab">
        <Card title={t('valuation:wacc.title')}>
          <Row label={t('valuation:wacc.wacc')} source={t('valuation:wacc.sources.given')}>
            <NumberInput
              value={rate.wacc}
              kind="percent"
              suffix="%"
              label={t('valuation:wacc.wacc')}
              onCommit={handleWacc}
              testId="wacc-input-wacc"
            />
          </Row>
        </Card>
        <ScenarioNote testId="scenario-note-wacc" />
        <ModelError />
      </div>
    );
  }

  const capm = rate.capm;
  const wacc = result.ok ? result.value.wacc : null;

  return (
    <div className="flex flex-col gap-6" data-testid="wacc-tab">
      <Card title={t('valuation:wacc.costOfEquity')}>
        {'costOfEquity' in capm ? (
          <Field name="costOfEquity" kind="percent" source={t('valuation:wacc.sources.given')} isServerSourceFirst />
        ) : (
          <>
            <Field name="riskFreeRate" kind="percent" source={<RiskFreeSource />} />
            <Field name="beta" kind="number" source={<BetaSource />} isServerSourceFirst />
            <RawBeta />
            <Field
              name="marketRiskPremium"
              kind="percent"
              source={t('valuation:wacc.sources.marketRiskPremium')}
              isServerSourceFirst
            />
          </>
        )}
        <Total label={t('valuation:wacc.costOfEquity')} value={wacc?.costOfEquity} testId="wacc-cost-of-equity" />
      </Card>
      <Card title={t('valuation:wacc.costOfDebt')}>
        <Field
          name="preTaxCostOfDebt"
          kind="percent"
          source={t('valuation:wacc.sources.costOfDebt')}
          isServerSourceFirst
        />
        <Field name="taxRate" kind="percent" source={t('valuation:wacc.sources.taxRate')} isServerSourceFirst />
        <Total
          label={t('valuation:wacc.afterTaxCostOfDebt')}
          value={wacc?.afterTaxCostOfDebt}
          testId="wacc-after-tax-cost-of-debt"
        />
      </Card>
      <Card title={t('valuation:wacc.weights')}>
        <Field name="equityValue" kind="money" suffix={unitLabel} source={<EquitySource />} isServerSourceFirst />
        <Field
          name="debtValue"
          kind="money"
          suffix={unitLabel}
          source={t('valuation:wacc.sources.debtValue')}
          isServerSourceFirst
        />
        <Total label={t('valuation:wacc.equityWeight')} value={wacc?.equityWeight} testId="wacc-equity-weight" />
        <Total label={t('valuation:wacc.debtWeight')} value={wacc?.debtWeight} testId="wacc-debt-weight" />
      </Card>
      <section className="flex items-center justify-between rounded-xl border border-accent/40 bg-accent-soft px-5 py-4">
        <h2 className="text-sm font-semibold text-ink">{t('valuation:wacc.wacc')}</h2>
        <span className="text-xl font-semibold text-ink">
          <Figure value={result.ok ? result.value.discountRate.value : null} kind="percent" testId="wacc-value" />
        </span>
      </section>
      <p className="text-xs text-ink-muted">{t('valuation:wacc.formula')}</p>
      <ScenarioNote testId="scenario-note-wacc" />
      <ModelError />
    </div>
  );
}

/** One CAPM input of the model: its current value, whether the user changed it, and its source. */
function Field({
  name,
  kind,
  source,
  suffix,
  isServerSourceFirst = false,
}: {
  name: TWaccKey;
  kind: TNumberInputKind;
  source: ReactNode;
  suffix?: string;
  /**
   * Show the server's own sentence for this default (it names the exact figures and any stand-in)
   * instead of the generic localized one.
   */
  isServerSourceFirst?: boolean;
}) {
  const { t } = useAppTranslation();
  const { values, baseInput: input, savedInput, edit } = useModel();
  const { unit: reportUnit } = useReportUnit();
  const capm = 'capm' in input.discountRate ? input.discountRate.capm : null;
  const saved = 'capm' in savedInput.discountRate ? savedInput.discountRate.capm : null;
  const value = capm ? (capm as Record<string, unknown>)[name] : undefined;
  const label = t(INPUT_LABELS[name]);
  const detail = values.defaults.sources.find((entry) => entry.item === SOURCE_ITEMS[name])?.source;
  const savedValue = saved ? (saved as Record<string, unknown>)[name] : undefined;
  const isEdited = typeof savedValue === 'number' && savedValue !== value;
  // The server writes its sentences in the reader's language (older models keep their English ones).
  const shown = isServerSourceFirst && detail ? detail : source;
  function handleCommit(next: number): void {
    if (capm) edit({ discountRate: { capm: { ...capm, [name]: next } as TWaccInput } });
  }
  if (typeof value !== 'number') return null;
  return (
    <Row
      label={label}
      source={
        isEdited ? (
          <>
            <span className="font-medium text-accent">{t('valuation:wacc.sources.edited')}</span>
            {' · '}
            {shown}
          </>
        ) : (
          shown
        )
      }
      detail={detail}
    >
      <NumberInput
        value={value}
        kind={kind}
        unit={reportUnit}
        suffix={suffix ?? (kind === 'percent' ? '%' : undefined)}
        label={label}
        onCommit={handleCommit}
        testId={`wacc-input-${name}`}
      />
    </Row>
  );
}

function Row({
  label,
  source,
  detail,
  children,
}: {
  label: string;
  source: ReactNode;
  /** The server's own sentence about the default, shown on hover. */
  detail?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 items-center gap-2 border-b border-line py-2.5 sm:grid-cols-[12rem_auto_1fr] sm:gap-4">
      <span className="text-sm font-medium text-ink">{label}</span>
      {children}
      <span className="text-xs text-ink-muted" title={detail}>
        {source}
      </span>
    </div>
  );
}

function Total({ label, value, testId }: { label: string; value: number | null | undefined; testId: string }) {
  return (
    <div className="flex justify-between pt-3 text-sm font-semibold text-ink">
      <span>{label}</span>
      <Figure value={value} kind="percent" testId={testId} />
    </div>
  );
}

function RiskFreeSource() {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const rf = values.market.riskFreeRate;
  if (!rf) return <>{t('valuation:wacc.sources.missing')}</>;
  return <>{t('valuation:wacc.sources.riskFreeRate', { series: rf.series, date: rf.date })}</>;
}

function BetaSource() {
  const { t, i18n } = useAppTranslation();
  const { values } = useModel();
  const beta = values.market.beta;
  const language = currentLanguage(i18n);
  if (!beta) return <>{t('valuation:wacc.sources.missing')}</>;
  return (
    <span data-testid="beta-stats">
      {t('valuation:wacc.sources.beta', { months: beta.months, from: beta.from, to: beta.to })}{' '}
      {t('valuation:wacc.sources.betaStats', {
        rSquared: formatFigure(beta.rSquared, 'number', language, { digits: 2 }),
        standardError: formatFigure(beta.standardError, 'number', language, { digits: 2 }),
      })}
    </span>
  );
}

/**
 * The regression beta the default adjusts (Blume), read-only beside it, and the server's warning when
 * the regression explains little (low R²). Models made before the adjustment have neither.
 */
function RawBeta() {
  const { t, i18n } = useAppTranslation();
  const { values } = useModel();
  const raw = values.defaults.sources.find((entry) => entry.item === 'beta_raw');
  const warning = values.defaults.sources.find((entry) => entry.item === 'beta_r_squared')?.source;
  if (!raw && !warning) return null;
  const value = typeof raw?.value === 'number' ? raw.value : null;
  return (
    <>
      {raw ? (
        <Row label={t('valuation:wacc.inputs.betaRaw')} source={raw.source} detail={raw.source}>
          <span className="text-right text-sm tabular-nums text-ink" data-testid="wacc-beta-raw">
            {formatFigure(value, 'number', currentLanguage(i18n), { digits: 2 })}
          </span>
        </Row>
      ) : null}
      {warning ? (
        <p
          role="note"
          className="mt-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-xs text-ink"
          data-testid="beta-warning"
        >
          {warning}
        </p>
      ) : null}
    </>
  );
}

function EquitySource() {
  const { t } = useAppTranslation();
  const { values } = useModel();
  const cap = values.market.marketCap;
  if (!cap || !values.market.price) return <>{t('valuation:wacc.sources.missing')}</>;
  return <>{t('valuation:wacc.sources.equityValue', { date: values.market.price.date, sharesAsOf: cap.sharesAsOf })}</>;
}
