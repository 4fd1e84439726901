import { LANGUAGES, type TLanguage } from '@app/contract';
import type { Resource, ResourceLanguage } from 'i18next';

/** The translation namespaces: one JSON file each, per language, under `src/locales/<language>/`. */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'account',
  'valuation',
  'documents',
  'llm',
  'chat',
  'knowledge',
  'assistants',
  'api',
  'research',
  'breakdown',
  'peers',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/**
 * Every locale file but the lazy namespaces' (`lazy-namespaces.ts`), bundled. They are a few
 * kilobytes each, so loading them all at start costs less than a round trip when the language
 * changes, and a switch is instant.
 */
const modules = import.meta.glob<ResourceLanguage>(
  [
    '../locales/*/*.json',
    '!../locales/*/documents.json',
    '!../locales/*/knowledge.json',
    '!../locales/*/assistants.json',
    '!../locales/*/api.json',
    '!../locales/*/research.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

/** i18next resources: `{ [language]: { [namespace]: translations } }`. */
export const resources: Resource = buildResources(modules);

function buildResources(files: Record<string, ResourceLanguage>): Resource {
  const result: Resource = {};
  for (const [path, translations] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    if (!(LANGUAGES as readonly string[]).includes(language)) continue;
    result[language as TLanguage] ??= {};
    (result[language] as ResourceLanguage)[namespace] = translations;
  }
  return result;
}
