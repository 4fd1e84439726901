/**
 * The validation messages of the AI review (`model/dcf/review/narrative`, issue 19), spread into
 * `VALIDATION_MESSAGES`.
 * @public
 */
export const REVIEW_NARRATIVE_VALIDATION_MESSAGES = {
  review_question_too_long: {
    en: 'The question is too long: at most 2,000 characters.',
    es: 'La pregunta es demasiado larga: como máximo 2.000 caracteres.',
    zh: '问题过长：最多 2,000 个字符。',
    'zh-TRADITIONAL': '問題過長：最多 2,000 個字元。',
    id: 'Pertanyaan terlalu panjang: paling banyak 2.000 karakter.',
  },
  review_history_too_long: {
    en: 'The conversation is too long: at most 10 earlier turns are sent back.',
    es: 'La conversación es demasiado larga: se reenvían como máximo 10 turnos anteriores.',
    zh: '对话过长：最多回传 10 条之前的消息。',
    'zh-TRADITIONAL': '對話過長：最多回傳 10 則先前的訊息。',
    id: 'Percakapan terlalu panjang: paling banyak 10 giliran sebelumnya yang dikirim kembali.',
  },
  review_turn_too_long: {
    en: 'An earlier turn of the review is too long: at most 4,000 characters each.',
    es: 'Un turno anterior de la revisión es demasiado largo: como máximo 4.000 caracteres cada uno.',
    zh: '之前的一条审查消息过长：每条最多 4,000 个字符。',
    'zh-TRADITIONAL': '先前的一則審查訊息過長：每則最多 4,000 個字元。',
    id: 'Satu giliran tinjauan sebelumnya terlalu panjang: masing-masing paling banyak 4.000 karakter.',
  },
} as const;
