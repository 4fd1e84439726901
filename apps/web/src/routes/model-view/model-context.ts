import { createContext, use } from 'react';
import type { TModelWorkspace } from './hooks/use-model-workspace';

export const ModelContext = createContext<TModelWorkspace | null>(null);

/** The model the tabs show; only valid inside the model view. */
export function useModel(): TModelWorkspace {
  const workspace = use(ModelContext);
  if (!workspace) throw new Error('useModel must be used inside the model view');
  return workspace;
}
