import { ZRetrievalTestRequestSchema } from '@app/contract';
import { contractFormSchema, requiredNumber, type TFormValues } from '../../knowledge/utils/form-schema';

/** Chunks shown per page of a retrieval test. */
export const RETRIEVAL_PAGE_SIZE = 10;

/** The retrieval-test form as `chunk/retrieval_test`'s input (highlighted, one page), checked by the contract. */
export const ZRetrievalFormSchema = contractFormSchema(ZRetrievalTestRequestSchema, readRetrievalForm);

function readRetrievalForm(values: TFormValues): Record<string, unknown> {
  return {
    kb_id: values.kb_id,
    question: values.question,
    similarity_threshold: Number(values.similarity_threshold),
    vector_similarity_weight: Number(values.vector_similarity_weight),
    top_k: requiredNumber(values.top_k),
    rerank_id: values.rerank_id === '' ? null : values.rerank_id,
    keyword: values.keyword === true,
    highlight: true,
    page: 1,
    size: RETRIEVAL_PAGE_SIZE,
  };
}
