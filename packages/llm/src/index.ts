export { jsonSchema, type ModelMessage, type ToolSet, tool, zodSchema } from 'ai';
export {
  closeBuiltinEmbeddings,
  configureBuiltinEmbeddings,
  loadBuiltinEmbeddings,
} from './builtin/builtin-embeddings.js';
export {
  createLlmClient,
  type TChatEvent,
  type TChatRequest,
  type TLlmClient,
  type TLlmClientOptions,
  type TLlmUsage,
} from './client.js';
export type { TLlmConnection } from './connection.js';
export { LlmAbortedError, LlmError, type TLlmErrorCode, toLlmError } from './errors.js';
export { listModels } from './list-models.js';
export { type TConnectionTest, testConnection } from './test-connection.js';
