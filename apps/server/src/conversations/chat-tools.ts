import {
  DEFAULT_MODEL_OPTIONS,
  errorMessage,
  type TChatProposal,
  type TChatSource,
  type TLanguage,
} from '@app/contract';
import { type ToolSet, tool, zodSchema } from '@app/llm';
import {
  findTicker,
  getCompanyProfile,
  getMarketInputs,
  isMarketDataError,
  standardizeCompanyFacts,
} from '@app/market-data';
import { periodLabel, type TStatementPeriod } from '@app/statements';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { dcfModels } from '../db/schema.js';
import { toCompanyProfileView } from '../market/company-view.js';
import { fromMarketDataError } from '../market/market-data-errors.js';
import { toMarketInputsView } from '../market/market-inputs-view.js';
import { createModel } from '../models/create-model.js';
import { findModels } from '../models/find-models.js';
import { toModelValues } from '../models/get-model.js';
import { getModelComps } from '../models/get-model-comps.js';
import { getModelStatus } from '../models/get-model-status.js';
import { getOwnedModel } from '../models/get-owned-model.js';
import { runModelSensitivity } from '../models/run-model-sensitivity.js';
import { filingSources, type SourceBook, seriesSource } from './chat-sources.js';
import type { ConversationDeps } from './conversation-deps.js';

/**
 * What one tool call produced: the model reads `output`; the web shows `sources` as cards, and a
 * proposal of data-sheet changes as a card to accept or reject.
 */
export type TToolOutcome = {
  ok: boolean;
  output: unknown;
  error: { code: string; message: string } | null;
  sources: TChatSource[];
  proposal?: TChatProposal;
};

/** What a tool's body gets besides its input: `cite` a source (its ref back), `propose` changes to show as a card. */
export type TToolHelpers = {
  cite: (source: Parameters<SourceBook['add']>[0]) => string;
  propose: (proposal: TChatProposal) => void;
};

/** A reply's tools: the session they act for, its language, its sources, and where outcomes are kept. */
export type TToolContext = {
  deps: ConversationDeps;
  session: Session;
  language: TLanguage;
  sources: SourceBook;
  outcomes: Map<string, TToolOutcome>;
  signal: AbortSignal;
};

const ZTicker = z.string().trim().min(1).max(12).describe('A listed company’s ticker, e.g. NVDA');
const ZModelRef = z.object({
  model_id: z.uuid().optional().describe('The id of one of the user’s models'),
  ticker: ZTicker.optional().describe('Or a ticker: the user’s newest model of that company'),
});

/**
 * The tools' input schemas, made once: the SDK turns each into the JSON Schema sent to the provider
 * on first use and keeps it (per request it cost milliseconds before the first token).
 */
const INPUTS = {
  search_company: zodSchema(z.object({ query: z.string().trim().min(1).max(100) })),
  get_company: zodSchema(z.object({ ticker: ZTicker })),
  get_financial_statements: zodSchema(
    z.object({
      ticker: ZTicker,
      period: z.enum(['annual', 'quarterly']).default('annual'),
      count: z.number().int().min(1).max(8).default(3).describe('How many latest periods'),
    }),
  ),
  get_market_inputs: zodSchema(z.object({ ticker: ZTicker, as_of: z.iso.date().optional() })),
  list_my_models: zodSchema(z.object({})),
  get_model: zodSchema(ZModelRef),
  create_model: zodSchema(z.object({ ticker: ZTicker })),
  run_sensitivity: zodSchema(
    ZModelRef.extend({
      axes: z
        .array(
          z.object({
            variable: z.enum(['wacc', 'terminal_growth', 'revenue_growth', 'gross_margin']),
            steps: z.number().int().min(1).max(7).default(5),
            gap: z.number().min(0.0001).max(0.1).default(0.005),
          }),
        )
        .min(1)
        .max(2),
    }),
  ),
  get_comparables: zodSchema(ZModelRef),
};

/** Statement lines a tool returns (the whole chart would be too long to read). */
const KEY_LINES = {
  income: ['revenue', 'gross_profit', 'operating_income', 'net_income', 'eps_diluted', 'diluted_shares', 'ebitda'],
  balance: ['cash_and_equivalents', 'total_assets', 'total_debt', 'total_liabilities', 'total_equity'],
  cash_flow: ['operating_cash_flow', 'capital_expenditure', 'free_cash_flow', 'depreciation_amortization'],
} as const;

/** How long `create_model` waits for the model to be built before it says it is still building. */
const CREATE_WAIT_MS = 45_000;

