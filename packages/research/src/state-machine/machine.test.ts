import {
  FEEDBACK_ACTIONS,
  RESEARCH_PHASES,
  type TResearchPhase,
  type TResearchPlan,
  type TResearchState,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS_BY_PHASE,
  applyFeedback,
  applyWorkResult,
  parseResearchState,
  serializeResearchState,
  startResearch,
  type TResearchStep,
} from './machine.js';

const plan: TResearchPlan = {
  title: 'NVIDIA',
  report_type: 'stock_pitch',
  language: 'en',
  estimated_length: 2000,
  outline: [{ title: 'Thesis', purpose: '', key_questions: [] }],
  special_instructions: '',
  data_requirements: [
    {
      requirement_id: 'R1',
      type: 'dcf',
      ticker: 'NVDA',
      search_queries: [],
      include_images: false,
      max_results_per_query: 5,
    },
  ],
};

const started = startResearch({
  request: 'A stock pitch on NVIDIA',
  report_type: 'stock_pitch',
  language: 'en',
  breakdown: false,
});
const inPhase = (phase: TResearchPhase): TResearchState => ({
  ...started.state,
  phase,
  plan,
  failure: phase === 'failed' ? { message: 'boom', during: 'collecting' } : null,
});
const expectOk = (step: TResearchStep) => {
  if (!step.ok) throw new Error(`refused: ${step.code}`);
  return step;
};

describe('applyFeedback', () => {
  const cases = RESEARCH_PHASES.flatMap((phase) => FEEDBACK_ACTIONS.map((action) => [phase, action] as const));
  it.each(cases)('in %s, %s is taken exactly when the table says so', (phase, action) => {
    const step = applyFeedback(inPhase(phase), action, { feedback: 'more on margins', plan });
    if (ACTIONS_BY_PHASE[phase].includes(action)) {
      expect(step.ok).toBe(true);
      if (step.ok) {
        expect(step.effects.length).toBe(1);
        expect(step.state.history.at(-1)).toEqual({ action, phase, feedback: 'more on margins' });
      }
    } else {
      expect(step).toEqual({ ok: false, code: 'RESEARCH_ACTION_NOT_ALLOWED' });
    }
  });

  it('each action leads where the diagram says, with its effect', () => {
    const expected: [TResearchPhase, (typeof FEEDBACK_ACTIONS)[number], TResearchPhase, string][] = [
      ['breakdown_review', 'continue_item_breakdown', 'breaking_down', 'break_down'],
      ['breakdown_review', 'revise_breakdown', 'breaking_down', 'break_down'],
      ['breakdown_review', 'proceed_to_research_planning', 'drafting_plan', 'draft_plan'],
      ['plan_review', 'accept', 'collecting', 'collect'],
      ['plan_review', 'proceed', 'collecting', 'collect'],
      ['plan_review', 'edit', 'plan_review', 'save_plan'],
      ['plan_review', 'reject', 'drafting_plan', 'draft_plan'],
      ['plan_review', 'revise_outline', 'drafting_plan', 'revise_outline'],
      ['plan_review', 'regenerate_outline', 'drafting_plan', 'regenerate_outline'],
      ['collection_review', 'continue', 'collecting', 'collect'],
      ['collection_review', 'proceed', 'report_drafting', 'write_report'],
      ['collection_review', 'revise_research', 'collecting', 'collect'],
      ['report_review', 'accept_final_report', 'done', 'finalize_report'],
      ['report_review', 'request_revisions', 'report_drafting', 'revise_report'],
      ['report_review', 'revise_research', 'collecting', 'collect'],
      ['failed', 'continue', 'collecting', 'collect'],
    ];
    for (const [from, action, to, effect] of expected) {
      const step = expectOk(applyFeedback(inPhase(from), action, { feedback: 'note', plan }));
      expect([from, action, step.state.phase, step.effects[0]?.kind]).toEqual([from, action, to, effect]);
    }
  });

  it('passes the feedback to the work, and resumes a collection only on continue', () => {
    expect(
      expectOk(applyFeedback(inPhase('report_review'), 'request_revisions', { feedback: 'shorter' })).effects,
    ).toEqual([{ kind: 'revise_report', feedback: 'shorter' }]);
    expect(expectOk(applyFeedback(inPhase('collection_review'), 'continue')).effects).toEqual([
      { kind: 'collect', resume: true },
    ]);
    expect(expectOk(applyFeedback(inPhase('report_review'), 'revise_research', { feedback: 'China' })).effects).toEqual(
      [{ kind: 'collect', resume: false, feedback: 'China' }],
    );
    expect(expectOk(applyFeedback(inPhase('plan_review'), 'reject')).effects).toEqual([{ kind: 'draft_plan' }]);
  });

  it('keeps an edited plan and counts its revision; an invalid edit is refused with its issues', () => {
    const edited = { ...plan, title: 'NVIDIA, edited' };
    const step = expectOk(applyFeedback(inPhase('plan_review'), 'edit', { plan: edited }));
    expect(step.state.plan?.title).toBe('NVIDIA, edited');
    expect(step.state.plan_revision).toBe(1);
    const refused = applyFeedback(inPhase('plan_review'), 'edit', { plan: { ...plan, outline: [] } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.code).toBe('RESEARCH_PLAN_INVALID');
      expect(refused.issues?.map((issue) => issue.message)).toEqual(['research_sections_required']);
    }
  });

  it('refuses feedback over its limit', () => {
    const refused = applyFeedback(inPhase('report_review'), 'request_revisions', { feedback: 'x'.repeat(4001) });
    expect(refused).toMatchObject({ ok: false, code: 'RESEARCH_PLAN_INVALID' });
  });

  it('retries the failed work on continue and clears the failure', () => {
    const failed = { ...inPhase('failed'), failure: { message: 'timeout', during: 'report_drafting' as const } };
    const step = expectOk(applyFeedback(failed, 'continue'));
    expect(step.state).toMatchObject({ phase: 'report_drafting', failure: null });
    expect(step.effects).toEqual([{ kind: 'write_report' }]);
  });
});

