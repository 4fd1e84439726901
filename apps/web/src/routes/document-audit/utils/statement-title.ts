import type { TStatementData } from '../../../api/financial';
import { PERIOD_LENGTH_LABELS, STATEMENT_TYPE_LABELS } from '../../../components/documents/labels';
import { formatDate } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/**
 * How a statement is named on the audit screen: its type and its period, e.g. "Income statement"
 * and "12 months ended September 28, 2024", or "Balance sheet" and "At September 28, 2024".
 * Statement dates are calendar days: they are written in UTC so no time zone moves them.
 */
export function useStatementTitle() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  return (statement: TStatementData) => {
    const date = formatDate(statement.periodEnd, language, 'UTC');
    const period =
      statement.statementType === 'balance_sheet'
        ? t('documents:period.instant', { date })
        : statement.periodLength
          ? t('documents:period.duration', { length: t(PERIOD_LENGTH_LABELS[statement.periodLength]), date })
          : t('documents:period.ended', { date });
    return { type: t(STATEMENT_TYPE_LABELS[statement.statementType]), period };
  };
}