/**
 * The assistant's tools over the product's own data, each a thin wrapper on the function the API
 * route calls: company search and profile, standardized statements with their filings, market
 * inputs, the user's models (list, read, create), a sensitivity grid and comparables. Every result
 * carries its sources; a refusal (unknown ticker, someone else's model) is returned to the model
 * as the catalogue's code and message, not thrown.
 */
export function chatTools(context: TToolContext): ToolSet {
  const { deps, session, language } = context;
  const ownerId = session.user.id;
  const run = toolRunner(context);

  return {
    search_company: tool({
      description: 'Find listed companies by name or ticker (SEC list). Returns tickers, names, CIKs.',
      inputSchema: INPUTS.search_company,
      execute: run('search_company', async ({ query }: { query: string }, cite) => {
        const hits = await deps.tickerSearch.search(query, 8);
        const ref = cite(
          seriesSource('ticker_list', null, null, { provider: 'sec', location: 'company_tickers.json' }),
        );
        return { source: ref, companies: hits.map((hit) => ({ ticker: hit.ticker, name: hit.name, cik: hit.cik })) };
      }),
    }),

    get_company: tool({
      description: 'A company’s profile: exchange, country, sector, industry, fiscal year end, currencies, shares.',
      inputSchema: INPUTS.get_company,
      execute: run('get_company', async ({ ticker }: { ticker: string }, cite) => {
        const profile = toCompanyProfileView(await getCompanyProfile(deps.source, { ticker }), language);
        const refs = profile.origins.map((origin) =>
          cite(seriesSource('company_profile', profile.ticker, null, origin)),
        );
        const { origins: _origins, missing, ...rest } = profile;
        return { ...rest, missing: missing.map((gap) => gap.message), sources: refs };
      }),
    }),

    get_financial_statements: tool({
      description:
        'Standardized financial statements from the company’s SEC filings (key lines; full currency units), ' +
        'with the filing each figure came from.',
      inputSchema: INPUTS.get_financial_statements,
      execute: run(
        'get_financial_statements',
        async (input: { ticker: string; period: 'annual' | 'quarterly'; count: number }, cite) => {
          const entry = findTicker((await deps.source.tickers()).entries, input.ticker);
          const facts = await deps.source.companyFacts(entry.cik);
          const financials = standardizeCompanyFacts(facts.value);
          const periods = financials[input.period].slice(-input.count);
          const filings = filingSources(periods, { ticker: entry.ticker, cik: entry.cik }, periodLabel);
          const refs = new Map(filings.map((filing) => [filing.accession ?? '', cite(filing)]));
          return {
            ticker: entry.ticker,
            currency: financials.currency,
            periods: periods.map((p) => periodView(p, refs)),
          };
        },
      ),
    }),

    get_market_inputs: tool({
      description:
        'Price, market cap, 5-year monthly beta and the 10-year Treasury yield (decimal) as of a date (default today).',
      inputSchema: INPUTS.get_market_inputs,
      execute: run('get_market_inputs', async (input: { ticker: string; as_of?: string | undefined }, cite) => {
        const entry = findTicker((await deps.source.tickers()).entries, input.ticker);
        const asOf = input.as_of ?? deps.now().toISOString().slice(0, 10);
        const inputs = await getMarketInputs(deps.source, {
          ticker: entry.ticker,
          cik: entry.cik,
          asOf,
          priceField: 'close_else_adj_close',
        });
        const view = toMarketInputsView(entry.ticker, inputs, language);
        const refs = {
          price: inputs.price.ok
            ? cite(seriesSource('price', entry.ticker, view.price?.date ?? asOf, inputs.price.value.origin))
            : null,
          beta: inputs.beta.ok
            ? cite(seriesSource('beta', entry.ticker, asOf, inputs.beta.value.origins[0] ?? null))
            : null,
          risk_free_rate: inputs.riskFreeRate.ok
            ? cite(
                seriesSource(
                  'risk_free_rate',
                  null,
                  view.risk_free_rate?.date ?? asOf,
                  inputs.riskFreeRate.value.origin,
                ),
              )
            : null,
        };
        return { ...view, missing: view.missing.map((gap) => gap.message), sources: refs };
      }),
    }),

    list_my_models: tool({
      description: 'The user’s DCF models: id, name, ticker, implied price per share, currency, last change.',
      inputSchema: INPUTS.list_my_models,
      execute: run('list_my_models', async (_input: Record<string, never>) => {
        const { items } = await findModels(deps.models, ownerId);
        return { models: items.slice(0, 50) };
      }),
    }),

    get_model: tool({
      description:
        'One of the user’s DCF models as saved: WACC and its build-up, terminal growth, enterprise and equity value, ' +
        'implied price per share, current price, upside, and where each default came from.',
      inputSchema: INPUTS.get_model,
      execute: run('get_model', async (input: { model_id?: string | undefined; ticker?: string | undefined }, cite) => {
        const row = await resolveModel(context, input);
        return modelView(row, language, cite);
      }),
    }),

    create_model: tool({
      description:
        'Build a new DCF model of a listed company with the default assumptions (takes a few seconds), then read it.',
      inputSchema: INPUTS.create_model,
      execute: run('create_model', async ({ ticker }: { ticker: string }, cite) => {
        const { model_id: modelId } = await createModel(deps.models, session, {
          ticker,
          options: DEFAULT_MODEL_OPTIONS,
        });
        const status = await waitForModel(context, modelId);
        if (status.status !== 'success') {
          return { model_id: modelId, status: status.status, error: status.error };
        }
        return modelView(await getOwnedModel(deps.db, ownerId, modelId), language, cite);
      }),
    }),

    run_sensitivity: tool({
      description:
        'Implied price per share of one of the user’s models over a grid of one or two variables around its values ' +
        '(wacc, terminal_growth, revenue_growth, gross_margin); gap is a decimal step (0.005 = half a point).',
      inputSchema: INPUTS.run_sensitivity,
      execute: run(
        'run_sensitivity',
        async (
          input: {
            model_id?: string | undefined;
            ticker?: string | undefined;
            axes: {
              variable: 'wacc' | 'terminal_growth' | 'revenue_growth' | 'gross_margin';
              steps: number;
              gap: number;
            }[];
          },
          cite,
        ) => {
          const row = await resolveModel(context, input);
          const grid = await runModelSensitivity(deps.models, ownerId, row.id, { axes: input.axes }, language);
          const ref = cite(modelSource(row));
          return {
            source: ref,
            model_id: row.id,
            axes: grid.axes.map((axis) => ({ variable: axis.variable, values: axis.values })),
            shape: grid.shape,
            implied_prices_row_major: grid.prices,
            base_price: grid.base_price,
            failures: grid.failures.map((failure) => ({ index: failure.index, reason: failure.message })),
          };
        },
      ),
    }),

    get_comparables: tool({
      description:
        'Comparable companies of one of the user’s models: peers, their multiples and the price each multiple implies.',
      inputSchema: INPUTS.get_comparables,
      execute: run(
        'get_comparables',
        async (input: { model_id?: string | undefined; ticker?: string | undefined }, cite) => {
          const row = await resolveModel(context, input);
          const comps = await getModelComps({ db: deps.db, source: deps.source }, ownerId, row.id);
          const ref = cite(modelSource(row));
          const peersRef = cite(seriesSource('peers', comps.ticker, comps.as_of, null));
          return {
            sources: [ref, peersRef],
            ticker: comps.ticker,
            as_of: comps.as_of,
            peers: comps.peers.map((peer) => ({
              ticker: peer.ticker,
              name: peer.name,
              market_cap: peer.inputs.market_cap,
              multiples: Object.fromEntries(Object.entries(peer.multiples).map(([kind, m]) => [kind, m.value])),
            })),
            summary: comps.summary.map((entry) => ({
              multiple: entry.kind,
              median: entry.stats?.median ?? null,
              implied_price_at_median: entry.implied_price?.median ?? null,
              upside_at_median: entry.upside_at_median,
            })),
          };
        },
      ),
    }),
  };
}

