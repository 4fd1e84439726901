import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** The dialog (with the Markdown renderer) loads when it is first opened. */
const AskModelDialog = lazy(async () => ({ default: (await import('./ask-model-dialog')).AskModelDialog }));

/** The model view's "Ask" button and its dialog. */
export function AskModelButton({ modelId, modelName }: { modelId: string; modelName: string }) {
  const { t } = useAppTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={buttonClass('secondary', 'text-sm')}
        data-testid="ask-model-open"
      >
        {t('chat:ask.open')}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AskModelDialog modelId={modelId} modelName={modelName} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
