import type { TCollectionState, TRequirementType, TResearchSource } from '@app/contract';

/** A passage a search or a knowledge-base retrieval found. */
export type TPassage = {
  title: string;
  url?: string;
  document?: string;
  page?: number;
  excerpt: string;
  retrievedAt?: string;
};

/** Our DCF of a company (created or reused by the caller), the numbers the report cites. */
export type TValuationFinding = {
  ticker: string;
  company_name?: string;
  currency: string;
  implied_price: number;
  current_price?: number | null;
  /** As a fraction: 0.095 is 9.5%. */
  wacc: number;
  terminal_growth?: number | null;
  model_title: string;
  model_url?: string;
  as_of?: string;
  /** The filings the model was built from, cited with it. */
  filings?: string[];
};

/** Our comparable-companies table of a company. */
export type TCompsFinding = {
  ticker: string;
  currency: string;
  /** The multiples shown, in order (e.g. `ev_ebitda`, `pe`). */
  metrics: string[];
  peers: { ticker: string; name?: string; values: Record<string, number | null> }[];
  implied_price?: number | null;
  model_title: string;
  model_url?: string;
  as_of?: string;
};

export type TFetchOptions = { maxResults: number; includeImages: boolean };

/** The work collection calls; each call counts against the budget. A missing tool makes its requirements unavailable. */
export type TCollectTools = {
  search?: (query: string, options: TFetchOptions) => Promise<TPassage[]>;
  retrieve?: (query: string, options: TFetchOptions) => Promise<TPassage[]>;
  valueCompany?: (ticker: string) => Promise<TValuationFinding>;
  compareCompanies?: (ticker: string) => Promise<TCompsFinding>;
  chat: (prompt: string) => Promise<string>;
};

export type TCollectionEvent = {
  seq: number;
  state: TCollectionState;
  requirement_id: string | null;
  query?: string;
  depth?: number;
  calls_used: number;
  call_budget: number;
  /** Ids of sources this step added. */
  source_ids?: string[];
  /** A code: `budget_exhausted`, `resumed`, `interrupted`, a reason of `planNotes`, or a tool's error text. */
  message?: string;
};

export type TRequirementResult = {
  requirement_id: string;
  type: TRequirementType;
  status: 'completed' | 'error' | 'unavailable';
  source_ids: string[];
  valuation?: TValuationFinding;
  comps?: TCompsFinding;
  error?: string;
};

export const CHECKPOINT_VERSION = 1 as const;

/** Everything a collection produced so far; JSON, stored after each event so a restart resumes from it. */
export type TCollectionCheckpoint = {
  version: typeof CHECKPOINT_VERSION;
  events: TCollectionEvent[];
  results: TRequirementResult[];
  sources: TResearchSource[];
  calls_used: number;
  call_budget: number;
  complete: boolean;
};
