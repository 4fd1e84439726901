import { kbRoutes, localizeIssues, researchRoutes, type TRoute, ZResearchPlanSchema } from '@app/contract';
import { KB_ID, knowledgeId, startKnowledgeApi, type TKnowledgeApi, type TWire } from './knowledge-api';
import { failure, ok, type TRecordedRequest, type TScriptedReply } from './local-api-server';

const NOW = '2026-11-20T09:30:00.000Z';

export const RESEARCH_ID = knowledgeId(800);

/** The knowledge base the new-research form offers (`kb/one`). */
const KB_CHOICE = {
  id: KB_ID,
  name: '10-K filings',
  avatar: null,
  embd_id: 'universal-sentence-encoder-lite@Builtin',
  doc_num: 4,
  parsed_doc_num: 3,
  chunk_num: 90,
};

/** A wire-format (snake_case) research plan that passes the contract's schema. */
export function wirePlan(overrides: TWire = {}): TWire {
  return {
    title: 'NVIDIA: the data-center cycle',
    report_type: 'stock_pitch',
    language: 'en',
    estimated_length: 2500,
    outline: [
      {
        title: 'Investment thesis',
        purpose: 'Why the shares are mispriced.',
        key_questions: ['What does the market assume?', 'What do we assume?'],
      },
      { title: 'Valuation', purpose: 'Our DCF against the price.', key_questions: [] },
    ],
    special_instructions: 'Cite the 10-K.',
    data_requirements: [
      {
        requirement_id: 'R1',
        type: 'web_search',
        search_queries: ['NVIDIA data center revenue 2025'],
        include_images: false,
        max_results_per_query: 5,
      },
      {
        requirement_id: 'R2',
        type: 'dcf',
        ticker: 'NVDA',
        search_queries: [],
        include_images: false,
        max_results_per_query: 5,
      },
    ],
    ...overrides,
  };
}

/** A wire-format research session (in plan review by default). */
export function wireResearch(overrides: TWire = {}): TWire {
  return {
    id: RESEARCH_ID,
    title: 'NVIDIA: the data-center cycle',
    request: 'A stock pitch on NVIDIA',
    report_type: 'stock_pitch',
    language: 'en',
    phase: 'plan_review',
    working: false,
    has_report: false,
    created_at: NOW,
    updated_at: NOW,
    breakdown_items: [],
    plan: wirePlan(),
    plan_revision: 1,
    plan_notes: [],
    kb_ids: [],
    actions: ['accept', 'reject', 'edit', 'revise_outline', 'regenerate_outline'],
    collection_complete: false,
    calls_used: 0,
    call_budget: 60,
    events: [],
    sources: [],
    report_state: null,
    report_markdown: null,
    report_revision: 0,
    failure: null,
    history: [],
    ...overrides,
  };
}

/** A collection event on the wire. */
export function wireEvent(seq: number, overrides: TWire = {}): TWire {
  return {
    seq,
    state: 'searching',
    requirement_id: 'R1',
    query: 'NVIDIA data center revenue 2025',
    depth: 0,
    calls_used: seq + 1,
    call_budget: 60,
    at: NOW,
    ...overrides,
  };
}

export type TResearchApiOptions = {
  sessions?: TWire[];
  /** The user's default chat model (null: none). */
  llmId?: string | null;
  /** Answers a request before the fake area does, when it returns a reply. */
  override?: (request: TRecordedRequest) => TScriptedReply | undefined;
};

export type TResearchApi = TKnowledgeApi & { sessions: Map<string, TWire> };

/**
 * The `research` area kept in memory over the knowledge-base test server. Every request's input is
 * checked with its route's contract schema first, and an edited plan with `ZResearchPlanSchema`
 * (422 with the localized field messages under `plan.`, as the server sends them).
 */
export async function startResearchApi(options: TResearchApiOptions = {}): Promise<TResearchApi> {
  const sessions = new Map((options.sessions ?? []).map((session) => [String(session.id), session]));
  let ids = 810;

  function answer(route: TRoute, request: TRecordedRequest): TScriptedReply {
    const parsed = route.input.safeParse(inputOf(route, request), { reportInput: true });
    if (!parsed.success) return invalid(parsed.error.issues, '');
    const input = parsed.data as TWire;
    switch (route) {
      case researchRoutes.list:
        return { body: ok([...sessions.values()].map(summaryOf)) };
      case researchRoutes.get:
        return found(sessions.get(String(input.research_id)));
      case researchRoutes.new: {
        const session = wireResearch({
          id: knowledgeId(++ids),
          title: String(input.request).split('\n')[0],
          request: input.request,
          report_type: input.report_type,
          language: input.language,
          kb_ids: input.kb_ids,
          phase: 'drafting_plan',
          working: true,
          plan: null,
          actions: [],
        });
        sessions.set(String(session.id), session);
        return { body: ok(session) };
      }
      case researchRoutes.rm:
        for (const id of input.research_ids as string[]) sessions.delete(id);
        return { body: ok({ ok: true }) };
      case researchRoutes.feedback: {
        const session = sessions.get(String(input.research_id));
        if (!session) return found(undefined);
        if (!(session.actions as string[]).includes(String(input.action))) {
          return { status: 422, body: failure(422, 'RESEARCH_ACTION_NOT_ALLOWED', 'Not at this step.') };
        }
        if (input.action === 'edit') {
          const plan = ZResearchPlanSchema.safeParse(input.plan, { reportInput: true });
          if (!plan.success) return invalid(plan.error.issues, 'plan.');
          const saved = { ...session, plan: plan.data, title: plan.data.title, plan_revision: 2 };
          sessions.set(String(session.id), saved);
          return { body: ok(saved) };
        }
        return { body: ok(session) };
      }
    }
    return found(undefined);
  }

  const api = await startKnowledgeApi({
    llmId: options.llmId,
    override: (request) => {
      const scripted = options.override?.(request);
      if (scripted) return scripted;
      if (request.path === kbRoutes.one.path) return { body: ok([KB_CHOICE]) };
      const route = Object.values(researchRoutes).find((candidate) => candidate.path === request.path);
      return route ? answer(route, request) : undefined;
    },
  });
  return { ...api, sessions };
}

function summaryOf(session: TWire): TWire {
  const { id, title, request, report_type, language, phase, working, has_report, created_at, updated_at } = session;
  return { id, title, request, report_type, language, phase, working, has_report, created_at, updated_at };
}

function invalid(issues: Parameters<typeof localizeIssues>[0], prefix: string): TScriptedReply {
  const fields = localizeIssues(issues, 'en').map((field) => ({ ...field, path: `${prefix}${field.path}` }));
  const code = prefix ? 'RESEARCH_PLAN_INVALID' : 'VALIDATION_FAILED';
  return { status: 422, body: failure(422, code, fields.map((field) => field.message).join('; '), fields) };
}

function found(record: TWire | undefined): TScriptedReply {
  return record ? { body: ok(record) } : { status: 404, body: failure(404, 'NOT_FOUND', 'Not found.') };
}

function inputOf(route: TRoute, request: TRecordedRequest): unknown {
  if (route.method !== 'GET') return request.body ?? {};
  return Object.fromEntries(request.query);
}
