/**
 * Key case conversion between the wire (snake_case) and the app (camelCase). Pure: values in, values
 * out. Only plain objects are rewritten (recursively, through arrays); `img2txt_id` is kept as is on
 * both sides because the API names it that way everywhere and `img2txtId` would not round-trip, and
 * the values under `model_input`, `assumptions` and a chat tool call's `input` and `output` are
 * documents whose keys are left alone.
 */

/** Keys that keep their wire spelling in the app. */
const KEPT_KEYS: ReadonlySet<string> = new Set(['img2txt_id']);

/**
 * Keys (wire and app spelling) whose value is a document with its own key convention, e.g. the
 * valuation engine's `TModelInput` (`valuationDate`, `discountRate`): the key is converted, the value
 * passes through untouched in both directions.
 */
const DOCUMENT_KEYS: ReadonlySet<string> = new Set([
  'model_input',
  'modelInput',
  'assumptions',
  // A chat tool call's input and output: shown exactly as the model sent and read them.
  'input',
  'output',
]);

/** Wire keys whose value is a document (see `DOCUMENT_KEYS`), at the type level. */
type TDocumentKey = 'model_input' | 'modelInput' | 'assumptions' | 'input' | 'output';

/** `confirm_new_password` → `confirmNewPassword`, at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** `confirmNewPassword` → `confirm_new_password`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The app-side (camelCase) shape of a wire type, e.g. `Camelize<TUserInfo>`. */
export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends Record<string, unknown>
    ? {
        [K in keyof T as K extends 'img2txt_id' ? K : CamelCase<K & string>]: K extends TDocumentKey
          ? T[K]
          : Camelize<T[K]>;
      }
    : T;

/** The wire-side (snake_case) shape of an app type. */
export type Snakeize<T> = T extends readonly (infer Item)[]
  ? Snakeize<Item>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as SnakeCase<K & string>]: K extends TDocumentKey ? T[K] : Snakeize<T[K]> }
    : T;

/** One key, snake_case → camelCase. */
export function camelKey(key: string): string {
  if (KEPT_KEYS.has(key)) return key;
  return key.replace(/_([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}

/** One key, camelCase → snake_case. */
export function snakeKey(key: string): string {
  if (KEPT_KEYS.has(key)) return key;
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Converts every key of a wire value to camelCase. */
export function camelize<T>(value: T): Camelize<T> {
  return mapKeys(value, camelKey) as Camelize<T>;
}

/** Converts every key of an app value to snake_case. */
export function snakeize<T>(value: T): Snakeize<T> {
  return mapKeys(value, snakeKey) as Snakeize<T>;
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[rename(key)] = DOCUMENT_KEYS.has(key) ? item : mapKeys(item, rename);
  }
  return result;
}

/** Dates, Blobs, class instances and the like pass through untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
