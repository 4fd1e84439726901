import { DIALOG_DEFAULTS, DIALOG_LIMITS, ERRORS, type TDialog, VALIDATION_MESSAGES } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogs } from '../../db/schema.js';
import { getOwnedDialog } from '../../dialogs/get-owned-dialog.js';
import {
  createKb,
  MOCK_PROVIDER_KEY,
  parseAndWait,
  signInWithMockKb,
  uploadText,
} from '../../knowledge/kb-api.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let provider: TMockProviderServer;
beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function setDialog(token: string, body: Record<string, unknown>, language = 'en') {
  return t.call<TDialog>('POST', '/v1/dialog/set', { token, body, language });
}

async function addModel(token: string, name: string, modelType: 'chat' | 'rerank'): Promise<string> {
  const factory = modelType === 'rerank' ? 'VLLM' : 'OpenAI';
  const added = await t.call('POST', '/v1/llm/add_llm', {
    token,
    body: {
      llm_factory: factory,
      llm_name: name,
      model_type: modelType,
      base_url: `${provider.url}/v1`,
      api_key: MOCK_PROVIDER_KEY,
    },
  });
  expect(added.code, added.message).toBe(0);
  return `${name}@${factory}`;
}

describe('dialog/set, get, list, rm', () => {
  it('creates an assistant with RAGFlow’s defaults, then changes only the fields given', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const kb = await createKb(t, token, { name: 'Filings' });
    const created = await setDialog(token, { name: '  Analyst ', kb_ids: [kb.id, kb.id] });
    expect(created.code, created.message).toBe(0);
    expect(created.data).toMatchObject({
      name: 'Analyst',
      description: '',
      icon: null,
      language: 'es',
      kb_ids: [kb.id],
      kb_names: ['Filings'],
      kbs: [{ id: kb.id, name: 'Filings', embd_id: kb.embd_id, parsed_doc_num: 0 }],
      llm_id: null,
      rerank_id: null,
      llm_setting: DIALOG_DEFAULTS.llm_setting,
      prompt_config: DIALOG_DEFAULTS.prompt_config,
      top_n: 6,
      top_k: 1024,
      similarity_threshold: 0.2,
      vector_similarity_weight: 0.3,
      is_answerable: false,
    });

    const id = created.data.id;
    const system = 'Answer in {lang} from {knowledge}.';
    const updated = await setDialog(token, {
      dialog_id: id,
      description: 'Reads 10-Ks',
      prompt_config: { system, parameters: [{ key: 'lang', optional: true }], quote: false },
      llm_setting: { temperature: 1.5, top_p: 0.9, presence_penalty: 0, frequency_penalty: 1, max_tokens: 2048 },
      top_n: 30,
    });
    expect(updated.code, updated.message).toBe(0);
    expect(updated.data).toMatchObject({
      id,
      name: 'Analyst',
      description: 'Reads 10-Ks',
      kb_ids: [kb.id],
      top_n: 30,
      llm_setting: { temperature: 1.5, max_tokens: 2048 },
      prompt_config: {
        system,
        parameters: [{ key: 'lang', optional: true }],
        quote: false,
        prologue: expect.any(String),
      },
    });

    const got = await t.call<TDialog>('GET', `/v1/dialog/get?dialog_id=${id}`, { token });
    expect(got.data).toEqual(updated.data);
    const second = await setDialog(token, { name: 'Second', kb_ids: [kb.id] });
    const listed = await t.call<TDialog[]>('GET', '/v1/dialog/list', { token });
    expect(listed.data.map((dialog) => dialog.id)).toEqual([second.data.id, id]);

    const removed = await t.call('POST', '/v1/dialog/rm', { token, body: { dialog_ids: [id] } });
    expect(removed.code, removed.message).toBe(0);
    const gone = await t.call('GET', `/v1/dialog/get?dialog_id=${id}`, { token });
    expect(gone.status).toBe(404);
    expect((await t.call<TDialog[]>('GET', '/v1/dialog/list', { token })).data).toHaveLength(1);
  });

  it('is answerable once a knowledge base has a successfully parsed document with chunks; deleted ones drop out', async () => {
    const { token, kb } = await signInWithMockKb(t, provider.url);
    const empty = await createKb(t, token, { embd_id: kb.embd_id, name: 'Empty' });
    const created = await setDialog(token, { name: 'Reader', kb_ids: [empty.id, kb.id] });
    expect(created.data.is_answerable).toBe(false);
    const document = await uploadText(t, token, kb.id, 'notes.txt', 'Revenue grew 12% on services. '.repeat(40));
    const [parsed] = await parseAndWait(t, token, [document.id]);
    expect(parsed?.run).toBe(3);
    const got = await t.call<TDialog>('GET', `/v1/dialog/get?dialog_id=${created.data.id}`, { token });
    expect(got.data.is_answerable, JSON.stringify([got.data.kbs, parsed])).toBe(true);
    expect(got.data.kbs.map((one) => one.parsed_doc_num)).toEqual([0, 1]);

    expect((await t.call('POST', '/v1/kb/rm', { token, body: { kb_id: empty.id } })).code).toBe(0);
    const after = await t.call<TDialog>('GET', `/v1/dialog/get?dialog_id=${created.data.id}`, { token });
    expect(after.data.kb_ids).toEqual([kb.id]);
    expect(after.data.kb_names).toEqual([kb.name]);
  });

  it('takes the user’s own chat and rerank models, and refuses another user’s', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const chat = await addModel(token, 'gpt-chat', 'chat');
    const rerank = await addModel(token, 'rr', 'rerank');
    const created = await setDialog(token, { name: 'A', kb_ids: [kb.id], llm_id: chat, rerank_id: rerank });
    expect(created.code, created.message).toBe(0);
    expect(created.data).toMatchObject({ llm_id: chat, rerank_id: rerank });
    const cleared = await setDialog(token, { dialog_id: created.data.id, llm_id: '', rerank_id: null });
    expect(cleared.data).toMatchObject({ llm_id: null, rerank_id: null });

    const other = await signInAsTemp(t, 'id');
    const otherKb = await createKb(t, other.token);
    const foreignChat = await setDialog(other.token, { name: 'B', kb_ids: [otherKb.id], llm_id: chat }, 'id');
    expect(foreignChat.status).toBe(422);
    expect(foreignChat.data).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'llm_id', message: VALIDATION_MESSAGES.dialog_llm_id_invalid.id }],
    });
    // A rerank model named where a chat model goes is not usable as one.
    const wrongType = await setDialog(token, { name: 'C', kb_ids: [kb.id], llm_id: `rr@VLLM` });
    expect(wrongType.data).toMatchObject({ fields: [{ path: 'llm_id' }] });
    const foreignRerank = await setDialog(other.token, { name: 'B', kb_ids: [otherKb.id], rerank_id: rerank }, 'id');
    expect(foreignRerank.data).toMatchObject({
      fields: [{ path: 'rerank_id', message: VALIDATION_MESSAGES.retrieval_rerank_id_invalid.id }],
    });
  });

  it('refuses knowledge bases with different embedding models with a clear message', async () => {
    const { token, kb } = await signInWithMockKb(t, provider.url);
    await t.call('POST', '/v1/user/setting', { token, body: { language: 'zh' } });
    const builtin = await createKb(t, token, { name: 'Built-in' });
    expect(builtin.embd_id).not.toBe(kb.embd_id);
    const mixed = await setDialog(token, { name: 'Mixed', kb_ids: [kb.id, builtin.id] }, 'zh');
    expect(mixed.status).toBe(422);
    expect(mixed.data).toMatchObject({ error: 'DIALOG_MIXED_EMBEDDINGS' });
    expect(mixed.message).toBe(ERRORS.DIALOG_MIXED_EMBEDDINGS.messages.zh);
    const created = await setDialog(token, { name: 'One', kb_ids: [kb.id] });
    const changed = await setDialog(token, { dialog_id: created.data.id, kb_ids: [builtin.id, kb.id] });
    expect(changed.data).toMatchObject({ error: 'DIALOG_MIXED_EMBEDDINGS' });
    expect(
      (await t.call<TDialog>('GET', `/v1/dialog/get?dialog_id=${created.data.id}`, { token })).data.kb_ids,
    ).toEqual([kb.id]);
  });

  it('answers every rule with its message in the reader’s language', async () => {
    const { token } = await signInAsTemp(t, 'zh-TRADITIONAL');
    const kb = await createKb(t, token);
    const language = 'zh-TRADITIONAL';
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await setDialog(token, body, language);
      expect(response.status, JSON.stringify(response.data)).toBe(422);
      return (response.data as unknown as { fields: { path: string; message: string }[] }).fields;
    };
    const m = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key][language];

    expect(await fieldsOf({})).toEqual([
      { path: 'name', message: m('dialog_name_required') },
      { path: 'kb_ids', message: m('dialog_kb_required') },
    ]);
    const base = { name: 'Rules', kb_ids: [kb.id] };
    const cases: [Record<string, unknown>, string, keyof typeof VALIDATION_MESSAGES][] = [
      [{ name: ' ' }, 'name', 'dialog_name_required'],
      [{ name: 'x'.repeat(DIALOG_LIMITS.nameChars + 1) }, 'name', 'dialog_name_too_long'],
      [{ description: 'x'.repeat(DIALOG_LIMITS.descriptionChars + 1) }, 'description', 'dialog_description_too_long'],
      [{ icon: 'data:text/html;base64,AAAA' }, 'icon', 'kb_avatar_invalid'],
      [{ kb_ids: [] }, 'kb_ids', 'dialog_kb_required'],
      [{ kb_ids: Array(DIALOG_LIMITS.kbsPerDialog + 1).fill(kb.id) }, 'kb_ids', 'dialog_kb_too_many'],
      [{ kb_ids: ['6f1c0a52-3f8e-4c7e-9a0e-2b1d2c3e4f50'] }, 'kb_ids', 'dialog_kb_not_found'],
      [{ llm_id: 'no factory' }, 'llm_id', 'dialog_llm_id_invalid'],
      [{ rerank_id: 'nothing@Nowhere' }, 'rerank_id', 'retrieval_rerank_id_invalid'],
      [{ top_n: 0 }, 'top_n', 'dialog_top_n_range'],
      [{ top_k: DIALOG_LIMITS.topK + 1 }, 'top_k', 'retrieval_top_k_range'],
      [{ similarity_threshold: 1.1 }, 'similarity_threshold', 'kb_similarity_threshold_range'],
      [{ vector_similarity_weight: -0.1 }, 'vector_similarity_weight', 'kb_vector_similarity_weight_range'],
      [{ prompt_config: { system: '' } }, 'prompt_config.system', 'dialog_system_required'],
      [
        { prompt_config: { system: `{knowledge}${'x'.repeat(DIALOG_LIMITS.systemChars)}` } },
        'prompt_config.system',
        'dialog_system_too_long',
      ],
      [{ prompt_config: { system: 'No variable' } }, 'prompt_config.system', 'dialog_knowledge_missing'],
      [{ prompt_config: { system: '{knowledge} {who}' } }, 'prompt_config.system', 'dialog_variable_undeclared'],
      [
        { prompt_config: { system: '{knowledge}', parameters: [{ key: 'who' }] } },
        'prompt_config.parameters.0.key',
        'dialog_variable_unused',
      ],
      [
        { prompt_config: { system: '{knowledge}', parameters: [{ key: 'a b', optional: true }] } },
        'prompt_config.parameters.0.key',
        'dialog_variable_key_invalid',
      ],
      [
        {
          prompt_config: {
            system: '{knowledge} {a}',
            parameters: [
              { key: 'a', optional: false },
              { key: 'a', optional: true },
            ],
          },
        },
        'prompt_config.parameters.1.key',
        'dialog_variable_key_duplicate',
      ],
      [
        {
          prompt_config: {
            system: '{knowledge}',
            parameters: Array.from({ length: DIALOG_LIMITS.parameters + 1 }, (_, i) => ({
              key: `v${i}`,
              optional: true,
            })),
          },
        },
        'prompt_config.parameters',
        'dialog_variables_too_many',
      ],
      [
        { prompt_config: { system: '{knowledge}', prologue: 'x'.repeat(DIALOG_LIMITS.prologueChars + 1) } },
        'prompt_config.prologue',
        'dialog_prologue_too_long',
      ],
      [
        { prompt_config: { system: '{knowledge}', empty_response: 'x'.repeat(DIALOG_LIMITS.emptyResponseChars + 1) } },
        'prompt_config.empty_response',
        'dialog_empty_response_too_long',
      ],
    ];
    for (const [body, path, key] of cases)
      expect(await fieldsOf({ ...base, ...body }), path).toEqual([{ path, message: m(key) }]);

    const settings = { temperature: 0.1, top_p: 0.3, presence_penalty: 0.4, frequency_penalty: 0.7, max_tokens: 512 };
    const settingCases: [string, unknown, keyof typeof VALIDATION_MESSAGES][] = [
      ['temperature', 2.1, 'dialog_temperature_range'],
      ['temperature', null, 'dialog_temperature_range'],
      ['top_p', 1.5, 'dialog_top_p_range'],
      ['presence_penalty', -0.5, 'dialog_presence_penalty_range'],
      ['frequency_penalty', undefined, 'dialog_frequency_penalty_range'],
      ['max_tokens', 0, 'dialog_max_tokens_range'],
      ['max_tokens', 10.5, 'dialog_max_tokens_range'],
      ['max_tokens', DIALOG_LIMITS.maxTokens + 1, 'dialog_max_tokens_range'],
    ];
    for (const [field, value, key] of settingCases) {
      const fields = await fieldsOf({ ...base, llm_setting: { ...settings, [field]: value } });
      expect(fields, `${field}=${value}`).toEqual([{ path: `llm_setting.${field}`, message: m(key) }]);
    }

    const rm = await t.call('POST', '/v1/dialog/rm', { token, language, body: { dialog_ids: [] } });
    expect(rm.data).toMatchObject({ fields: [{ path: 'dialog_ids', message: m('dialog_select_first') }] });
  });

  it('keeps another user’s assistants and knowledge bases out of reach', async () => {
    const owner = await signInAsTemp(t);
    const kb = await createKb(t, owner.token);
    const created = await setDialog(owner.token, { name: 'Mine', kb_ids: [kb.id] });
    const id = created.data.id;
    const { token } = await signInAsTemp(t);
    const myKb = await createKb(t, token);

    expect((await t.call('GET', `/v1/dialog/get?dialog_id=${id}`, { token })).status).toBe(404);
    expect((await t.call<TDialog[]>('GET', '/v1/dialog/list', { token })).data).toEqual([]);
    expect((await setDialog(token, { dialog_id: id, name: 'Taken' })).status).toBe(404);
    const foreignKb = await setDialog(token, { name: 'Theirs', kb_ids: [myKb.id, kb.id] });
    expect(foreignKb.data).toMatchObject({
      fields: [{ path: 'kb_ids', message: VALIDATION_MESSAGES.dialog_kb_not_found.en }],
    });
    // One id not the user's: nothing is deleted, not even the user's own.
    const mine = await setDialog(token, { name: 'Mine too', kb_ids: [myKb.id] });
    const rm = await t.call('POST', '/v1/dialog/rm', { token, body: { dialog_ids: [mine.data.id, id] } });
    expect(rm.status).toBe(404);
    expect((await t.call<TDialog[]>('GET', '/v1/dialog/list', { token })).data).toHaveLength(1);

    await expect(getOwnedDialog(t.database.db, owner.id, id)).resolves.toMatchObject({ name: 'Mine' });
    await expect(getOwnedDialog(t.database.db, (await signInAsTemp(t)).id, id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await t.call<TDialog>('GET', `/v1/dialog/get?dialog_id=${id}`, { token: owner.token })).data.name).toBe(
      'Mine',
    );
  });

  it('keeps at most DIALOG_LIMITS.dialogsPerUser assistants per user', async () => {
    const { token, id } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const row = {
      ownerId: id,
      name: 'x',
      language: 'en',
      kbIds: [kb.id],
      llmSetting: {},
      promptConfig: {},
      topN: 6,
      topK: 1024,
      similarityThreshold: 0.2,
      vectorSimilarityWeight: 0.3,
    };
    await t.database.db.insert(dialogs).values(Array.from({ length: DIALOG_LIMITS.dialogsPerUser }, () => row));
    const over = await setDialog(token, { name: 'One more', kb_ids: [kb.id] });
    expect(over.status).toBe(422);
    expect(over.data).toMatchObject({ error: 'DIALOG_TOO_MANY' });
    expect(over.message).toContain(String(DIALOG_LIMITS.dialogsPerUser));
    // Rows that no longer read as settings are answered with the defaults, not refused.
    const listed = await t.call<TDialog[]>('GET', '/v1/dialog/list', { token });
    expect(listed.data[0]?.llm_setting).toEqual(DIALOG_DEFAULTS.llm_setting);
  });
});
