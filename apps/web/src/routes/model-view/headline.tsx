import { Link } from 'react-router';
import { LINK_CLASS } from '../../components/button-styles';
import { Figure } from '../../components/model/figure';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AskModelButton } from '../chat/ask-model-button';
import { DownloadWorkbook } from './download-workbook';
import { useModel } from './model-context';
import { SaveState } from './save-state';
import { ScenarioNote, ScenarioSwitch } from './scenarios/scenario-switch';

/**
 * The company and the figures at a glance: current price, implied price per share and upside (of the
 * case the model is read in: bear, base or bull, switched here).
 */
export function Headline() {
  const { t } = useAppTranslation();
  const { values, result, currency } = useModel();
  const bridge = result.ok ? result.value.dcf.bridge : null;
  const price = bridge?.price ?? values.market.price?.value ?? values.results.currentPrice;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <nav aria-label={t('valuation:model.breadcrumb')} className="mb-1 text-xs text-ink-muted">
          <Link to="/models" className={LINK_CLASS}>
            {t('valuation:myModels.title')}
          </Link>
          <span aria-hidden="true"> / </span>
          <span data-testid="model-name">{values.name}</span>
        </nav>
        <p className="text-sm font-semibold text-accent" data-testid="model-ticker">
          {values.ticker}
          {values.company.exchange ? (
            <span className="ml-2 font-normal text-ink-muted">{values.company.exchange}</span>
          ) : null}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{values.company.name}</h1>
        <SaveState />
      </div>
      <div className="flex flex-col items-end gap-3">
        <ScenarioSwitch />
        <div className="flex items-start gap-2">
          <AskModelButton modelId={values.modelId} modelName={values.name} />
          <DownloadWorkbook />
        </div>
        <dl className="grid grid-cols-3 gap-6 text-right">
          <div>
            <dt className="text-xs text-ink-muted">{t('valuation:figures.currentPrice')}</dt>
            <dd className="text-lg font-semibold text-ink">
              <Figure value={price} kind="perShare" currency={currency} testId="current-price" />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('valuation:figures.impliedPrice')}</dt>
            <dd className="text-lg font-semibold text-ink">
              <Figure
                value={bridge?.valuePerShare ?? null}
                kind="perShare"
                currency={currency}
                testId="implied-price"
              />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('valuation:figures.upside')}</dt>
            <dd className="text-lg font-semibold">
              <Figure value={bridge?.upside ?? null} kind="percent" digits={1} isSigned testId="upside" />
            </dd>
          </div>
        </dl>
      </div>
      <div className="basis-full empty:hidden">
        <ScenarioNote />
      </div>
    </header>
  );
}
