import { useCallback, useRef, useState } from 'react';
import { type TModelSettingsData, useUpdateModel } from '../../../api/model';

/** A model's settings as the screen holds them, and how to change them. */
export type TModelSettingsState = {
  settings: TModelSettingsData;
  /** Replaces some settings: shown at once, saved with `model/dcf/update`. */
  editSettings: (patch: Partial<TModelSettingsData>) => void;
  /** Whether the last save of the settings failed (the screen keeps them; the next edit tries again). */
  settingsSaveFailed: boolean;
};

/**
 * The settings are applied on screen at once and saved straight away: a choice (a unit, a grid)
 * is one click, not a stream of keystrokes, so there is nothing to wait for.
 */
export function useModelSettings(modelId: string, saved: TModelSettingsData): TModelSettingsState {
  const { mutate } = useUpdateModel();
  const [settings, setSettings] = useState(saved);
  const [settingsSaveFailed, setSettingsSaveFailed] = useState(false);
  // Two edits in one render each build on the one before.
  const current = useRef(saved);

  const editSettings = useCallback(
    (patch: Partial<TModelSettingsData>) => {
      const next = { ...current.current, ...patch };
      current.current = next;
      setSettings(next);
      mutate(
        { modelId, settings: next },
        { onSuccess: () => setSettingsSaveFailed(false), onError: () => setSettingsSaveFailed(true) },
      );
    },
    [mutate, modelId],
  );

  return { settings, editSettings, settingsSaveFailed };
}
