import { errorMessage, isLanguage, RESEARCH_SESSION_LIMITS, type TLanguage, type TResearchState } from '@app/contract';
import {
  applyWorkResult,
  breakdownPrompt,
  collectResearch,
  parseBreakdown,
  parsePlan,
  planPrompt,
  reportCharts,
  type TCollectionCheckpoint,
  type TCollectionEvent,
  type TReportChart,
  type TResearchEffect,
  type TWorkResult,
  writeReport,
} from '@app/research';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { researchSessions } from '../db/schema.js';
import type { JobContext, JobHandler } from '../jobs/job-queue.js';
import { defaultClientFor } from '../llm/llm-service.js';
import type { ResearchDeps } from './research-deps.js';
import {
  checkpointOf,
  saveState,
  stateOf,
  storedCheckpoint,
  type TResearchJobPayload,
  type TResearchRow,
} from './research-store.js';
import { chatOnce, researchTools } from './research-tools.js';

/** A research step may run long: a collection makes up to 500 calls, each up to a minute. */
const RESEARCH_TIMEOUT_MS = 60 * 60_000;
/** Calls a `continue` adds to a collection the budget stopped. */
const CONTINUE_BUDGET = 60;

/**
 * Runs one effect of a research session and gives its outcome to the state machine. A failure
 * (the model unreachable, an unreadable plan) fails the session with its catalogue message, to
 * retry with `continue`; a job whose session moved on (deleted, another job queued) does nothing. A
 * collection stores its checkpoint after every event, so a job taken over after a server died
 * resumes where the last one stopped.
 */
export function researchJob(deps: ResearchDeps): JobHandler {
  return {
    timeoutMs: RESEARCH_TIMEOUT_MS,
    concurrency: 2,
    async run(payload, context) {
      const { research_id: researchId, effect } = payload as TResearchJobPayload;
      const row = await currentRow(deps, researchId, context);
      if (!row) return { skipped: true };
      const language = isLanguage(row.language) ? row.language : 'en';
      let result: TWorkResult;
      let checkpoint: TCollectionCheckpoint | null | undefined;
      let failureCode: string | null = null;
      try {
        const outcome = await runEffect(deps, row, effect, context, language);
        result = outcome.result;
        checkpoint = outcome.checkpoint;
      } catch (error) {
        if (context.signal.aborted && !(error instanceof AppError)) throw error;
        const known = error instanceof AppError ? error : null;
        if (!known) deps.log.error({ err: error, researchId, effect: effect.kind }, 'research work failed');
        failureCode = known?.code ?? 'RESEARCH_WORK_FAILED';
        result = { kind: 'work_failed', message: failureMessage(known, error, language) };
      }
      // The collection stored its checkpoint as it went; the state is read again for the result.
      const latest = await currentRow(deps, researchId, context);
      if (!latest) return { skipped: true };
      const step = applyWorkResult(stateOf(latest), result);
      if (!step.ok) return { skipped: true, code: step.code };
      await saveState(deps, latest, step.state, step.effects, {
        failureCode,
        ...(checkpoint !== undefined && { checkpoint }),
      });
      return { phase: step.state.phase };
    },
  };
}

/** The session, while it still waits for this job. */
async function currentRow(deps: ResearchDeps, researchId: string, context: JobContext): Promise<TResearchRow | null> {
  const [row] = await deps.database.db
    .select()
    .from(researchSessions)
    .where(eq(researchSessions.id, researchId))
    .limit(1);
  return row && row.jobId === context.job.id ? row : null;
}

