import type { TModel } from '@app/valuation';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { useReportUnit } from '../report-unit/use-report-unit';
import { DriverTable } from './driver-table';
import { TerminalSettings } from './terminal-settings';
import { ValuationRange } from './valuation-range';

/** DCF summary: prices, drivers (editable per year), FCF projection, discounting, terminal value, bridge. */
export function DcfTab() {
  const { t } = useAppTranslation();
  const { result, computeMs } = useModel();
  const { label: unit } = useReportUnit();
  return (
    <div className="flex flex-col gap-6" data-testid="dcf-tab">
      <DriverTable />
      <TerminalSettings />
      <ModelError />
      {result.ok ? (
        <>
          <FreeCashFlowTable model={result.value} unit={unit} />
          <TerminalValue model={result.value} unit={unit} />
          <Bridge model={result.value} unit={unit} />
          <ValuationRange model={result.value} />
        </>
      ) : null}
      <p className="text-xs text-ink-muted" data-testid="compute-time" data-ms={computeMs.toFixed(2)}>
        {t('valuation:dcf.computedIn', { ms: computeMs.toFixed(1) })}
      </p>
    </div>
  );
}

function FreeCashFlowTable({ model, unit }: { model: TModel; unit: string }) {
  const { t } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const { forecast, freeCashFlow: fcf, dcf } = model;
  const rows: {
    label: string;
    values: readonly number[];
    kind?: 'percent' | 'factor';
    isTotal?: boolean;
    testId?: string;
  }[] = [
    { label: t('valuation:dcf.rows.revenue'), values: forecast.income.revenue },
    { label: t('valuation:dcf.rows.ebitda'), values: fcf.ebitda },
    { label: t('valuation:dcf.rows.ebit'), values: fcf.ebit },
    { label: t('valuation:dcf.rows.taxRate'), values: fcf.taxRate, kind: 'percent' },
    { label: t('valuation:dcf.rows.nopat'), values: fcf.nopat },
    { label: t('valuation:dcf.rows.depreciation'), values: fcf.depreciationAmortization },
    { label: t('valuation:dcf.rows.capex'), values: fcf.capex.map((v) => -v) },
    { label: t('valuation:dcf.rows.nwc'), values: fcf.increaseInNwc.map((v) => -v) },
    { label: t('valuation:dcf.rows.fcff'), values: fcf.fcff, isTotal: true, testId: 'fcff' },
    // PV = FCF × share of the year still ahead × discount factor: the stub is visible, not folded into the PV.
    {
      label: t('valuation:dcf.rows.stubShare'),
      values: dcf.fcff.map((_, index) =>
        index < dcf.elapsedYears ? 0 : index === dcf.elapsedYears ? dcf.stubFraction : 1,
      ),
      kind: 'factor',
      testId: 'stub-share',
    },
    { label: t('valuation:dcf.rows.countedFcff'), values: dcf.countedFcff, testId: 'counted-fcff' },
    { label: t('valuation:dcf.rows.discountPeriod'), values: dcf.discountPeriods, kind: 'factor' },
    { label: t('valuation:dcf.rows.discountFactor'), values: dcf.discountFactors, kind: 'factor' },
    { label: t('valuation:dcf.rows.presentValue'), values: dcf.pvFcff, isTotal: true, testId: 'pv-fcff' },
  ];
  return (
    <Card title={t('valuation:dcf.projection')} actions={<span className="text-xs text-ink-muted">{unit}</span>}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="fcf-table">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-2 text-left font-medium">
                {t('valuation:dcf.fiscalYear')}
              </th>
              {forecast.fiscalYears.map((year) => (
                <th key={year} scope="col" className="py-2 pl-4 text-right font-medium tabular-nums">
                  {t('valuation:dcf.forecastYear', { year })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.label}
                className={`border-b border-line ${row.isTotal ? 'font-semibold' : ''}`}
                data-testid={row.testId}
              >
                <th scope="row" className="py-1.5 text-left font-normal text-ink">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={forecast.fiscalYears[index]} className="py-1.5 pl-4 text-right text-ink">
                    {row.kind === 'percent' ? (
                      <Figure value={value} kind="percent" digits={1} />
                    ) : row.kind === 'factor' ? (
                      <Figure value={value} kind="number" digits={4} />
                    ) : (
                      <Figure value={value} kind="money" scale={reportUnit} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 flex justify-between text-sm font-semibold text-ink">
        <span>{t('valuation:dcf.sumPv')}</span>
        <Figure value={dcf.sumPvFcff} kind="money" scale={reportUnit} />
      </p>
      <StubNote model={model} />
    </Card>
  );
}

/**
 * How the forecast year the valuation date falls in is cut, in words, so PV ÷ FCF can be checked by
 * hand; forecast years that ended before the date are named and not counted.
 */
function StubNote({ model }: { model: TModel }) {
  const { t, i18n } = useAppTranslation();
  const { input } = useModel();
  const { stub, dcf, forecast } = model;
  const language = currentLanguage(i18n);
  const firstYear = forecast.fiscalYears[stub.elapsedYears];
  if (firstYear === undefined) return null;
  const elapsed = forecast.fiscalYears.slice(0, stub.elapsedYears);
  return (
    <>
      {elapsed.length > 0 && (
        <p className="mt-2 text-xs text-ink-muted" data-testid="elapsed-note">
          {t('valuation:dcf.elapsedNote', {
            count: elapsed.length,
            years: elapsed.map((year) => t('valuation:dcf.forecastYear', { year })).join(', '),
          })}
        </p>
      )}
      <p className="mt-2 text-xs text-ink-muted" data-testid="stub-note">
        {t('valuation:dcf.stubNote', {
          date: input.valuationDate,
          days: formatFigure(stub.daysRemaining, 'number', language, { digits: 0 }),
          daysInYear: formatFigure(stub.daysInYear, 'number', language, { digits: 0 }),
          yearLabel: t('valuation:dcf.forecastYear', { year: firstYear }),
          fraction: formatFigure(dcf.stubFraction, 'number', language, { digits: 4 }),
          period: formatFigure(dcf.discountPeriods[stub.elapsedYears], 'number', language, { digits: 4 }),
        })}
      </p>
    </>
  );
}

function TerminalValue({ model, unit }: { model: TModel; unit: string }) {
  const { t } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const terminal = model.dcf.terminal;
  return (
    <Card title={t('valuation:dcf.terminalValue')} actions={<span className="text-xs text-ink-muted">{unit}</span>}>
      <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
        <Line label={t('valuation:dcf.terminal.method')}>
          {terminal.method === 'perpetuity'
            ? t('valuation:dcf.terminal.perpetuity')
            : t('valuation:dcf.terminal.exitMultiple')}
        </Line>
        {terminal.reinvestment ? (
          <>
            <Line label={t('valuation:dcf.terminal.nopatNext')}>
              <Figure value={terminal.reinvestment.nopatNext} kind="money" scale={reportUnit} />
            </Line>
            <Line label={t('valuation:dcf.terminal.returnOnCapital')}>
              <Figure value={terminal.reinvestment.returnOnCapital} kind="percent" digits={1} />
            </Line>
            <Line label={t('valuation:dcf.terminal.returnOnNewCapital')}>
              <Figure value={terminal.reinvestment.returnOnNewCapital} kind="percent" digits={1} />
            </Line>
            <Line label={t('valuation:dcf.terminal.reinvestmentRate')}>
              <Figure value={terminal.reinvestment.rate} kind="percent" digits={1} testId="reinvestment-rate" />
            </Line>
          </>
        ) : null}
        {terminal.perpetuity ? (
          <Line label={t('valuation:dcf.terminal.fcfNext')}>
            <Figure value={terminal.perpetuity.fcfNext} kind="money" scale={reportUnit} />
          </Line>
        ) : (
          <Line label={t('valuation:dcf.terminal.multiple')}>
            <Figure value={terminal.multiple} kind="multiple" />
          </Line>
        )}
        <Line label={t('valuation:dcf.terminal.value')}>
          <Figure value={terminal.value} kind="money" scale={reportUnit} testId="terminal-value" />
        </Line>
        <Line label={t('valuation:dcf.rows.discountPeriod')}>
          <Figure value={terminal.discountPeriod} kind="number" digits={4} />
        </Line>
        <Line label={t('valuation:dcf.rows.discountFactor')}>
          <Figure value={terminal.discountFactor} kind="number" digits={4} />
        </Line>
        <Line label={t('valuation:dcf.rows.presentValue')}>
          <Figure value={terminal.presentValue} kind="money" scale={reportUnit} />
        </Line>
        <Line label={t('valuation:dcf.terminal.shareOfEv')}>
          <Figure value={model.dcf.terminalShareOfEv} kind="percent" digits={1} />
        </Line>
        {terminal.impliedExitMultiple !== null ? (
          <Line label={t('valuation:dcf.terminal.impliedMultiple')}>
            <Figure value={terminal.impliedExitMultiple} kind="multiple" />
          </Line>
        ) : null}
        {terminal.impliedGrowth !== null ? (
          <Line label={t('valuation:dcf.terminal.impliedGrowth')}>
            <Figure value={terminal.impliedGrowth} kind="percent" />
          </Line>
        ) : null}
      </dl>
    </Card>
  );
}

const BRIDGE_LABELS = {
  debt: 'valuation:dcf.bridge.debt',
  leases: 'valuation:dcf.bridge.leases',
  cash: 'valuation:dcf.bridge.cash',
  investments: 'valuation:dcf.bridge.investments',
  minorityInterest: 'valuation:dcf.bridge.minorityInterest',
  preferred: 'valuation:dcf.bridge.preferred',
} as const;

function Bridge({ model, unit }: { model: TModel; unit: string }) {
  const { t } = useAppTranslation();
  const { unit: reportUnit } = useReportUnit();
  const { currency } = useModel();
  const bridge = model.dcf.bridge;
  return (
    <Card title={t('valuation:dcf.bridge.title')} actions={<span className="text-xs text-ink-muted">{unit}</span>}>
      <dl className="text-sm" data-testid="bridge">
        <Line label={t('valuation:dcf.bridge.sumPv')}>
          <Figure value={model.dcf.sumPvFcff} kind="money" scale={reportUnit} />
        </Line>
        <Line label={t('valuation:dcf.bridge.pvTerminal')}>
          <Figure value={model.dcf.terminal.presentValue} kind="money" scale={reportUnit} />
        </Line>
        <Line label={t('valuation:figures.enterpriseValue')} isTotal>
          <Figure value={bridge.enterpriseValue} kind="money" scale={reportUnit} testId="enterprise-value" />
        </Line>
        {bridge.lines.map((line) => (
          <Line key={line.item} label={`${line.sign < 0 ? '−' : '+'} ${t(BRIDGE_LABELS[line.item])}`}>
            <Figure value={line.amount} kind="money" scale={reportUnit} />
          </Line>
        ))}
        <Line label={t('valuation:figures.equityValue')} isTotal>
          <Figure value={bridge.equityValue} kind="money" scale={reportUnit} testId="equity-value" />
        </Line>
        <Line label={t('valuation:dcf.bridge.shares')}>
          <Figure value={bridge.shares / 1e6} kind="number" digits={1} />
        </Line>
        <Line label={t('valuation:figures.impliedPrice')} isTotal>
          <Figure value={bridge.valuePerShare} kind="perShare" currency={currency} testId="dcf-implied-price" />
        </Line>
        <Line label={t('valuation:figures.currentPrice')}>
          <Figure value={bridge.price} kind="perShare" currency={currency} />
        </Line>
        <Line label={t('valuation:figures.upside')}>
          <Figure value={bridge.upside} kind="percent" digits={1} isSigned />
        </Line>
      </dl>
      {model.base.latest && (
        <p className="mt-2 text-xs text-ink-muted" data-testid="bridge-as-of">
          {t('valuation:dcf.bridge.asOf', { date: model.base.latest.periodEnd, period: model.base.latest.label })}
        </p>
      )}
    </Card>
  );
}

function Line({ label, children, isTotal = false }: { label: string; children: React.ReactNode; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 border-b border-line py-1.5 ${isTotal ? 'font-semibold' : ''}`}>
      <dt className="text-ink">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}
