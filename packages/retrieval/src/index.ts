/**
 * `@app/retrieval`: a knowledge base's pure core. Parsed pages (`@app/extraction` `TDocumentPages`)
 * become chunks by the chosen method; questions and chunks become keyword text and scores.
 */
export type { TDocumentPage, TDocumentPages, TPageBlock } from '@app/extraction';
export { parseCitationMarkers, type TCitationMarkers } from './answer/citation-markers.js';
export { buildExtractiveAnswer, EXTRACTIVE_PASSAGES, excerptOf } from './answer/extractive-answer.js';
export { buildKnowledge, pageLabel } from './answer/knowledge-prompt.js';
export { buildMindmapMessages, MINDMAP_LIMITS, parseMindmap, type TMindmapNode } from './answer/mindmap.js';
export {
  buildRefineQuestionMessages,
  buildRelatedQuestionsMessages,
  buildSufficiencyMessages,
  parseRefinedQuestion,
  parseRelatedQuestions,
  parseSufficiency,
} from './answer/question-prompts.js';
export {
  answerSentences,
  insertCitationsBySimilarity,
  type TComparablePassage,
} from './answer/similarity-citations.js';
export {
  CITATION_INSTRUCTION,
  DEFAULT_ASSISTANT_PROMPT,
  missingVariables,
  renderSystemPrompt,
  type TPromptVariable,
} from './answer/system-prompt.js';
export type { TNumberedPassage, TPassage } from './answer/types.js';
export { chunkDocument } from './chunk/chunk-document.js';
export type { TChunkConfig, TChunkDraft, TChunkMethod } from './chunk/types.js';
export {
  extractKnowledgeGraph,
  type TGraphChat,
  type TGraphExtractionOptions,
} from './knowledge-graph/extract-graph.js';
export {
  buildExtractionMessages,
  entityTypesOf,
  GLEANING_REQUEST,
  type TChatMessage,
} from './knowledge-graph/extraction-prompt.js';
export { GRAPH_PASSAGE_LIMITS, graphPassages } from './knowledge-graph/graph-passages.js';
export { mergeGraph, topOfGraph } from './knowledge-graph/merge-graph.js';
export { entityKey, parseExtraction } from './knowledge-graph/parse-extraction.js';
export type {
  TExtractedEntity,
  TExtractedRelation,
  TGraphExtraction,
  TGraphMethod,
  TKnowledgeGraph,
} from './knowledge-graph/types.js';
export { clusterEmbeddings, type TClusterOptions } from './raptor/cluster.js';
export {
  buildRaptorSummaries,
  type TRaptorCallbacks,
  type TRaptorConfig,
  type TRaptorOptions,
  type TRaptorSource,
  type TRaptorSummary,
} from './raptor/raptor.js';
export {
  hybridSimilarity,
  rankCandidates,
  type TCandidateScores,
  type TRanked,
  type TRankOptions,
} from './search/fusion.js';
export { escapeHtml, highlightTerms } from './search/highlight.js';
export { keywordQueryPasses } from './search/keyword-query.js';
export { keywordQueryTerms, keywordText, MAX_QUERY_TERMS } from './search/keyword-text.js';
export { SYNONYM_CREDIT, type TTermAlternatives, termAlternatives } from './search/term-alternatives.js';
export { asksForQuantity, figureProximity, termProximity } from './search/term-proximity.js';
export { type TTermCounts, termSimilarities, termSimilarity, termWeights } from './search/term-similarity.js';
export { dotProduct, normalizeVector } from './search/vector.js';
export { countTokens, splitToTokenBudget, tailWithinTokens, truncateToTokens } from './tokens.js';
