import type { TLlmModelType } from '@app/contract';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { RESULT_KEYS } from './labels';

/** What a connection test found: the model's words (or vector size, scores, audio size) and the time. */
export function TestResult({
  result,
  testId,
}: {
  result: { modelType: TLlmModelType; sample: string; latencyMs: number };
  testId: string;
}) {
  const { t } = useAppTranslation();
  return (
    <p
      role="status"
      data-testid={testId}
      className="rounded-md border border-success/40 bg-success-soft px-3 py-2 text-sm text-success"
    >
      {t(RESULT_KEYS[result.modelType], { ms: result.latencyMs, sample: result.sample })}
    </p>
  );
}
