import type { TClusterOptions } from '@app/retrieval';
import type { TFileInspection } from '../files/inspect-file.js';
import type { ExtractionPool } from '../financial/extraction-pool.js';
import type { TRunOptions } from '../workers/worker-pool.js';
import type { ParsePool } from './parse-pool.js';
import type { TParsedChunks, TParseRequest } from './parse-request.js';

/** The heavy work of the knowledge bases, which never runs on the server's main thread. */
export type TKnowledgeWork = {
  /** An upload's quick look: its kind from the bytes, its pages where cheap, its SHA-256. */
  inspectFile(bytes: Uint8Array): Promise<TFileInspection>;
  /** A document read into pages and cut into chunks. */
  parse(
    request: Omit<Extract<TParseRequest, { kind: 'parse' }>, 'kind'>,
    options?: TRunOptions,
  ): Promise<TParsedChunks>;
  /** One RAPTOR layer clustered (`clusterEmbeddings`): the members of each cluster. */
  clusterEmbeddings(embeddings: number[][], options: TClusterOptions, runOptions?: TRunOptions): Promise<number[][]>;
};

/**
 * The server's knowledge work: looks in the inspection workers (shared with the statements
 * uploads: milliseconds a file), parses and clusters in the parse workers (seconds to minutes a document).
 */
export function workerKnowledgeWork(parsePool: ParsePool, inspectionPool: ExtractionPool): TKnowledgeWork {
  return {
    inspectFile: (bytes) => inspectionPool.run({ kind: 'inspect_file', bytes }),
    parse: (request, options) => parsePool.run({ kind: 'parse', ...request }, options),
    clusterEmbeddings: (embeddings, options, runOptions) =>
      parsePool.run({ kind: 'raptor_cluster', embeddings, options }, runOptions),
  };
}
