import type { TDataRequirement, TRequirementType, TResearchPlan } from '@app/contract';

/** What this installation can run: which requirement types have their tool configured. */
export type TResearchCapabilities = Record<TRequirementType, boolean>;

/** Why a requirement cannot run; the codes are the screen's to word (in its locale namespace). */
export type TPlanNoteReason =
  | 'no_web_search_provider'
  | 'no_knowledge_base'
  | 'no_valuation_engine'
  | 'no_comps_engine';

export type TPlanNote = { requirement_id: string; type: TRequirementType; reason: TPlanNoteReason };

const REASONS: Record<TRequirementType, TPlanNoteReason> = {
  web_search: 'no_web_search_provider',
  knowledge_base: 'no_knowledge_base',
  dcf: 'no_valuation_engine',
  comps: 'no_comps_engine',
};

/** The requirements of the plan that cannot run as configured, so the plan says so before collection. */
export function planNotes(
  plan: Pick<TResearchPlan, 'data_requirements'>,
  capabilities: TResearchCapabilities,
): TPlanNote[] {
  return plan.data_requirements
    .filter((requirement: TDataRequirement) => !capabilities[requirement.type])
    .map((requirement) => ({
      requirement_id: requirement.requirement_id,
      type: requirement.type,
      reason: REASONS[requirement.type],
    }));
}
