import type { TLocalizedText } from './catalogue.js';

/**
 * The errors of the AI review (`model/dcf/review/narrative`, issue 19), spread into `ERRORS`.
 * @public
 */
export const REVIEW_NARRATIVE_ERRORS = {
  /**
   * 422: a follow-up question when the model's stored AI review already holds the most exchanges
   * (`REVIEW_NARRATIVE_LIMITS.storedExchanges`, 20) or characters (`storedChars`, 100,000) it keeps; the user
   * starts over (`review/narrative/clear`). Nothing was asked or saved.
   */
  REVIEW_CONVERSATION_FULL: {
    status: 422,
    messages: {
      en: 'This AI review is as long as a review can be (20 answers or 100,000 characters). Start over to ask more; nothing was asked.',
      es: 'Esta revisión con IA ya alcanzó la longitud máxima (20 respuestas o 100.000 caracteres). Empieza de nuevo para preguntar más; no se preguntó nada.',
      zh: '此 AI 审查已达到最大长度（20 条回答或 100,000 个字符）。请重新开始以继续提问；本次未提问。',
      'zh-TRADITIONAL': '此 AI 審查已達到最大長度（20 則回答或 100,000 個字元）。請重新開始以繼續提問；本次未提問。',
      id: 'Tinjauan AI ini sudah mencapai panjang maksimum (20 jawaban atau 100.000 karakter). Mulai ulang untuk bertanya lagi; tidak ada yang ditanyakan.',
    },
  },
} as const satisfies Record<string, { status: number; messages: TLocalizedText }>;

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
