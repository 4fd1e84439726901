import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** A dialog holding one form (`useContractForm`'s props), with cancel and submit at its foot. */
export function FormDialog({
  title,
  formProps,
  formError,
  submitLabel,
  pendingLabel,
  isPending,
  onClose,
  testId,
  formTestId = `${testId}-form`,
  children,
}: {
  title: string;
  formProps: ComponentProps<'form'>;
  formError: string | null;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onClose: () => void;
  testId: string;
  formTestId?: string;
  children: ReactNode;
}) {
  const { t } = useAppTranslation();
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <form {...formProps} className="flex flex-col gap-4" data-testid={formTestId}>
        <FormAlert message={formError} />
        {children}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('knowledge:common.cancel')}
          </button>
          <SubmitButton label={submitLabel} pendingLabel={pendingLabel} isPending={isPending} />
        </div>
      </form>
    </Dialog>
  );
}
