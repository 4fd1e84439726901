import { KB_RUN, type TKbDocument, type TKnowledgeGraph } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kbChunks } from '../../db/schema.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { parseAndWait, signInWithMockKb, uploadText, waitForParse } from '../kb-api.test-helper.js';

const KEY = 'sk-enrich-0123456789abcdef';
const PROMPT_HEAD = 'Summarise these passages for an analyst:';
const PROMPT_TAIL = 'Keep every number.';
const RAPTOR = {
  use_raptor: true,
  prompt: `${PROMPT_HEAD}\n{cluster_content}\n${PROMPT_TAIL}`,
  max_token: 200,
  threshold: 0.1,
  max_cluster: 8,
  random_seed: 7,
};

/**
 * Three topics, four paragraphs each, one chunk a paragraph at 40 tokens. The mock embeds words by
 * hash into 8 dimensions: each topic's words were picked to land on their own axis, so the chunks
 * fall into three clusters as a real model would put them.
 */
const TOPICS = [
  ['revenue', 'sales', 'profit'],
  ['lawsuit', 'judge', 'appeal'],
  ['plant', 'steel', 'court'],
];
const REPORT = TOPICS.flatMap(([a, b, c]) =>
  Array.from(
    { length: 4 },
    (_, i) => `${a}, ${b} and ${c}: ${a} up, ${b} up, ${c} up; ${a}, ${b} and ${c} again in quarter ${i + 1}.`,
  ),
).join('\n\n');

let t: TestApp;
let provider: TMockProviderServer;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
/** A provider per test: its queue of scripted answers starts empty. */
afterEach(async () => {
  await provider?.close();
});

/** A user whose knowledge base embeds with the mock provider and, with `isChat`, whose default chat model is the mock's. */
async function user(options: { isChat: boolean; kb: Record<string, unknown> }) {
  provider = await startMockProviderServer({ apiKey: KEY });
  const { token, kb } = await signInWithMockKb(t, provider.url, options.kb, KEY);
  if (options.isChat) await addDefaultMockChat(t, token, provider.url, KEY);
  return { token, kb };
}

function chatRequests(): TRecordedRequest[] {
  return provider.requests.filter((request) => request.path === '/v1/chat/completions');
}

/** The last user message of a chat request. */
function promptOf(request: TRecordedRequest): string {
  const messages = request.body.messages as { role: string; content: string }[];
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}

async function storedChunks(documentId: string, contentType?: 'summary') {
  const rows = await t.database.db
    .select({ content: kbChunks.content, contentType: kbChunks.contentType, dims: kbChunks.embeddingDims })
    .from(kbChunks)
    .where(
      contentType
        ? and(eq(kbChunks.documentId, documentId), eq(kbChunks.contentType, contentType))
        : eq(kbChunks.documentId, documentId),
    )
    .orderBy(asc(kbChunks.position));
  return rows;
}

/** What a RAPTOR prompt put between the user's head and tail: the cluster's texts, one after another. */
function clusterContent(prompt: string): string {
  expect(prompt.startsWith(`${PROMPT_HEAD}\n`)).toBe(true);
  expect(prompt.endsWith(`\n${PROMPT_TAIL}`)).toBe(true);
  return prompt.slice(PROMPT_HEAD.length + 1, -(PROMPT_TAIL.length + 1));
}

/** The texts (longest first, so none is found inside another) that make up `content` exactly, joined by newlines; null if they do not. */
function membersOf(content: string, texts: readonly string[]): string[] | null {
  const members: string[] = [];
  let rest = content;
  for (;;) {
    const next = [...texts].sort((a, b) => b.length - a.length).find((text) => rest.startsWith(text));
    if (!next) return null;
    members.push(next);
    rest = rest.slice(next.length);
    if (rest === '') return members;
    if (!rest.startsWith('\n')) return null;
    rest = rest.slice(1);
  }
}