/**
 * Wraps a tool's body: its outcome (result, sources, proposal) kept for the stream by the tool
 * call's id, and a refusal returned to the model as the catalogue's code and message (with each
 * refused field's reason, when it has them) instead of thrown.
 */
export function toolRunner(context: TToolContext) {
  return <I>(name: string, body: (input: I, cite: TToolHelpers['cite'], helpers: TToolHelpers) => unknown) =>
    async (input: I, options: { toolCallId: string }) => {
      const cited: TChatSource[] = [];
      let proposal: TChatProposal | undefined;
      const helpers: TToolHelpers = {
        cite: (source) => {
          const added = context.sources.add(source);
          if (!cited.includes(added)) cited.push(added);
          return added.ref;
        },
        propose: (next) => {
          proposal = next;
        },
      };
      try {
        const output = await body(input, helpers.cite, helpers);
        context.outcomes.set(options.toolCallId, {
          ok: true,
          output,
          error: null,
          sources: cited,
          ...(proposal ? { proposal } : {}),
        });
        return output;
      } catch (error) {
        const { fields, ...refusal } = asRefusal(error, context, name);
        const output = { error: fields ? { ...refusal, fields } : refusal };
        context.outcomes.set(options.toolCallId, {
          ok: false,
          output,
          error: refusal,
          sources: [],
          ...(proposal ? { proposal } : {}),
        });
        return output;
      }
    };
}

