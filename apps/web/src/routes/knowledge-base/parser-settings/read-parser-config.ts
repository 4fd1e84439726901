import { textToDelimiter } from '../../knowledge/utils/delimiter-text';
import { optionalNumber, requiredNumber, splitList, type TFormValues } from '../../knowledge/utils/form-schema';

/** Where a form keeps the chunk-method settings: the wire path of `parser_config`. */
export const PARSER_CONFIG_PREFIX = 'parser_config.';

/**
 * The `parser_config` a form's fields stand for, for the contract to check. Only the fields the
 * chosen method shows are in the form; the rest are left out and take their defaults.
 */
export function readParserConfig(values: TFormValues, prefix = PARSER_CONFIG_PREFIX): Record<string, unknown> {
  const read = (key: string) => values[`${prefix}${key}`];
  const config: Record<string, unknown> = {};
  for (const key of ['chunk_token_num', 'overlapped_percent', 'auto_keywords', 'auto_questions']) {
    const value = requiredNumber(read(key));
    if (value !== undefined) config[key] = value;
  }
  const delimiter = read('delimiter');
  if (typeof delimiter === 'string') config.delimiter = textToDelimiter(delimiter);
  for (const key of ['layout_recognize', 'html4excel']) {
    const value = read(key);
    if (typeof value === 'boolean') config[key] = value;
  }
  const pages = readPageRanges(values, `${prefix}pages.`);
  if (pages.length > 0) config.pages = pages;
  if (read('raptor.use_raptor') !== undefined) {
    const prompt = read('raptor.prompt');
    config.raptor = {
      use_raptor: isOn(read('raptor.use_raptor')),
      prompt: typeof prompt === 'string' && prompt.trim() !== '' ? prompt : undefined,
      max_token: optionalNumber(read('raptor.max_token')),
      threshold: optionalNumber(read('raptor.threshold')),
      max_cluster: optionalNumber(read('raptor.max_cluster')),
      random_seed: optionalNumber(read('raptor.random_seed')),
    };
  }
  const entityTypes = splitList(read('graphrag.entity_types'));
  if (read('graphrag.use_graphrag') !== undefined || entityTypes) {
    config.graphrag = {
      use_graphrag: isOn(read('graphrag.use_graphrag')),
      // An empty box means RAGFlow's default types, not "find no entity".
      entity_types: entityTypes && entityTypes.length > 0 ? entityTypes : undefined,
      method: read('graphrag.method'),
    };
  }
  return config;
}

/**
 * The `[from, to]` rows of the page-ranges editor, in the order shown (`pages.<row>.0` and `.1`). A
 * half-filled row stays half-filled, so the contract names the missing end.
 */
function readPageRanges(values: TFormValues, prefix: string): (number | undefined)[][] {
  const rows: (number | undefined)[][] = [];
  for (const [name, value] of Object.entries(values)) {
    const match = new RegExp(`^${escapeRegExp(prefix)}(\\d+)\\.([01])$`).exec(name);
    if (!match) continue;
    const row = Number(match[1]);
    const range = rows[row] ?? [undefined, undefined];
    range[Number(match[2])] = optionalNumber(value);
    rows[row] = range;
  }
  return Array.from(rows, (row) => row ?? [undefined, undefined]);
}

/** A switch's value, or a hidden field's `true` (a setting that is always on for the method). */
function isOn(value: string | boolean | undefined): boolean {
  return value === true || value === 'true';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
