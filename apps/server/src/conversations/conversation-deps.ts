import type { TMarketDataSource } from '@app/market-data';
import type { AppDb, Database } from '../db/database.js';
import type { LlmDeps } from '../llm/llm-deps.js';
import type { TickerSearch } from '../market/ticker-search.js';
import type { TBreakdownFilings } from '../models/breakdown/breakdown-filings.js';
import type { ModelDeps } from '../models/model-deps.js';

/** What the chat assistant needs: the database, the model providers, market data and the model operations. */
export type ConversationDeps = {
  db: AppDb;
  /** The database with its kind: an assistant's retrieval searches chunks (`searchChunks`). */
  database: Database;
  llm: LlmDeps;
  source: TMarketDataSource;
  tickerSearch: TickerSearch;
  models: ModelDeps;
  /** Where a model's data sheet reads its revenue breakdown's filing (`get_data_sheet`, `propose_data_sheet_changes`). */
  filings: TBreakdownFilings | null;
  now: () => Date;
  log: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
};
