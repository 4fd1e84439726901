import { LANGUAGES } from '@app/contract';
import type { i18n, ResourceLanguage } from 'i18next';

/**
 * Namespaces that load with the screens using them rather than at start: the private-company
 * screens' messages (every language at once, a few kilobytes each), fetched by those screens' lazy
 * routes. Every i18n instance gets them, including one created after they were loaded.
 */
export const LAZY_NAMESPACES = ['documents', 'knowledge', 'assistants', 'api', 'research'] as const;
export type TLazyNamespace = (typeof LAZY_NAMESPACES)[number];

const files = import.meta.glob<ResourceLanguage>(
  [
    '../locales/*/documents.json',
    '../locales/*/knowledge.json',
    '../locales/*/assistants.json',
    '../locales/*/api.json',
    '../locales/*/research.json',
  ],
  {
    import: 'default',
  },
);
const loaded = new Map<TLazyNamespace, Map<string, ResourceLanguage>>();
const pending = new Map<TLazyNamespace, Promise<void>>();
const instances = new Set<i18n>();

/** Loads a namespace in every language (once) and adds it to every i18n instance. */
export function loadNamespace(namespace: TLazyNamespace): Promise<void> {
  let loading = pending.get(namespace);
  if (!loading) {
    loading = Promise.all(
      Object.entries(files)
        .filter(([path]) => path.endsWith(`/${namespace}.json`))
        .map(async ([path, load]) => [/\/locales\/([^/]+)\//.exec(path)?.[1] ?? '', await load()] as const),
    ).then((bundles) => {
      loaded.set(
        namespace,
        new Map(bundles.filter(([language]) => (LANGUAGES as readonly string[]).includes(language))),
      );
      for (const instance of instances) addLoaded(instance);
    });
    // A failed load (e.g. offline) is tried again by the next screen that needs it.
    loading.catch(() => pending.delete(namespace));
    pending.set(namespace, loading);
  }
  return loading;
}

/** Gives an i18n instance the namespaces loaded so far, and those loaded later. */
export function registerI18n(instance: i18n): void {
  instances.add(instance);
  addLoaded(instance);
}

function addLoaded(instance: i18n): void {
  for (const [namespace, bundles] of loaded) {
    for (const [language, bundle] of bundles) instance.addResourceBundle(language, namespace, bundle, true, true);
  }
}
