import { COMPS_PROPOSAL_LIMITS, compsProposalRoutes } from '@app/contract';
import { useState } from 'react';
import { z } from 'zod';
import { type TCompsProposalsData, useProposePeers } from '../../../api/comps';
import { ApiError } from '../../../api/errors';
import { buttonClass } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { TextAreaField } from '../../knowledge/text-area-field';

const ZInstructionFormSchema = z.object({
  instruction: compsProposalRoutes.comps_ticker_propose.input.shape.instruction,
});

/**
 * The instruction to the chat model, checked with the contract's rules. A failure shows the
 * catalogue's message; one the model or the provider caused (an unreadable answer, a timeout) can be
 * tried again as it was. Without a chat model the panel switches to the filters.
 */
export function InstructionForm({
  modelId,
  onProposals,
  onNoChatModel,
}: {
  modelId: string;
  onProposals: (result: TCompsProposalsData) => void;
  onNoChatModel: () => void;
}) {
  const { t } = useAppTranslation();
  const propose = useProposePeers();
  const [lastInstruction, setLastInstruction] = useState<string | null>(null);
  const form = useContractForm(ZInstructionFormSchema, handleValid);
  const isRetryable = propose.error instanceof ApiError && propose.error.status >= 500;

  function send(instruction: string): void {
    setLastInstruction(instruction);
    propose.mutate(
      { modelId, instruction },
      {
        onSuccess: onProposals,
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === 'LLM_NOT_CONFIGURED') onNoChatModel();
          else form.showError(error);
        },
      },
    );
  }

  function handleValid(data: z.output<typeof ZInstructionFormSchema>): void {
    send(data.instruction);
  }

  function handleRetry(): void {
    if (lastInstruction) send(lastInstruction);
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-3" data-testid="comps-instruction-form">
      <p className="text-sm text-ink-muted">{t('peers:regenerate.intro')}</p>
      <FormAlert message={form.formError} />
      {isRetryable && !propose.isPending ? (
        <div>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={handleRetry}
            data-testid="comps-propose-retry"
          >
            {t('peers:regenerate.retry')}
          </button>
        </div>
      ) : null}
      <TextAreaField
        name="instruction"
        label={t('peers:regenerate.instruction')}
        hint={t('peers:regenerate.instructionHint')}
        rows={3}
        maxLength={COMPS_PROPOSAL_LIMITS.instructionChars}
        error={form.fieldError('instruction')}
        testId="comps-instruction"
      />
      <div>
        <SubmitButton
          label={t('peers:regenerate.submit')}
          pendingLabel={t('peers:regenerate.submitting')}
          isPending={propose.isPending}
        />
      </div>
    </form>
  );
}
