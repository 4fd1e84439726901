import { useState } from 'react';
import type { TKnowledgeBaseData } from '../../../api/knowledge';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SliderField } from './slider-field';

/**
 * The similarity threshold and the vector similarity weight (the keyword weight is the rest),
 * starting at the knowledge base's; with a rerank model the weight is the rerank score's.
 */
export function SimilarityFields({
  kb,
  fieldError,
  isRerank = false,
  testIdPrefix,
}: {
  kb: TKnowledgeBaseData;
  fieldError: (name: string) => string | undefined;
  isRerank?: boolean;
  /** `<prefix>-threshold`, `<prefix>-vector-weight`. */
  testIdPrefix: string;
}) {
  const { t } = useAppTranslation();
  const [threshold, setThreshold] = useState(kb.similarityThreshold);
  const [vectorWeight, setVectorWeight] = useState(kb.vectorSimilarityWeight);
  return (
    <>
      <SliderField
        name="similarity_threshold"
        label={t('knowledge:retrieval.threshold')}
        value={threshold}
        onChange={setThreshold}
        hint={t('knowledge:retrieval.thresholdHint')}
        error={fieldError('similarity_threshold')}
        testId={`${testIdPrefix}-threshold`}
      />
      <SliderField
        name="vector_similarity_weight"
        label={isRerank ? t('knowledge:retrieval.rerankWeight') : t('knowledge:retrieval.vectorWeight')}
        value={vectorWeight}
        onChange={setVectorWeight}
        hint={t('knowledge:retrieval.keywordWeight', { weight: (1 - vectorWeight).toFixed(2) })}
        error={fieldError('vector_similarity_weight')}
        testId={`${testIdPrefix}-vector-weight`}
      />
    </>
  );
}
