import { SCENARIO_CASES, type TScenarioCase } from '@app/contract';
import type { TModel } from '@app/valuation';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/model/figure';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ERROR_MESSAGES } from '../model-error';
import { Card } from '../overview';
import { MoneyWithUnit } from '../report-unit/money-with-unit';
import type { TValuedScenario } from './scenario-shifts';
import { scenarioFailure } from './scenario-switch';

/** The figures each case is compared on, read from its own engine run. */
const RESULT_ROWS = [
  {
    id: 'value-per-share',
    label: 'valuation:scenarios.results.valuePerShare',
    render: (model, _valued, currency) => (
      <Figure value={model.dcf.bridge.valuePerShare} kind="perShare" currency={currency} />
    ),
  },
  {
    id: 'equity-value',
    label: 'valuation:scenarios.results.equityValue',
    render: (model) => <MoneyWithUnit value={model.dcf.bridge.equityValue} />,
  },
  {
    id: 'upside',
    label: 'valuation:scenarios.results.upside',
    render: (model) => <Figure value={model.dcf.bridge.upside} kind="percent" digits={1} isSigned />,
  },
  {
    id: 'wacc',
    label: 'valuation:scenarios.results.wacc',
    render: (model) => <Figure value={model.discountRate.value} kind="percent" />,
  },
  {
    id: 'terminal',
    label: 'valuation:scenarios.results.terminal',
    render: (_model, valued) =>
      valued.input.terminal.method === 'perpetuity' ? (
        <Figure value={valued.input.terminal.growth} kind="percent" />
      ) : (
        <Figure value={valued.input.terminal.multiple} kind="multiple" digits={1} />
      ),
  },
  {
    id: 'revenue',
    label: 'valuation:scenarios.results.revenue',
    render: (model) => <MoneyWithUnit value={model.forecast.income.revenue.at(-1)} />,
  },
  {
    id: 'operating-income',
    label: 'valuation:scenarios.results.operatingIncome',
    render: (model) => <MoneyWithUnit value={model.forecast.income.ebit.at(-1)} />,
  },
] as const satisfies readonly {
  id: string;
  label: string;
  render: (model: TModel, valued: TValuedScenario, currency: string) => ReactNode;
}[];

/** Each case valued side by side; a case the engine cannot value says why in its column. */
export function ScenarioResults({
  valued,
  cellClass,
}: {
  valued: Record<TScenarioCase, TValuedScenario>;
  cellClass: (scenario: TScenarioCase) => string;
}) {
  const { t } = useAppTranslation();
  const { currency, baseResult } = useModel();
  const lastYear = baseResult.ok
    ? baseResult.value.base.fiscalYear + baseResult.value.forecast.income.revenue.length
    : Number.NaN;

  return (
    <Card title={t('valuation:scenarios.results.title')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="scenario-results">
          <tbody>
            {RESULT_ROWS.map((row) => {
              return (
                <tr key={row.id} className="border-b border-line">
                  <th scope="row" className="py-1.5 text-left font-normal text-ink">
                    {t(row.label, { year: lastYear })}
                  </th>
                  {SCENARIO_CASES.map((option) => {
                    const result = valued[option].result;
                    return (
                      <td
                        key={option}
                        className={cellClass(option)}
                        data-testid={`scenario-${row.id}-${option}`}
                        data-value={result.ok ? undefined : 'none'}
                      >
                        {result.ok ? row.render(result.value, valued[option], currency) : '—'}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            <FailureRow valued={valued} cellClass={cellClass} />
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Why a case has no value (its shifts leave the engine's ranges, or the engine refuses it). */
function FailureRow({
  valued,
  cellClass,
}: {
  valued: Record<TScenarioCase, TValuedScenario>;
  cellClass: (scenario: TScenarioCase) => string;
}) {
  const { t } = useAppTranslation();
  if (SCENARIO_CASES.every((option) => valued[option].result.ok)) return null;
  return (
    <tr>
      <th scope="row" className="py-1.5 text-left font-normal text-ink-muted">
        {t('valuation:scenarios.results.noValue')}
      </th>
      {SCENARIO_CASES.map((option) => {
        const result = valued[option].result;
        if (result.ok) return <td key={option} className={cellClass(option)} />;
        return (
          <td
            key={option}
            className={`${cellClass(option)} text-xs text-danger`}
            data-testid={`scenario-error-${option}`}
          >
            {t(scenarioFailure(result) ?? ERROR_MESSAGES[result.error.code])}
          </td>
        );
      })}
    </tr>
  );
}
