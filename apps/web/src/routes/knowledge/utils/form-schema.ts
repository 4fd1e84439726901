import { z } from 'zod';

/** A form's named values, as `readFormValues` gives them. */
export type TFormValues = Record<string, string | boolean>;

/**
 * A schema for `useContractForm` over a contract schema whose input is not flat strings: `toInput`
 * shapes the form's values (numbers, lists, nested objects) into the request, and the contract's own
 * schema checks it, so the form shows exactly the server's rules and messages. Fields are named by
 * their wire path (`parser_config.pages.0.1`), so every issue lands on its field; `wholeFields` are
 * lists edited in one box (entity types), whose items' issues are shown on the box.
 */
export function contractFormSchema<TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TFormValues) => unknown,
  wholeFields: readonly string[] = [],
) {
  return z.record(z.string(), z.union([z.string(), z.boolean()])).transform((values, context) => {
    const result = schema.safeParse(toInput(values), { reportInput: true });
    if (result.success) return result.data as z.output<TSchema>;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const whole = wholeFields.find((field) => path.startsWith(`${field}.`));
      context.addIssue({ ...issue, path: whole ? whole.split('.') : issue.path } as Parameters<
        typeof context.addIssue
      >[0]);
    }
    return z.NEVER;
  });
}

/** A number typed in a field; an empty field is `NaN`, so the contract's range message says what to type. */
export function requiredNumber(value: string | boolean | undefined): number | undefined {
  if (value === undefined || typeof value === 'boolean') return undefined;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** A number typed in a field, or nothing when the field is empty (the contract decides if it may be). */
export function optionalNumber(value: string | boolean | undefined): number | undefined {
  if (value === undefined || typeof value === 'boolean' || value.trim() === '') return undefined;
  return Number(value);
}

/** A list typed in one box, split at commas (Latin or CJK) or new lines; blanks dropped. */
export function splitList(value: string | boolean | undefined): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .split(/[,，、\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A list typed one item per line (questions may hold commas); blanks dropped. */
export function splitLines(value: string | boolean | undefined): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .split('\n')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
