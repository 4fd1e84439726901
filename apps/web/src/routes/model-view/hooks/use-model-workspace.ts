import { type TScenarioCase, ZModelAssumptionsInputSchema } from '@app/contract';
import { runModel, type TModel, type TModelInput, type TResult, type TScenarioShifts } from '@app/valuation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type TModelValuesData, useUpdateModel } from '../../../api/model';
import { shiftsOf, valueScenario } from '../scenarios/scenario-shifts';
import { assumptionsOf, modelInputOf, type TModelAssumptions, withAssumptions } from './model-assumptions';
import { type TModelSettingsState, useModelSettings } from './use-model-settings';

/** Edits are saved once they have stopped for this long. */
export const SAVE_DEBOUNCE_MS = 800;

/** Whether the user's edits are on the server; `invalid` edits (no value) are not sent. */
export type TSaveState = 'saved' | 'pending' | 'saving' | 'error' | 'invalid';

/** A model being explored: its values, the live engine input and result, and how to change them. */
export type TModelWorkspace = TModelSettingsState & {
  values: TModelValuesData;
  /** The input as the server stored it (defaults or saved assumptions). */
  savedInput: TModelInput;
  /**
   * What the screen shows: the active scenario's engine input (`applyScenario` over `baseInput`),
   * `baseInput` itself in the base case or when the scenario's shifts cannot apply.
   */
  input: TModelInput;
  /** The engine run in the browser over the active scenario (its failure when the shifts cannot apply). */
  result: TResult<TModel>;
  /** The input with the user's edits: the base case, what `edit` changes and what is saved. */
  baseInput: TModelInput;
  /** The engine run over `baseInput`. */
  baseResult: TResult<TModel>;
  /** The case the model is read in (saved with its settings). */
  scenario: TScenarioCase;
  /** The active case's shifts from the base case (all 0 in the base case). */
  scenarioShifts: TScenarioShifts;
  /** How long that run took, in milliseconds. */
  computeMs: number;
  currency: string;
  saveState: TSaveState;
  /** Replaces some assumptions; re-values at once and saves after a pause. */
  edit: (patch: TModelAssumptions) => void;
  /** Back to the engine's defaults (saved as `assumptions: null`). */
  reset: () => void;
  isResetting: boolean;
  /** After a reset: puts back the assumptions it replaced (saved again), else `null`. */
  undoReset: (() => void) | null;
};

/** Runs the engine and measures it. */
export function valueModel(input: TModelInput): { result: TResult<TModel>; computeMs: number } {
  const started = performance.now();
  const result = runModel(input);
  return { result, computeMs: performance.now() - started };
}

/** Whether the server would save these assumptions: within the contract's ranges, and valued by the engine. */
function isSavable(input: TModelInput): boolean {
  return ZModelAssumptionsInputSchema.safeParse(assumptionsOf(input)).success && runModel(input).ok;
}

/**
 * The live model: every edit re-runs the valuation engine in the browser (no round trip), and is
 * saved with `model/dcf/update` once the edits pause.
 */
export function useModelWorkspace(values: TModelValuesData): TModelWorkspace {
  const update = useUpdateModel();
  const savedInput = useMemo(() => modelInputOf(values.modelInput), [values.modelInput]);
  const [draft, setDraft] = useState<TModelAssumptions | null>(null);
  const [saveState, setSaveState] = useState<TSaveState>('saved');
  const baseInput = useMemo(() => withAssumptions(savedInput, draft), [savedInput, draft]);
  const base = useMemo(() => valueModel(baseInput), [baseInput]);
  const settings = useModelSettings(values.modelId, values.settings);
  const scenarios = settings.settings.scenarios;
  const scenario = scenarios.active;
  const scenarioShifts = useMemo(() => shiftsOf(scenarios, scenario), [scenarios, scenario]);
  // Switching the case re-values the whole model here, in the browser; edits keep changing the base.
  const active = useMemo(
    () => (scenario === 'base' ? { input: baseInput, ...base } : valueScenario(baseInput, scenarioShifts)),
    [scenario, baseInput, base, scenarioShifts],
  );
  const { input, result, computeMs } = active;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate } = update;
  const modelId = values.modelId;

  /** The input waiting for its save, so leaving the model still saves it. */
  const pending = useRef<TModelInput | null>(null);

  const save = useCallback(
    (next: TModelInput) => {
      pending.current = null;
      // The server refuses assumptions the engine cannot value, or outside the contract's ranges:
      // keep them on screen, unsent.
      if (!isSavable(next)) {
        setSaveState('invalid');
        return;
      }
      setSaveState('saving');
      mutate(
        { modelId, assumptions: assumptionsOf(next) },
        { onSuccess: () => setSaveState('saved'), onError: () => setSaveState('error') },
      );
    },
    [mutate, modelId],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const next = pending.current;
      if (next && isSavable(next)) mutate({ modelId, assumptions: assumptionsOf(next) });
    },
    [mutate, modelId],
  );

  const draftRef = useRef(draft);
  const [isResetting, setIsResetting] = useState(false);

  const edit = useCallback(
    (patch: TModelAssumptions) => {
      const next = { ...draftRef.current, ...patch };
      draftRef.current = next;
      setDraft(next);
      setReplaced(null);
      setSaveState('pending');
      clearTimeout(timer.current);
      const nextInput = withAssumptions(savedInput, next);
      pending.current = nextInput;
      timer.current = setTimeout(() => save(nextInput), SAVE_DEBOUNCE_MS);
    },
    [savedInput, save],
  );

  /** The assumptions a reset replaced, kept so the reset can be undone. */
  const [replaced, setReplaced] = useState<ReturnType<typeof assumptionsOf> | null>(null);
  const inputRef = useRef(baseInput);
  inputRef.current = baseInput;

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    const before = assumptionsOf(inputRef.current);
    setSaveState('saving');
    setIsResetting(true);
    mutate(
      { modelId, assumptions: null },
      {
        onSuccess: () => {
          draftRef.current = null;
          setDraft(null);
          setSaveState('saved');
          setReplaced(before);
        },
        onError: () => setSaveState('error'),
        onSettled: () => setIsResetting(false),
      },
    );
  }, [mutate, modelId]);

  const undoReset = useCallback(() => {
    if (!replaced) return;
    setSaveState('saving');
    setIsResetting(true);
    mutate(
      { modelId, assumptions: replaced },
      {
        onSuccess: () => {
          setSaveState('saved');
          setReplaced(null);
        },
        onError: () => setSaveState('error'),
        onSettled: () => setIsResetting(false),
      },
    );
  }, [mutate, modelId, replaced]);

  const currency = values.results.currency || (base.result.ok ? base.result.value.base.currency : 'USD');
  return {
    ...settings,
    values,
    savedInput,
    input,
    result,
    baseInput,
    baseResult: base.result,
    scenario,
    scenarioShifts,
    computeMs,
    currency,
    saveState,
    edit,
    reset,
    isResetting,
    undoReset: replaced ? undoReset : null,
  };
}
