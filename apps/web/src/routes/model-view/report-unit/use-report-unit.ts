import type { TReportUnit } from '@app/contract';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { moneyWithUnit, reportUnitLabel } from './report-unit-labels';

/** The unit the model's money is read in, and how to write money in it. */
export type TReportUnitView = {
  unit: TReportUnit;
  /** "USD millions", "百万美元": the heading of a table, a card or an axis. */
  label: string;
  /** A money figure in the unit, without its label (the heading says it). */
  format: (value: number | null | undefined) => string;
  /** A money figure with its unit ("USD 1,850.0 million", "18.50亿美元"), where no heading says it. */
  formatWithUnit: (value: number | null | undefined) => string;
};

/** The model's report unit (`settings.reportUnit`, chosen in the model view and saved with the model). */
export function useReportUnit(): TReportUnitView {
  const { t, i18n } = useAppTranslation();
  const { settings, currency } = useModel();
  const language = currentLanguage(i18n);
  const unit = settings.reportUnit;
  return {
    unit,
    label: reportUnitLabel(t, unit, currency, language),
    format: (value) => formatFigure(value, 'money', language, { scale: unit }),
    formatWithUnit: (value) => moneyWithUnit(t, value, unit, currency, language),
  };
}