describe('RAPTOR in the parse job', () => {
  it('stores the chat model’s summaries of the chunks’ clusters, layer by layer; the same seed gives the same clusters', async () => {
    const { token, kb } = await user({ isChat: true, kb: { parser_config: { chunk_token_num: 40, raptor: RAPTOR } } });
    const answers = Array.from({ length: 40 }, (_, i) => `Summary ${i + 1}: the figures moved, as the passages say.`);
    // The first answer waits, so that the first layer's progress messages can be seen.
    provider.script({ text: [answers[0]!], delayMs: 1_500 }, ...answers.slice(1).map((answer) => ({ text: [answer] })));
    const document = await uploadText(t, token, kb.id, 'report.txt', REPORT);
    const run = await t.call('POST', '/v1/document/run', { token, body: { doc_ids: [document.id], run: 1 } });
    expect(run.code).toBe(0);
    const seen = new Set<string>();
    for (let polls = 0; polls < 400; polls++) {
      const infos = await t.call<TKbDocument[]>('POST', '/v1/document/infos', {
        token,
        body: { doc_ids: [document.id] },
      });
      const current = infos.data[0]!;
      seen.add(current.progress_msg);
      if (current.run !== KB_RUN.RUNNING) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const done = await waitForParse(t, token, document.id);
    // Clustering takes milliseconds; the summaries of layer 1 wait on the slow first answer, so a poll sees them.
    expect(
      [...seen].some((message) =>
        /^RAPTOR layer 1: (clustering \d+ chunks|summarising cluster \d+ of \d+)\.$/u.test(message),
      ),
    ).toBe(true);

    const chunks = await storedChunks(document.id);
    const texts = chunks.filter((chunk) => chunk.contentType !== 'summary').map((chunk) => chunk.content);
    const summaries = chunks.filter((chunk) => chunk.contentType === 'summary');
    const requests = chatRequests();
    expect(texts.length).toBeGreaterThan(4);
    expect(summaries.length).toBe(requests.length);
    expect(summaries.length).toBeGreaterThan(1);
    // Each summary is one of the model's answers, each answer became one summary, and summaries are embedded.
    expect(summaries.map((summary) => summary.content).sort()).toEqual(answers.slice(0, requests.length).sort());
    expect(summaries.every((summary) => summary.dims === 8)).toBe(true);
    expect(done).toMatchObject({ run: KB_RUN.DONE, chunk_num: chunks.length });
    expect(done.progress_msg).toMatch(
      new RegExp(
        `^Done: ${chunks.length} chunks in [\\d.]+ s\\. RAPTOR added ${summaries.length} summaries in \\d+ layers\\.$`,
        'u',
      ),
    );

    // Every prompt is the user's, filled with whole chunk texts (the first layer) or earlier answers (above it).
    const layerOne: string[][] = [];
    for (const request of requests) {
      expect(request.body.max_tokens ?? request.body.max_completion_tokens).toBe(RAPTOR.max_token);
      const content = clusterContent(promptOf(request));
      const fromChunks = membersOf(content, texts);
      const members = fromChunks ?? membersOf(content, answers);
      expect(members, content).not.toBeNull();
      if (fromChunks) layerOne.push(fromChunks);
    }
    // The first layer covers every chunk, and clusters: fewer summaries than chunks.
    expect(new Set(layerOne.flat())).toEqual(new Set(texts));
    expect(layerOne.length).toBeLessThan(texts.length);

    // Again with the same seed: the same first-layer clusters.
    const before = requests.length;
    const [again] = await parseAndWait(t, token, [document.id]);
    expect(again).toMatchObject({ run: KB_RUN.DONE });
    const secondLayerOne = chatRequests()
      .slice(before)
      .flatMap((request) => {
        const members = membersOf(clusterContent(promptOf(request)), texts);
        return members ? [members] : [];
      });
    const key = (clusters: string[][]) => clusters.map((members) => members.join('\u0000')).sort();
    expect(key(secondLayerOne)).toEqual(key(layerOne));
  });

  it('says so when no chat model is set up, for RAPTOR and the knowledge graph, and builds neither', async () => {
    const { token, kb } = await user({
      isChat: false,
      kb: { parser_id: 'knowledge_graph', parser_config: { chunk_token_num: 40, raptor: RAPTOR } },
    });
    const document = await uploadText(t, token, kb.id, 'report.txt', REPORT);
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done?.run).toBe(KB_RUN.DONE);
    expect(done?.progress_msg).toContain(
      'RAPTOR summaries were skipped: no chat model is set up (Settings → Model providers).',
    );
    expect(done?.progress_msg).toContain('The knowledge graph needs a chat model');
    expect(await storedChunks(document.id, 'summary')).toEqual([]);
    expect(chatRequests()).toEqual([]);
    const graph = await t.call<{ graph: TKnowledgeGraph | null; reason: { code: string } | null }>(
      'GET',
      `/v1/chunk/knowledge_graph?doc_id=${document.id}`,
      { token },
    );
    expect(graph.data).toMatchObject({ graph: null, reason: { code: 'graph_no_chat_model' } });
  });

  it('fails the document with the chat model’s catalogue code, and parses again once the model answers', async () => {
    const { token, kb } = await user({ isChat: true, kb: { parser_config: { chunk_token_num: 40, raptor: RAPTOR } } });
    provider.script({
      error: { status: 429, body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit' } } },
    });
    const document = await uploadText(t, token, kb.id, 'report.txt', REPORT);
    const [failed] = await parseAndWait(t, token, [document.id]);
    expect(failed).toMatchObject({ run: KB_RUN.FAIL, error: { code: 'LLM_RATE_LIMITED' } });
    expect(failed?.progress_msg).toBe(failed?.error?.message);

    // Unscripted, the mock answers "OK": every summary is that answer.
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done).toMatchObject({ run: KB_RUN.DONE, error: null });
    const summaries = await storedChunks(document.id, 'summary');
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((summary) => summary.content === 'OK')).toBe(true);
  });

  it('cancels while the chat model summarises: its requests are dropped, nothing is stored', async () => {
    const { token, kb } = await user({ isChat: true, kb: { parser_config: { chunk_token_num: 40, raptor: RAPTOR } } });
    provider.script(...Array.from({ length: 3 }, () => ({ text: ['Too late.'], delayMs: 20_000 })));
    const document = await uploadText(t, token, kb.id, 'report.txt', REPORT);
    await t.call('POST', '/v1/document/run', { token, body: { doc_ids: [document.id], run: 1 } });
    await expect.poll(() => chatRequests().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const cancelled = await t.call<TKbDocument[]>('POST', '/v1/document/run', {
      token,
      body: { doc_ids: [document.id], run: 2 },
    });
    expect(cancelled.data[0]).toMatchObject({ run: KB_RUN.CANCEL });
    await expect.poll(() => chatRequests().every((request) => request.isAborted)).toBe(true);
    expect((await waitForParse(t, token, document.id)).run).toBe(KB_RUN.CANCEL);
    expect(await storedChunks(document.id, 'summary')).toEqual([]);
  });
});

