import { ZUpdateKbRequestSchema } from '@app/contract';
import { contractFormSchema, type TFormValues } from '../../knowledge/utils/form-schema';
import { readParserConfig } from '../parser-settings/read-parser-config';

/** The configuration form's values as the `kb/update` request, checked by the contract's schema. */
export const ZKbConfigFormSchema = contractFormSchema(ZUpdateKbRequestSchema, readKbConfigForm, [
  'parser_config.graphrag.entity_types',
]);

/**
 * Shapes the configuration form into `kb/update`'s input. The embedding model is left out when its
 * select is disabled (the knowledge base has chunks), so saving never trips `KB_EMBEDDING_LOCKED`.
 */
export function readKbConfigForm(values: TFormValues): Record<string, unknown> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  return {
    kb_id: text('kb_id'),
    name: text('name'),
    description: text('description'),
    avatar: text('avatar') === '' ? null : text('avatar'),
    language: text('language'),
    permission: text('permission'),
    embd_id: text('embd_id'),
    parser_id: text('parser_id'),
    parser_config: readParserConfig(values),
    similarity_threshold: Number(text('similarity_threshold')),
    vector_similarity_weight: Number(text('vector_similarity_weight')),
  };
}