describe('applyWorkResult', () => {
  it('runs a whole session, from item breakdown to the accepted report', () => {
    let { state, effects } = startResearch({
      request: 'The market for GLP-1 drugs',
      report_type: 'market_research',
      language: 'zh',
      breakdown: true,
    });
    expect([state.phase, effects]).toEqual(['breaking_down', [{ kind: 'break_down' }]]);
    const run = (step: TResearchStep) => {
      const ok = expectOk(step);
      state = ok.state;
      return ok.effects;
    };
    run(applyWorkResult(state, { kind: 'breakdown_ready', items: [' Demand ', '', 'Pricing'] }));
    expect(state.breakdown_items).toEqual(['Demand', 'Pricing']);
    run(applyFeedback(state, 'proceed_to_research_planning'));
    run(applyWorkResult(state, { kind: 'plan_ready', plan }));
    expect([state.phase, state.plan_revision]).toEqual(['plan_review', 1]);
    run(applyFeedback(state, 'accept'));
    run(applyWorkResult(state, { kind: 'collection_ready', complete: false }));
    expect([state.phase, state.collection_complete]).toEqual(['collection_review', false]);
    expect(run(applyFeedback(state, 'continue'))).toEqual([{ kind: 'collect', resume: true }]);
    run(applyWorkResult(state, { kind: 'collection_ready', complete: true }));
    run(applyFeedback(state, 'proceed'));
    run(applyWorkResult(state, { kind: 'report_ready', markdown: '# GLP-1' }));
    expect([state.phase, state.report_markdown, state.report_revision]).toEqual(['report_review', '# GLP-1', 1]);
    run(applyFeedback(state, 'accept_final_report'));
    expect(state.phase).toBe('done');
    expect(state.history.map((note) => note.action)).toEqual([
      'proceed_to_research_planning',
      'accept',
      'continue',
      'proceed',
      'accept_final_report',
    ]);
  });

  it('refuses results the phase does not wait for, and a plan that breaks the rules', () => {
    expect(applyWorkResult(inPhase('plan_review'), { kind: 'plan_ready', plan })).toEqual({
      ok: false,
      code: 'RESEARCH_RESULT_OUTDATED',
    });
    expect(applyWorkResult(inPhase('done'), { kind: 'work_failed', message: 'late' })).toMatchObject({ ok: false });
    expect(applyWorkResult(inPhase('collecting'), { kind: 'report_ready', markdown: '' })).toMatchObject({ ok: false });
    const bad = applyWorkResult(inPhase('drafting_plan'), { kind: 'plan_ready', plan: { ...plan, title: '' } });
    expect(bad).toMatchObject({ ok: false, code: 'RESEARCH_PLAN_INVALID' });
  });

  it('records a failure with the phase whose work failed', () => {
    const step = expectOk(applyWorkResult(inPhase('drafting_plan'), { kind: 'work_failed', message: 'model down' }));
    expect(step.state).toMatchObject({ phase: 'failed', failure: { message: 'model down', during: 'drafting_plan' } });
  });
});

describe('stored state', () => {
  it('round-trips through JSON with its version, and refuses what is not a state', () => {
    const state = inPhase('plan_review');
    expect(parseResearchState(serializeResearchState(state))).toEqual(state);
    expect(parseResearchState(JSON.stringify({ ...state, version: 2 }))).toBeNull();
    expect(parseResearchState(JSON.stringify({ ...state, phase: 'flying' }))).toBeNull();
    expect(parseResearchState('{not json')).toBeNull();
  });
});
