import { useApiStats } from '../../api/api-tokens';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';

/** The period the usage covers: today (UTC) and the days before it. */
export const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Calls, model tokens and conversations of the user's tokens per day, the days with use only, newest first. */
export function UsageSection() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const today = new Date();
  const toDate = today.toISOString().slice(0, 10);
  const fromDate = new Date(today.getTime() - (USAGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const stats = useApiStats(fromDate, toDate);
  const used = (stats.data ?? []).filter((day) => day.calls > 0 || day.tokens > 0 || day.conversations > 0).reverse();
  const total = used.reduce(
    (sum, day) => ({
      calls: sum.calls + day.calls,
      tokens: sum.tokens + day.tokens,
      conversations: sum.conversations + day.conversations,
    }),
    { calls: 0, tokens: 0, conversations: 0 },
  );
  const number = (value: number) => formatNumber(value, language);
  return (
    <AccountSection title={t('api:usage.heading')} description={t('api:usage.description', { days: USAGE_DAYS })}>
      {stats.isPending ? <LoadingStatus /> : null}
      {stats.isError ? <LoadError error={stats.error} fallback={t('common:network.unreachable')} /> : null}
      {stats.isSuccess && used.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="api-usage-empty">
          {t('api:usage.none', { days: USAGE_DAYS })}
        </p>
      ) : null}
      {used.length > 0 ? (
        <table className="w-full text-left text-sm tabular-nums" data-testid="api-usage">
          <thead className="text-xs text-ink-muted">
            <tr>
              <th className="py-2 pr-3 font-medium">{t('api:usage.day')}</th>
              <th className="py-2 pr-3 text-right font-medium">{t('api:usage.calls')}</th>
              <th className="py-2 pr-3 text-right font-medium">{t('api:usage.tokens')}</th>
              <th className="py-2 text-right font-medium">{t('api:usage.conversations')}</th>
            </tr>
          </thead>
          <tbody>
            {used.map((day) => (
              <tr key={day.day} className="border-t border-line" data-testid="api-usage-day">
                <td className="py-2 pr-3 text-ink">{day.day}</td>
                <td className="py-2 pr-3 text-right text-ink">{number(day.calls)}</td>
                <td className="py-2 pr-3 text-right text-ink">{number(day.tokens)}</td>
                <td className="py-2 text-right text-ink">{number(day.conversations)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line-strong font-medium" data-testid="api-usage-total">
              <td className="py-2 pr-3 text-ink">{t('api:usage.total')}</td>
              <td className="py-2 pr-3 text-right text-ink">{number(total.calls)}</td>
              <td className="py-2 pr-3 text-right text-ink">{number(total.tokens)}</td>
              <td className="py-2 text-right text-ink">{number(total.conversations)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </AccountSection>
  );
}
