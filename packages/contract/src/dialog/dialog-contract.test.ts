import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { DIALOG_DEFAULTS, DIALOG_LIMITS, promptVariables, ZPromptConfigSchema } from './dialog-fields.js';
import { ZDialogFormSchema, ZSetDialogRequestSchema } from './routes.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const KB = '6f1c0a52-3f8e-4c7e-9a0e-2b1d2c3e4f50';

describe('dialog contract', () => {
  it('finds a prompt’s variables once each, not JSON braces', () => {
    expect(promptVariables('A {knowledge} B {lang} {knowledge} {"x": 1} {1x}')).toEqual(['knowledge', 'lang']);
  });

  it('accepts the defaults, and every message the rules raise is in the catalogue', () => {
    expect(ZPromptConfigSchema.safeParse(DIALOG_DEFAULTS.prompt_config).success).toBe(true);
    const form = {
      name: 'Analyst',
      description: '',
      icon: null,
      language: 'en',
      kb_ids: [KB],
      llm_id: null,
      rerank_id: null,
      ...DIALOG_DEFAULTS,
    };
    expect(ZDialogFormSchema.safeParse(form).success).toBe(true);
    const bad = ZDialogFormSchema.safeParse({
      ...form,
      name: ' ',
      kb_ids: [],
      llm_id: 'no-factory',
      top_n: 31,
      top_k: 0,
      llm_setting: { temperature: 2.5, top_p: -1, presence_penalty: 2, frequency_penalty: null, max_tokens: 0.5 },
    });
    const messages = messagesOf(bad);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name:dialog_name_required',
        'kb_ids:dialog_kb_required',
        'llm_id:dialog_llm_id_invalid',
        'top_n:dialog_top_n_range',
        'top_k:retrieval_top_k_range',
        'llm_setting.temperature:dialog_temperature_range',
        'llm_setting.top_p:dialog_top_p_range',
        'llm_setting.presence_penalty:dialog_presence_penalty_range',
        'llm_setting.frequency_penalty:dialog_frequency_penalty_range',
        'llm_setting.max_tokens:dialog_max_tokens_range',
      ]),
    );
    for (const message of messages) expect(VALIDATION_MESSAGES).toHaveProperty(message.split(':')[1] as string);
  });

  it('requires {knowledge}, declared variables, used required ones and unique keys', () => {
    const check = (config: Record<string, unknown>) => messagesOf(ZPromptConfigSchema.safeParse(config));
    expect(check({ system: 'No knowledge here.' })).toEqual(['system:dialog_knowledge_missing']);
    expect(check({ system: '{knowledge} in {lang}' })).toEqual(['system:dialog_variable_undeclared']);
    expect(check({ system: '{knowledge} in {lang}', parameters: [{ key: 'lang', optional: true }] })).toEqual([]);
    expect(check({ system: '{knowledge}', parameters: [{ key: 'tone' }] })).toEqual([
      'parameters.0.key:dialog_variable_unused',
    ]);
    expect(
      check({
        system: '{knowledge} {a}',
        parameters: [
          { key: 'a', optional: true },
          { key: 'a', optional: true },
        ],
      }),
    ).toEqual(['parameters.1.key:dialog_variable_key_duplicate']);
    expect(check({ system: '{knowledge}', parameters: [{ key: '9 lives', optional: true }] })).toEqual([
      'parameters.0.key:dialog_variable_key_invalid',
    ]);
    expect(check({ system: '' })).toContain('system:dialog_system_required');
    expect(check({ system: `{knowledge}${'x'.repeat(DIALOG_LIMITS.systemChars)}` })).toEqual([
      'system:dialog_system_too_long',
    ]);
    const many = Array.from({ length: DIALOG_LIMITS.parameters + 1 }, (_, index) => ({
      key: `v${index}`,
      optional: true,
    }));
    expect(check({ system: '{knowledge}', parameters: many })).toContain('parameters:dialog_variables_too_many');
  });

  it('takes an update of one field alone, and an empty model id as none', () => {
    const parsed = ZSetDialogRequestSchema.parse({ dialog_id: KB, name: 'x', llm_id: '', rerank_id: '' });
    expect(parsed).toEqual({ dialog_id: KB, name: 'x', llm_id: null, rerank_id: null });
    expect(messagesOf(ZSetDialogRequestSchema.safeParse({ kb_ids: Array(21).fill(KB) }))).toEqual([
      'kb_ids:dialog_kb_too_many',
    ]);
  });
});
