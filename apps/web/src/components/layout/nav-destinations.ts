/** A place the header leads to: its path, its label in `common:nav` and the test id of its link. */
export type TNavDestination = {
  to: string;
  labelKey: `common:nav.${'newModel' | 'myModels' | 'documents' | 'chat' | 'knowledge' | 'assistants' | 'research' | 'files' | 'modelProviders' | 'api'}`;
  testId: string;
  /** Only this exact path is the destination (`/models`, not the model under `/models/:id`). */
  isExact?: boolean;
};

/**
 * The places a user works in, always in the bar: the valuation half, then the AI half. Their labels
 * fit one row at 1280 px in every language, with the "More" button beside them (the browser tests
 * measure it).
 */
export const PRIMARY_DESTINATIONS: readonly TNavDestination[] = [
  { to: '/models/new', labelKey: 'common:nav.newModel', testId: 'nav-new-model' },
  { to: '/models', labelKey: 'common:nav.myModels', testId: 'nav-my-models', isExact: true },
  { to: '/documents', labelKey: 'common:nav.documents', testId: 'nav-documents' },
  { to: '/chat', labelKey: 'common:nav.chat', testId: 'nav-chat' },
  { to: '/knowledge', labelKey: 'common:nav.knowledge', testId: 'nav-knowledge' },
  { to: '/assistants', labelKey: 'common:nav.assistants', testId: 'nav-assistants' },
];

/**
 * Places behind the "More" button: deep research (the bar has no room left for it at 1280 px in
 * Spanish), the files kept for knowledge bases, and settings.
 */
export const SECONDARY_DESTINATIONS: readonly TNavDestination[] = [
  { to: '/research', labelKey: 'common:nav.research', testId: 'nav-research' },
  { to: '/files', labelKey: 'common:nav.files', testId: 'nav-files' },
  { to: '/settings/model-providers', labelKey: 'common:nav.modelProviders', testId: 'nav-model-providers' },
  { to: '/settings/api', labelKey: 'common:nav.api', testId: 'nav-api' },
];