describe('the knowledge graph in the parse job', () => {
  it('asks the chat model for each chunk’s entities and stores the merged graph', async () => {
    const { token, kb } = await user({
      isChat: true,
      kb: {
        parser_id: 'knowledge_graph',
        parser_config: {
          chunk_token_num: 40,
          graphrag: { use_graphrag: true, entity_types: ['organization', 'person'], method: 'light' },
        },
      },
    });
    // One answer per chunk: everyone works at Acme; the fifth answer names a type nobody asked for.
    const answers = Array.from({ length: 30 }, (_, i) =>
      [
        '{"kind":"entity","name":"Acme Corp","type":"organization","description":"Acme Corp reports the figures."}',
        `{"kind":"entity","name":"Analyst ${i + 1}","type":"${i === 4 ? 'geo' : 'person'}","description":"Analyst ${i + 1} reviewed a section."}`,
        `{"kind":"relation","source":"Analyst ${i + 1}","target":"Acme Corp","description":"Analyst ${i + 1} covers Acme Corp.","strength":${(i % 9) + 1},"keywords":["coverage"]}`,
      ].join('\n'),
    );
    provider.script(...answers.map((answer) => ({ text: [answer] })));
    const document = await uploadText(t, token, kb.id, 'report.txt', REPORT);
    const [done] = await parseAndWait(t, token, [document.id]);
    expect(done?.run, done?.progress_msg).toBe(KB_RUN.DONE);

    const stored = await storedChunks(document.id);
    const texts = stored.filter((chunk) => chunk.contentType !== 'graph').map((chunk) => chunk.content);
    const requests = chatRequests();
    expect(requests.length).toBe(texts.length);
    expect(texts.length).toBeGreaterThan(5);
    // Each chunk was sent once, with the configured entity types in the instructions.
    expect(requests.map((request) => promptOf(request)).sort()).toEqual(texts.map((text) => `Text:\n${text}`).sort());
    const system = (requests[0]!.body.messages as { role: string; content: string }[])[0]!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system.content).toContain('organization, person');

    const response = await t.call<{ graph: TKnowledgeGraph | null; reason: unknown }>(
      'GET',
      `/v1/chunk/knowledge_graph?doc_id=${document.id}`,
      { token },
    );
    expect(response.data.reason).toBeNull();
    const graph = response.data.graph!;
    const used = answers.slice(0, requests.length);
    const analysts = used.map((_, i) => `Analyst ${i + 1}`).filter((name) => name !== 'Analyst 5');
    expect(graph.nodes.map((node) => node.name).sort()).toEqual(['Acme Corp', ...analysts].sort());
    expect(graph.nodes.find((node) => node.id === 'Acme Corp')).toMatchObject({
      type: 'organization',
      weight: requests.length,
    });
    expect(graph.edges).toHaveLength(analysts.length);
    expect(graph.edges.every((edge) => [edge.source, edge.target].includes('Acme Corp'))).toBe(true);
    expect(done?.progress_msg).toMatch(
      new RegExp(`Knowledge graph: ${analysts.length + 1} entities and ${analysts.length} relations\\.$`, 'u'),
    );

    // The graph is searchable too: one embedded passage per entity, after the chunks, counted in the document's.
    const passages = stored.filter((chunk) => chunk.contentType === 'graph');
    expect(stored.slice(texts.length)).toEqual(passages);
    expect(passages).toHaveLength(graph.nodes.length);
    expect(passages[0]!.content).toMatch(
      /^Acme Corp \(organization\)\nAcme Corp reports the figures\.\nAnalyst \d+ → Acme Corp: /u,
    );
    expect(passages.every((passage) => (passage.dims ?? 0) > 0)).toBe(true);
    expect(done?.chunk_num).toBe(texts.length + passages.length);
    const found = await t.call<{ chunks: { content_with_weight: string; content_type: string }[] }>(
      'POST',
      '/v1/chunk/retrieval_test',
      { token, body: { kb_id: kb.id, question: 'Who covers Acme Corp? Analyst 3', similarity_threshold: 0 } },
    );
    expect(found.data.chunks[0]).toMatchObject({ content_type: 'graph' });
    expect(found.data.chunks[0]!.content_with_weight).toContain('Analyst 3 covers Acme Corp.');
  });
});