/** A model of the user by id, or the newest of a ticker; `NOT_FOUND` for anything else. */
export async function resolveModel(
  context: TToolContext,
  input: { model_id?: string | undefined; ticker?: string | undefined },
) {
  const ownerId = context.session.user.id;
  if (input.model_id) return getOwnedModel(context.deps.db, ownerId, input.model_id);
  if (!input.ticker) throw new AppError('NOT_FOUND');
  const [row] = await context.deps.db
    .select({ id: dcfModels.id })
    .from(dcfModels)
    .where(
      and(
        eq(dcfModels.ownerId, ownerId),
        eq(dcfModels.ticker, input.ticker.toUpperCase()),
        isNotNull(dcfModels.results),
      ),
    )
    .orderBy(desc(dcfModels.updatedAt))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return getOwnedModel(context.deps.db, ownerId, row.id);
}

export function modelSource(row: { id: string; name: string; ticker: string; updatedAt: Date }) {
  return {
    kind: 'model' as const,
    model_id: row.id,
    name: row.name,
    ticker: row.ticker,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A model as the assistant reads it: headline results, discount rate and terminal assumptions, the defaults' sources. */
export function modelView(
  row: Awaited<ReturnType<typeof getOwnedModel>>,
  language: TLanguage,
  cite: (source: ReturnType<typeof modelSource>) => string,
) {
  const values = toModelValues(row, language);
  const input = values.model_input;
  return {
    source: cite(modelSource(row)),
    model_id: values.model_id,
    name: values.name,
    ticker: values.ticker,
    valuation_date: input.valuationDate ?? null,
    results: values.results,
    discount_rate: input.discountRate ?? null,
    terminal: input.terminal ?? null,
    is_default_assumptions: values.assumptions === null,
    default_sources: values.defaults.sources.map((entry) => ({
      item: entry.item,
      value: entry.value,
      source: entry.source,
    })),
  };
}

function periodView(period: TStatementPeriod, refs: Map<string, string>) {
  const lines: Record<string, { value: number; source: string | null }> = {};
  for (const [statement, keys] of Object.entries(KEY_LINES) as [keyof typeof KEY_LINES, readonly string[]][]) {
    const values = period[statement] as Record<string, { value: number; source: { kind: string } } | undefined>;
    for (const key of keys) {
      const line = values[key];
      if (!line) continue;
      const source = line.source as
        | { kind: 'reported'; accession: string | null }
        | { kind: 'derived'; facts?: { accession: string | null }[] };
      const accession = source.kind === 'reported' ? source.accession : (source.facts?.[0]?.accession ?? null);
      lines[key] = { value: line.value, source: refs.get(accession ?? '') ?? null };
    }
  }
  return { period: periodLabel(period), period_end: period.period_end, currency: period.currency, lines };
}

async function waitForModel(context: TToolContext, modelId: string) {
  const deadline = Date.now() + CREATE_WAIT_MS;
  for (;;) {
    const status = await getModelStatus(context.deps.models, context.session.user.id, modelId, context.language);
    if (status.status !== 'starting' && status.status !== 'processing') return status;
    if (Date.now() > deadline || context.signal.aborted) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A tool's failure as the model and the card read it: a catalogue code and its message. */
function asRefusal(
  error: unknown,
  context: TToolContext,
  name: string,
): { code: string; message: string; fields?: { path: string; message: string }[] } {
  const known =
    error instanceof AppError
      ? error
      : isMarketDataError(error)
        ? fromMarketDataError(error, { log: context.deps.log } as FastifyRequest)
        : null;
  if (!known) {
    context.deps.log.error({ err: error, tool: name }, 'chat tool failed');
    return { code: 'INTERNAL', message: errorMessage('INTERNAL', context.language) };
  }
  const params = Object.fromEntries(
    Object.entries(known.params ?? {}).map(([key, value]) => [
      key,
      typeof value === 'object' ? value[context.language] : value,
    ]),
  );
  const message = errorMessage(known.code, context.language, params);
  return known.fields?.length ? { code: known.code, message, fields: known.fields } : { code: known.code, message };
}
