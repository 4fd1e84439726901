import { ZFileNameSchema } from '@app/contract';
import { z } from 'zod';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';

const ZNameFormSchema = z.object({ name: ZFileNameSchema });

/**
 * Asks for a name (a new folder, or a new name for an item), checked by the contract's rule as the
 * server checks it; the server's refusal (a name the folder holds, a changed extension) shows in the form.
 */
export function NameDialog({
  title,
  label,
  hint,
  initialName,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
  testId,
}: {
  title: string;
  label: string;
  hint?: string;
  initialName: string;
  submitLabel: string;
  isPending: boolean;
  /** Resolves when done; a rejection is the server's refusal, shown in the form. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useAppTranslation();
  const form = useContractForm(ZNameFormSchema, handleValid);

  function handleValid(data: z.output<typeof ZNameFormSchema>): void {
    onSubmit(data.name).then(onClose, form.showError);
  }

  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <form {...form.formProps} className="flex flex-col gap-4" data-testid={`${testId}-form`}>
        <FormAlert message={form.formError} />
        <TextField
          name="name"
          label={label}
          defaultValue={initialName}
          autoComplete="off"
          error={form.fieldError('name')}
          {...(hint ? { hint } : {})}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('knowledge:files.cancel')}
          </button>
          <SubmitButton label={submitLabel} pendingLabel={t('knowledge:files.saving')} isPending={isPending} />
        </div>
      </form>
    </Dialog>
  );
}
