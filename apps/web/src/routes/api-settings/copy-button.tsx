import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** Copies a text to the clipboard and says whether it worked (a browser may refuse). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useAppTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  async function handleCopy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className={buttonClass('secondary', 'px-3 py-1')} onClick={handleCopy} data-testid={testId}>
        {outcome === 'copied' ? t('api:newToken.copied') : label}
      </button>
      {outcome === 'failed' ? (
        <span role="alert" className="text-xs text-danger">
          {t('api:newToken.copyFailed')}
        </span>
      ) : null}
    </span>
  );
}
