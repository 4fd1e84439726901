import { useState } from 'react';
import type { TCompsData, TCompsProposalsData } from '../../../api/comps';
import { useTenantInfo } from '../../../api/llm';
import { buttonClass } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { FiltersForm } from './filters-form';
import { InstructionForm } from './instruction-form';
import { ProposalsList } from './proposals-list';

type TMode = 'instruction' | 'filters';

/**
 * "Re-generate with instructions": the user's chat model proposes peers for what they write; without
 * a chat model, structured filters search the SEC data instead. The proposals are listed with why
 * and how each was checked, and nothing changes until the user accepts peers.
 */
export function RegeneratePanel({ comps }: { comps: TCompsData }) {
  const { t } = useAppTranslation();
  const tenant = useTenantInfo();
  const hasChatModel = tenant.data ? tenant.data.llmId !== null : true;
  const [isOpen, setIsOpen] = useState(false);
  const [chosenMode, setChosenMode] = useState<TMode | null>(null);
  const [result, setResult] = useState<TCompsProposalsData | null>(null);
  const mode: TMode = chosenMode ?? (hasChatModel ? 'instruction' : 'filters');

  function handleToggle(): void {
    setIsOpen((open) => !open);
  }

  function handleUseFilters(): void {
    setChosenMode('filters');
  }

  function handleUseInstruction(): void {
    setChosenMode('instruction');
  }

  if (!isOpen) {
    return (
      <div className="mb-4">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={handleToggle}
          data-testid="comps-regenerate-open"
        >
          {hasChatModel ? t('peers:regenerate.open') : t('peers:regenerate.openFilters')}
        </button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="comps-regenerate-title"
      className="mb-6 rounded-lg border border-line bg-surface-muted/40 p-4"
      data-testid="comps-regenerate"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h3 id="comps-regenerate-title" className="text-base font-semibold text-ink">
          {mode === 'instruction' ? t('peers:regenerate.title') : t('peers:regenerate.filtersTitle')}
        </h3>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={handleToggle}
          data-testid="comps-regenerate-close"
        >
          {t('peers:regenerate.close')}
        </button>
      </div>
      {mode === 'instruction' ? (
        <InstructionForm modelId={comps.modelId} onProposals={setResult} onNoChatModel={handleUseFilters} />
      ) : (
        <FiltersForm modelId={comps.modelId} hasChatModel={hasChatModel} onProposals={setResult} />
      )}
      <div className="mt-2">
        {mode === 'instruction' ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={handleUseFilters}
            data-testid="comps-use-filters"
          >
            {t('peers:regenerate.useFilters')}
          </button>
        ) : hasChatModel ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={handleUseInstruction}
            data-testid="comps-use-instruction"
          >
            {t('peers:regenerate.useInstruction')}
          </button>
        ) : null}
      </div>
      {result ? <ProposalsList comps={comps} result={result} /> : null}
    </section>
  );
}
