import { ZNewResearchRequestSchema } from '@app/contract';
import { contractFormSchema, type TFormValues } from '../../knowledge/utils/form-schema';

/** The knowledge-base checkboxes are named `kb_ids.<id>`; the request wants the checked ids. */
export const KB_CHECKBOX_PREFIX = 'kb_ids.';

/** The new-research form as `research/new`'s request, checked by the contract's `ZNewResearchRequestSchema`. */
export const ZNewResearchFormSchema = contractFormSchema(ZNewResearchRequestSchema, readNewResearchForm, ['kb_ids']);

/** Shapes the form's values into the request: the checked knowledge bases become `kb_ids`. */
export function readNewResearchForm(values: TFormValues): Record<string, unknown> {
  return {
    request: values.request,
    report_type: values.report_type,
    language: values.language,
    breakdown: values.breakdown === true,
    kb_ids: Object.keys(values)
      .filter((key) => key.startsWith(KB_CHECKBOX_PREFIX) && values[key] === true)
      .map((key) => key.slice(KB_CHECKBOX_PREFIX.length)),
  };
}