async function runEffect(
  deps: ResearchDeps,
  row: TResearchRow,
  effect: TResearchEffect,
  context: JobContext,
  language: TLanguage,
): Promise<{ result: TWorkResult; checkpoint?: TCollectionCheckpoint | null }> {
  const state = stateOf(row);
  const chat = await defaultClientFor(deps.llm, row.ownerId, 'chat');
  const ask = (prompt: string) => chatOnce({ chat, signal: context.signal }, prompt);
  const tools = () =>
    researchTools({ deps, ownerId: row.ownerId, kbIds: row.kbIds, language, chat, signal: context.signal });
  switch (effect.kind) {
    case 'break_down': {
      const answer = await ask(
        breakdownPrompt({
          request: state.request,
          language: state.language,
          previous: state.breakdown_items,
          ...(effect.feedback && { feedback: effect.feedback }),
        }),
      );
      const items = parseBreakdown(answer).slice(0, RESEARCH_SESSION_LIMITS.breakdownItems);
      if (items.length === 0) throw new AppError('RESEARCH_PLAN_UNREADABLE');
      return { result: { kind: 'breakdown_ready', items } };
    }
    case 'draft_plan':
    case 'revise_outline':
    case 'regenerate_outline': {
      const available = Object.keys(await tools()).flatMap((tool) => TOOL_TYPES[tool] ?? []);
      const answer = await ask(
        planPrompt({
          request: state.request,
          report_type: state.report_type,
          language: state.language,
          breakdown_items: state.breakdown_items,
          previous_plan: effect.kind === 'draft_plan' && !effect.feedback ? null : state.plan,
          ...('feedback' in effect && effect.feedback ? { feedback: effect.feedback } : {}),
          mode: effect.kind === 'draft_plan' ? 'draft' : effect.kind,
          available_types: available,
        }),
      );
      const parsed = parsePlan(answer, state);
      if (!parsed.ok) throw new AppError('RESEARCH_PLAN_UNREADABLE');
      return { result: { kind: 'plan_ready', plan: parsed.plan } };
    }
    case 'collect': {
      const plan = requirePlan(state);
      // A fresh collection's checkpoint was cleared when it was queued: one found now is this job's
      // own, written before its server died, and the collection resumes from it.
      const previous = checkpointOf(row);
      const isFirstAttempt = context.job.attempts <= 1;
      let stored = previous;
      const checkpoint = await collectResearch({
        plan,
        tools: await tools(),
        checkpoint: previous,
        ...(effect.resume && isFirstAttempt && previous && !previous.complete && { addBudget: CONTINUE_BUDGET }),
        ...(effect.feedback && { focus: effect.feedback }),
        onEvent: async (event, next) => {
          stored = { ...next, events: stamp(next.events, stored?.events ?? [], deps.now()) };
          await deps.database.db
            .update(researchSessions)
            .set({ checkpoint: storedCheckpoint(stored), updatedAt: deps.now() })
            .where(eq(researchSessions.id, row.id));
          await context.reportProgress({ seq: event.seq, calls_used: next.calls_used });
        },
      });
      const final = { ...checkpoint, events: stored?.events ?? checkpoint.events };
      return { result: { kind: 'collection_ready', complete: checkpoint.complete }, checkpoint: final };
    }
    case 'write_report':
    case 'revise_report': {
      const plan = requirePlan(state);
      const collection = checkpointOf(row) ?? { sources: [], results: [] };
      const report = await writeReport({
        plan,
        collection,
        images: await chartImages(deps, reportCharts(collection.results, plan.language)),
        chat: async (prompt) => {
          await context.reportProgress({ writing: true });
          return ask(prompt);
        },
        ...(effect.kind === 'revise_report' && {
          revision: { feedback: effect.feedback, sections: sectionsOf(state.report_markdown) },
        }),
      });
      return { result: { kind: 'report_ready', markdown: report.markdown } };
    }
    case 'save_plan':
    case 'finalize_report':
      throw new Error(`${effect.kind} is not background work`);
  }
}

/** Each chart drawn as a PNG in a compute worker, as a data URL the Markdown carries into Word. */
async function chartImages(deps: ResearchDeps, charts: readonly TReportChart[]): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const chart of charts) {
    const png = await deps.models.compute.chart({ bars: chart.bars, format: chart.format });
    images[chart.id] = `data:image/png;base64,${png.toString('base64')}`;
  }
  return images;
}

/** The requirement types a tool answers, for the plan prompt's "only these types can run now". */
const TOOL_TYPES: Record<string, string[]> = {
  search: ['web_search'],
  retrieve: ['knowledge_base'],
  valueCompany: ['dcf'],
  compareCompanies: ['comps'],
};

function requirePlan(state: TResearchState) {
  if (!state.plan) throw new Error('the session has no plan');
  return state.plan;
}

/** Each event with the time it happened: the ones already stored keep theirs. */
function stamp(
  events: readonly TCollectionEvent[],
  stored: readonly (TCollectionEvent & { at?: string })[],
  now: Date,
): (TCollectionEvent & { at: string })[] {
  const times = new Map(stored.map((event) => [event.seq, event.at]));
  return events.map((event) => ({ ...event, at: times.get(event.seq) ?? now.toISOString() }));
}

/** The report's sections as `## ` blocks, for a revision to rewrite. */
function sectionsOf(markdown: string | null): string[] {
  if (!markdown) return [];
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section) => section.replace(/^[^\n]*\n/, '').trim());
}

function failureMessage(known: AppError | null, error: unknown, language: TLanguage): string {
  const message = known
    ? errorMessage(
        known.code,
        language,
        Object.fromEntries(
          Object.entries(known.params ?? {}).map(([key, value]) => [
            key,
            typeof value === 'object' ? value[language] : value,
          ]),
        ),
      )
    : errorMessage('RESEARCH_WORK_FAILED', language, {
        reason: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
      });
  return message.slice(0, RESEARCH_SESSION_LIMITS.failureChars);
}
