import type { Database } from '../db/database.js';
import type { FinancialDeps } from '../financial/financial-deps.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { LlmDeps } from '../llm/llm-deps.js';
import type { TKnowledgeWork } from './knowledge-work.js';

/** What the knowledge-base operations need. */
export type KnowledgeDeps = {
  database: Database;
  queue: JobQueue;
  now: () => Date;
  /** The model layer: the knowledge base's embedding model, rerank models, the chat model. */
  llm: LlmDeps;
  /** Looking at uploads and parsing documents, in worker threads. */
  work: TKnowledgeWork;
  /** The private-company statements flow (`document/extract_statements`). */
  financial: FinancialDeps;
  /** `document/web_crawl`: tests fetch from a local server, which a server never does otherwise. */
  web?: { allowPrivateNetwork?: boolean };
  log: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
};
