import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/web/src`, wherever the tests run from. */
export const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The locale folders: `src/locales/<language>/<namespace>.json`. */
export const LOCALES_DIR = join(SRC_DIR, 'locales');

/** A source file: its path relative to `src` and its text. */
export type TSourceFile = { path: string; text: string };

/** Every app source file under `src` with one of the extensions, tests and test helpers excluded. */
export function appSourceFiles(extensions: readonly string[]): TSourceFile[] {
  return walk(SRC_DIR)
    .filter((path) => extensions.some((extension) => path.endsWith(extension)))
    .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith(`test${'/'}`))
    .map((path) => ({ path, text: readFileSync(join(SRC_DIR, path), 'utf8') }));
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [relative(SRC_DIR, full)];
  });
}

/** Reads one locale file as a plain object. */
export function readLocale(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

/** The namespaces present for a language (file names without `.json`). */
export function localeNamespaces(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}
