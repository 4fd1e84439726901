import {
  chunkRoutes,
  defaultParserConfig,
  documentRoutes,
  errorMessage,
  file2documentRoutes,
  fileRoutes,
  kbRoutes,
  llmRoutes,
  localizeIssues,
  type TRoute,
  userRoutes,
} from '@app/contract';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  type TScriptedReply,
  wireUser,
} from './local-api-server';

/** Wire-format (snake_case) records of the knowledge-base areas, for component tests. */
export type TWire = Record<string, unknown>;

const NOW = '2026-11-20T09:30:00.000Z';

/** A uuid made from a number (the contract checks ids sent back). */
export function knowledgeId(index: number): string {
  return `6f1d2c3b-4a5e-4f60-8a7b-${String(index).padStart(12, '0')}`;
}

export const KB_ID = knowledgeId(1);

export function wireKb(overrides: TWire = {}): TWire {
  return {
    id: KB_ID,
    name: '10-K filings',
    avatar: null,
    description: 'Annual reports of the companies we cover.',
    language: 'en',
    permission: 'me',
    embd_id: 'universal-sentence-encoder-lite@Builtin',
    parser_id: 'naive',
    parser_config: defaultParserConfig(),
    similarity_threshold: 0.2,
    vector_similarity_weight: 0.3,
    doc_num: 0,
    chunk_num: 0,
    token_num: 0,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function wireKbDocument(overrides: TWire = {}): TWire {
  return {
    id: knowledgeId(100),
    kb_id: KB_ID,
    name: 'annual-report.pdf',
    kind: 'pdf',
    size: 482_113,
    page_count: 96,
    source_type: 'knowledgebase',
    source_url: null,
    parser_id: 'naive',
    parser_config: defaultParserConfig(),
    status: 1,
    run: 0,
    progress: 0,
    progress_msg: '',
    process_begin_at: null,
    process_duration: 0,
    chunk_num: 0,
    token_num: 0,
    error: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function wireChunk(overrides: TWire = {}): TWire {
  return {
    chunk_id: knowledgeId(500),
    doc_id: knowledgeId(100),
    kb_id: KB_ID,
    docnm_kwd: 'annual-report.pdf',
    content_with_weight: 'Net revenue grew 12% to $4.1 billion.',
    content_type: 'text',
    important_kwd: [],
    question_kwd: [],
    available_int: 1,
    page_from: 3,
    page_to: 3,
    headings: [],
    token_num: 11,
    position: 0,
    ...overrides,
  };
}

/** How the fake server answers what the tests look at. */
export type TKnowledgeApiOptions = {
  kbs?: TWire[];
  docs?: TWire[];
  chunks?: TWire[];
  /** The user's default chat model (null: none set up). */
  llmId?: string | null;
  /** Models `llm/list` answers, by type. */
  models?: TWire[];
  /** `chunk/retrieval_test`'s answer for a request body. */
  retrieval?: (body: TWire) => TWire;
  /** `chunk/knowledge_graph`'s answer. */
  graph?: TWire;
  /** `document/thumbnails`' pictures (data URLs) by document id; the others have none. */
  thumbnails?: Record<string, string>;
  /** `file/pick`'s files. */
  files?: TWire[];
  /** Answers a request before the fake area does, when it returns a reply. */
  override?: (request: TRecordedRequest) => TScriptedReply | undefined;
};

export type TKnowledgeApi = TLocalApiServer & {
  kbs: Map<string, TWire>;
  docs: Map<string, TWire>;
  chunks: Map<string, TWire>;
  /** The requests to one route, in order. */
  calls: (route: TRoute) => TRecordedRequest[];
};

/**
 * The `kb`, `document`, `chunk`, `file/pick` and `file2document/convert` areas kept in memory, as
 * the server answers them: every request's input is checked with the route's own contract schema
 * first (422 with the localized field messages, as the server's error handler sends them), so a
 * screen that sends what the server would refuse fails its test.
 */
export async function startKnowledgeApi(options: TKnowledgeApiOptions = {}): Promise<TKnowledgeApi> {
  const kbs = new Map((options.kbs ?? [wireKb()]).map((kb) => [String(kb.id), kb]));
  const docs = new Map((options.docs ?? []).map((doc) => [String(doc.id), doc]));
  const chunks = new Map((options.chunks ?? []).map((chunk) => [String(chunk.chunk_id), chunk]));
  let ids = 1000;
  const newId = () => knowledgeId(++ids);

  const routes: [TRoute, (input: TWire, request: TRecordedRequest) => TScriptedReply][] = [
    [
      kbRoutes.list,
      (input) => {
        const keywords = String(input.keywords ?? '').toLowerCase();
        const found = [...kbs.values()].filter((kb) => String(kb.name).toLowerCase().includes(keywords));
        return { body: ok({ kbs: found, total: found.length }) };
      },
    ],
    [
      kbRoutes.create,
      (input) => {
        if ([...kbs.values()].some((kb) => kb.name === input.name)) {
          return {
            status: 422,
            body: failure(422, 'KB_NAME_TAKEN', errorMessage('KB_NAME_TAKEN', 'en', { name: String(input.name) })),
          };
        }
        const kb = wireKb({ id: newId(), name: input.name, description: '' });
        kbs.set(String(kb.id), kb);
        return { body: ok(kb) };
      },
    ],
    [kbRoutes.detail, (input) => found(kbs.get(String(input.kb_id)))],
    [
      kbRoutes.update,
      (input) => {
        const kb = kbs.get(String(input.kb_id));
        if (!kb) return notFound();
        const { kb_id: _id, ...changes } = input;
        const updated = { ...kb, ...changes, updated_at: new Date().toISOString() };
        kbs.set(String(kb.id), updated);
        return { body: ok(updated) };
      },
    ],
    [
      kbRoutes.rm,
      (input) => {
        kbs.delete(String(input.kb_id));
        return { body: ok({ ok: true }) };
      },
    ],
    [
      documentRoutes.list,
      (input) => {
        const keywords = String(input.keywords ?? '').toLowerCase();
        const list = [...docs.values()].filter(
          (doc) => doc.kb_id === input.kb_id && String(doc.name).toLowerCase().includes(keywords),
        );
        return { body: ok({ docs: list, total: list.length }) };
      },
    ],
    [
      documentRoutes.infos,
      (input) => {
        const ids = input.doc_ids as string[];
        return { body: ok(ids.flatMap((id) => (docs.has(id) ? [docs.get(id)] : []))) };
      },
    ],
    [
      documentRoutes.thumbnails,
      (input) => {
        const ids = input.doc_ids as string[];
        if (ids.some((id) => !docs.has(id))) return notFound();
        return { body: ok(Object.fromEntries(ids.map((id) => [id, options.thumbnails?.[id] ?? null]))) };
      },
    ],
    [documentRoutes.upload, (input, request) => upload(String(input.kb_id), request, false)],
    [documentRoutes.upload_and_parse, (input, request) => upload(String(input.kb_id), request, true)],
    [
      documentRoutes.create,
      (input) => {
        const doc = wireKbDocument({
          id: newId(),
          kb_id: input.kb_id,
          name: input.name,
          kind: 'virtual',
          size: 0,
          source_type: 'virtual',
        });
        docs.set(String(doc.id), doc);
        return { body: ok(doc) };
      },
    ],
    [
      documentRoutes.web_crawl,
      (input) => {
        const doc = wireKbDocument({
          id: newId(),
          kb_id: input.kb_id,
          name: input.name,
          kind: 'html',
          source_type: 'web',
          source_url: input.url,
        });
        docs.set(String(doc.id), doc);
        return { body: ok(doc) };
      },
    ],
    [documentRoutes.rename, (input) => patchDocument(String(input.doc_id), { name: input.name })],
    [
      documentRoutes.change_parser,
      (input) =>
        patchDocument(String(input.doc_id), {
          parser_id: input.parser_id,
          parser_config: input.parser_config,
          chunk_num: 0,
          run: 0,
        }),
    ],
    [
      documentRoutes.change_status,
      (input) => {
        const changed = (input.doc_ids as string[]).map((id) => patchOne(id, { status: input.status }));
        return { body: ok(changed.filter(Boolean)) };
      },
    ],
    [
      documentRoutes.run,
      (input) => {
        const isStart = input.run === 1;
        const changed = (input.doc_ids as string[]).map((id) =>
          patchOne(
            id,
            isStart
              ? {
                  run: 1,
                  progress: 0,
                  progress_msg: 'Waiting for a parse worker.',
                  process_begin_at: NOW,
                  process_duration: 0,
                }
              : { run: 2, progress_msg: 'Parsing was cancelled.' },
          ),
        );
        return { body: ok(changed.filter(Boolean)) };
      },
    ],
    [
      documentRoutes.rm,
      (input) => {
        for (const id of input.doc_ids as string[]) docs.delete(id);
        return { body: ok({ ok: true }) };
      },
    ],
    [
      documentRoutes.extract_statements,
      () => ok2({ financial_document_id: knowledgeId(9000), task_id: knowledgeId(9001) }),
    ],
    [
      chunkRoutes.list,
      (input) => {
        const doc = docs.get(String(input.doc_id));
        if (!doc) return notFound();
        const keywords = String(input.keywords ?? '').toLowerCase();
        const list = [...chunks.values()]
          .filter((chunk) => chunk.doc_id === input.doc_id)
          .filter((chunk) => String(chunk.content_with_weight).toLowerCase().includes(keywords))
          .filter((chunk) => input.available_int === undefined || chunk.available_int === input.available_int)
          .sort((a, b) => Number(a.position) - Number(b.position));
        const size = Number(input.size ?? 30);
        const start = (Number(input.page ?? 1) - 1) * size;
        return { body: ok({ total: list.length, chunks: list.slice(start, start + size), doc }) };
      },
    ],
    [
      chunkRoutes.get,
      (input) => {
        const chunk = chunks.get(String(input.chunk_id));
        return chunk ? { body: ok(chunk) } : notFound();
      },
    ],
    [
      chunkRoutes.switch,
      (input) => {
        for (const id of input.chunk_ids as string[]) {
          const chunk = chunks.get(id);
          if (chunk) chunks.set(id, { ...chunk, available_int: input.available_int });
        }
        return { body: ok({ ok: true }) };
      },
    ],
    [
      chunkRoutes.rm,
      (input) => {
        for (const id of input.chunk_ids as string[]) chunks.delete(id);
        return { body: ok({ ok: true }) };
      },
    ],
    [
      chunkRoutes.create,
      (input) => {
        const position = [...chunks.values()].filter((chunk) => chunk.doc_id === input.doc_id).length;
        const chunk = wireChunk({
          chunk_id: newId(),
          doc_id: input.doc_id,
          content_with_weight: input.content_with_weight,
          important_kwd: input.important_kwd,
          question_kwd: input.question_kwd,
          position,
          page_from: 0,
          page_to: 0,
        });
        chunks.set(String(chunk.chunk_id), chunk);
        return { body: ok(chunk) };
      },
    ],
    [
      chunkRoutes.set,
      (input) => {
        const chunk = chunks.get(String(input.chunk_id));
        if (!chunk) return notFound();
        const { doc_id: _doc, chunk_id: _id, ...changes } = input;
        const updated = {
          ...chunk,
          ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        };
        chunks.set(String(input.chunk_id), updated);
        return { body: ok(updated) };
      },
    ],
    [
      chunkRoutes.retrieval_test,
      (input) => ok2(options.retrieval ? options.retrieval(input) : { chunks: [], doc_aggs: [], total: 0 }),
    ],
    [
      chunkRoutes.knowledge_graph,
      () => ok2(options.graph ?? { graph: null, reason: { code: 'graph_not_built', message: 'Not built yet.' } }),
    ],
    [fileRoutes.pick, () => ok2({ files: options.files ?? [], truncated: false })],
    [
      file2documentRoutes.convert,
      (input) => {
        const added = (input.file_ids as string[]).map((fileId) => {
          const file = (options.files ?? []).find((item) => item.id === fileId);
          const doc = wireKbDocument({
            id: newId(),
            kb_id: (input.kb_ids as string[])[0],
            name: file?.name ?? fileId,
            source_type: 'local',
          });
          docs.set(String(doc.id), doc);
          return {
            id: doc.id,
            kb_id: doc.kb_id,
            file_id: fileId,
            name: doc.name,
            kind: 'pdf',
            size: 1,
            run: 0,
            create_time: NOW,
          };
        });
        return ok2({ documents: added, skipped: 0 });
      },
    ],
  ];

  function upload(kbId: string, request: TRecordedRequest, parse: boolean): TScriptedReply {
    const documents = request.files.map((file) => {
      if (!/\.(pdf|docx|xlsx|xls|csv|html?|md|txt)$/i.test(file.name)) {
        const code = 'KB_DOCUMENT_UNSUPPORTED_TYPE';
        return { file_name: file.name, document: null, error: { code, message: errorMessage(code, 'en') } };
      }
      const doc = wireKbDocument({ id: newId(), kb_id: kbId, name: file.name, size: file.size, run: parse ? 1 : 0 });
      docs.set(String(doc.id), doc);
      return { file_name: file.name, document: doc, error: null };
    });
    return ok2({ documents });
  }

  function patchOne(id: string, patch: TWire): TWire | undefined {
    const doc = docs.get(id);
    if (!doc) return undefined;
    const updated = { ...doc, ...patch };
    docs.set(id, updated);
    return updated;
  }

  function patchDocument(id: string, patch: TWire): TScriptedReply {
    return found(patchOne(id, patch));
  }

  const server = await startLocalApiServer((request) => {
    const scripted = options.override?.(request);
    if (scripted) return scripted;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case llmRoutes.tenant_info.path:
        return ok2({
          llm_id: options.llmId === undefined ? 'gpt-4o-mini@OpenAI' : options.llmId,
          embd_id: null,
          rerank_id: null,
          img2txt_id: null,
          tts_id: null,
          web_search_id: null,
        });
      case llmRoutes.list.path: {
        const type = request.query.get('model_type');
        const builtin = {
          id: 'universal-sentence-encoder-lite@Builtin',
          llm_factory: 'Builtin',
          llm_name: 'universal-sentence-encoder-lite',
          model_type: 'embedding',
          is_default: true,
        };
        const models = [builtin, ...(options.models ?? [])].filter((model) => !type || model.model_type === type);
        return ok2(models);
      }
    }
    const entry = routes.find(([route]) => route.path === request.path);
    if (!entry) return notFound();
    const [route, answer] = entry;
    const parsed = route.input.safeParse(inputOf(route, request), { reportInput: true });
    if (!parsed.success) {
      const fields = localizeIssues(parsed.error.issues, 'en');
      return {
        status: 422,
        body: failure(422, 'VALIDATION_FAILED', fields.map((field) => field.message).join('; '), fields),
      };
    }
    return answer(parsed.data as TWire, request);
  });

  return {
    ...server,
    kbs,
    docs,
    chunks,
    calls: (route) => server.requests.filter((request) => request.path === route.path),
  };
}

/** What a request carries for its route: the query of a GET (repeated keys as lists), else its body. */
function inputOf(route: TRoute, request: TRecordedRequest): unknown {
  if (route.method !== 'GET') return request.body ?? {};
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(request.query.keys())) {
    const values = request.query.getAll(key);
    input[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return input;
}

function ok2(data: unknown): TScriptedReply {
  return { body: ok(data) };
}

function found(record: TWire | undefined): TScriptedReply {
  return record ? { body: ok(record) } : notFound();
}

function notFound(): TScriptedReply {
  return { status: 404, body: failure(404, 'NOT_FOUND', errorMessage('NOT_FOUND', 'en')) };
}
