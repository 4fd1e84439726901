import type { TLocalizedText } from './catalogue.js';

type TAssistantErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of a conversation with an assistant over knowledge bases (its completion and mind
 * map), spread into `ERRORS`. The refusals of the assistant itself (mixed embedding models, no
 * parsed document) are the `dialog` area's.
 * @public
 */
export const ASSISTANT_ERRORS = {
  /** 422: a completion without a value for a variable the assistant's prompt requires. */
  ASSISTANT_VARIABLE_MISSING: {
    status: 422,
    messages: {
      en: 'This assistant needs a value for “{{name}}” with each question. Give it in the question’s variables.',
      es: 'Este asistente necesita un valor para «{{name}}» con cada pregunta. Indícalo en las variables de la pregunta.',
      zh: '该助理的每个问题都需要“{{name}}”的值。请在问题的变量中提供。',
      'zh-TRADITIONAL': '此助理的每個問題都需要「{{name}}」的值。請在問題的變數中提供。',
      id: 'Asisten ini memerlukan nilai untuk “{{name}}” pada setiap pertanyaan. Berikan di variabel pertanyaan.',
    },
  },
  /** 422: a mind map asked of a reply that has no text, or of the general assistant's conversation. */
  ASSISTANT_MINDMAP_UNAVAILABLE: {
    status: 422,
    messages: {
      en: 'A mind map can be drawn only from an assistant’s answer over knowledge bases that has text.',
      es: 'Solo se puede dibujar un mapa mental a partir de una respuesta con texto de un asistente sobre bases de conocimiento.',
      zh: '只能根据知识库助理有内容的回答生成思维导图。',
      'zh-TRADITIONAL': '只能根據知識庫助理有內容的回答產生心智圖。',
      id: 'Peta pikiran hanya dapat dibuat dari jawaban asisten atas basis pengetahuan yang berisi teks.',
    },
  },
} as const satisfies Record<string, TAssistantErrorEntry>;

/** Validation messages of a completion's variables, spread into `VALIDATION_MESSAGES`. @public */
export const ASSISTANT_VALIDATION_MESSAGES = {
  conversation_variables_too_many: {
    en: 'A question can give at most 20 variables.',
    es: 'Una pregunta puede indicar como máximo 20 variables.',
    zh: '一个问题最多可提供 20 个变量。',
    'zh-TRADITIONAL': '一個問題最多可提供 20 個變數。',
    id: 'Satu pertanyaan dapat memberikan paling banyak 20 variabel.',
  },
  conversation_variable_name_invalid: {
    en: 'A variable’s name can have at most 64 characters.',
    es: 'El nombre de una variable puede tener como máximo 64 caracteres.',
    zh: '变量名最多 64 个字符。',
    'zh-TRADITIONAL': '變數名稱最多 64 個字元。',
    id: 'Nama variabel paling banyak 64 karakter.',
  },
  conversation_variable_too_long: {
    en: 'A variable’s value can have at most 10,000 characters.',
    es: 'El valor de una variable puede tener como máximo 10.000 caracteres.',
    zh: '变量的值最多 10,000 个字符。',
    'zh-TRADITIONAL': '變數的值最多 10,000 個字元。',
    id: 'Nilai variabel paling banyak 10.000 karakter.',
  },
  tts_text_required: {
    en: 'Give the text to read aloud.',
    es: 'Indica el texto que se leerá en voz alta.',
    zh: '请提供要朗读的文本。',
    'zh-TRADITIONAL': '請提供要朗讀的文字。',
    id: 'Berikan teks yang akan dibacakan.',
  },
  tts_text_too_long: {
    en: 'At most 4,096 characters can be read aloud at once.',
    es: 'Se pueden leer en voz alta como máximo 4.096 caracteres a la vez.',
    zh: '一次最多朗读 4,096 个字符。',
    'zh-TRADITIONAL': '一次最多朗讀 4,096 個字元。',
    id: 'Paling banyak 4.096 karakter dapat dibacakan sekaligus.',
  },
} as const satisfies Record<string, TLocalizedText>;

/** Texts of an assistant's replies that no model writes. @public */
export const ASSISTANT_TEXTS = {
  /** Heads an answer made without a chat model: the passages quoted as found. */
  extractive_label: {
    en: '**Extractive answer** (no chat model is set up): the passages of the knowledge bases that best match the question, quoted as found.',
    es: '**Respuesta extractiva** (no hay ningún modelo de chat configurado): los pasajes de las bases de conocimiento que mejor responden a la pregunta, citados tal cual.',
    zh: '**摘录式回答**（尚未设置聊天模型）：以下是知识库中与问题最匹配的段落，按原文引用。',
    'zh-TRADITIONAL': '**摘錄式回答**（尚未設定聊天模型）：以下是知識庫中與問題最相符的段落，按原文引用。',
    id: '**Jawaban ekstraktif** (belum ada model chat yang disiapkan): bagian basis pengetahuan yang paling cocok dengan pertanyaan, dikutip apa adanya.',
  },
  /** The reply when no passage matches and the assistant has no empty response of its own. */
  nothing_found: {
    en: 'No passage of the assistant’s knowledge bases matches the question.',
    es: 'Ningún pasaje de las bases de conocimiento del asistente corresponde a la pregunta.',
    zh: '助理的知识库中没有与该问题匹配的段落。',
    'zh-TRADITIONAL': '助理的知識庫中沒有與該問題相符的段落。',
    id: 'Tidak ada bagian basis pengetahuan asisten yang cocok dengan pertanyaan.',
  },
} as const satisfies Record<string, TLocalizedText>;
