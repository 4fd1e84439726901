import type { TValuationErrorCode } from '@app/valuation';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useModel } from './model-context';

/** The reader's message for each engine failure. */
export const ERROR_MESSAGES = {
  INVALID_INPUT: 'valuation:engineErrors.INVALID_INPUT',
  GROWTH_NOT_BELOW_DISCOUNT_RATE: 'valuation:engineErrors.GROWTH_NOT_BELOW_DISCOUNT_RATE',
  NON_POSITIVE_SHARES: 'valuation:engineErrors.NON_POSITIVE_SHARES',
  INSUFFICIENT_HISTORY: 'valuation:engineErrors.INSUFFICIENT_HISTORY',
  NO_ROOT_IN_BRACKET: 'valuation:engineErrors.INVALID_INPUT',
  ROOT_NOT_CONVERGED: 'valuation:engineErrors.INVALID_INPUT',
} as const satisfies Record<TValuationErrorCode, string>;

/** Why the model has no value with the current assumptions (e.g. terminal growth at or above WACC). */
export function ModelError() {
  const { t } = useAppTranslation();
  const { result } = useModel();
  if (result.ok) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger"
      data-testid="model-error"
      data-code={result.error.code}
    >
      {t(ERROR_MESSAGES[result.error.code])}
    </div>
  );
}
