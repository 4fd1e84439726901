import type { TLocalizedText } from './catalogue.js';

type TApiErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of API tokens and the public API (`api`, `system` token routes), spread into `ERRORS`.
 * Kept apart so that the areas' helpers do not edit the main catalogue at once.
 * @public
 */
export const API_ERRORS = {
  /** 401: an API token (`intr-…`) that is not one of ours, or was revoked. */
  API_TOKEN_INVALID: {
    status: 401,
    messages: {
      en: 'This API token is unknown or has been revoked. Create a new one in Settings → API.',
      es: 'Este token de API no existe o ha sido revocado. Crea uno nuevo en Ajustes → API.',
      zh: '该 API 令牌不存在或已被撤销。请在“设置 → API”中创建新令牌。',
      'zh-TRADITIONAL': '此 API 權杖不存在或已被撤銷。請在「設定 → API」中建立新的權杖。',
      id: 'Token API ini tidak dikenal atau sudah dicabut. Buat token baru di Pengaturan → API.',
    },
  },
  /** 401: a public-API route (`/v1/api/…`) called with no token at all. */
  API_TOKEN_REQUIRED: {
    status: 401,
    messages: {
      en: 'Please create an API token first (Settings → API), then send it in the Authorization header as “Bearer <token>”.',
      es: 'Primero crea un token de API (Ajustes → API) y envíalo en el encabezado Authorization como «Bearer <token>».',
      zh: '请先创建 API 令牌（设置 → API），然后在 Authorization 请求头中以“Bearer <令牌>”的形式发送。',
      'zh-TRADITIONAL': '請先建立 API 權杖（設定 → API），然後在 Authorization 標頭中以「Bearer <權杖>」的形式傳送。',
      id: 'Buat token API terlebih dahulu (Pengaturan → API), lalu kirim di header Authorization sebagai “Bearer <token>”.',
    },
  },
  /** 403: an API token sent to a route tokens may not call (account, settings, token management…). */
  API_TOKEN_NOT_ALLOWED: {
    status: 403,
    messages: {
      en: 'An API token cannot be used for this request. Sign in to the web app to manage your account and your API tokens.',
      es: 'Un token de API no puede usarse para esta solicitud. Inicia sesión en la aplicación web para gestionar tu cuenta y tus tokens de API.',
      zh: 'API 令牌不能用于此请求。请登录网页应用来管理您的账户和 API 令牌。',
      'zh-TRADITIONAL': 'API 權杖不能用於此請求。請登入網頁應用程式來管理您的帳戶和 API 權杖。',
      id: 'Token API tidak dapat dipakai untuk permintaan ini. Masuk ke aplikasi web untuk mengelola akun dan token API Anda.',
    },
  },
  /** 422: creating a token beyond `API_TOKEN_LIMITS.tokensPerUser` live tokens. */
  API_TOKENS_TOO_MANY: {
    status: 422,
    messages: {
      en: 'You can keep at most {{max}} API tokens. Revoke one you no longer use, then create this one.',
      es: 'Puedes tener como máximo {{max}} tokens de API. Revoca uno que ya no uses y crea este.',
      zh: '最多可保留 {{max}} 个 API 令牌。请撤销一个不再使用的令牌后再创建。',
      'zh-TRADITIONAL': '最多可保留 {{max}} 個 API 權杖。請撤銷一個不再使用的權杖後再建立。',
      id: 'Anda dapat menyimpan paling banyak {{max}} token API. Cabut token yang tidak lagi dipakai, lalu buat yang ini.',
    },
  },
  /** 422: `api/new_conversation` without `dialog_id` by a caller that is not an assistant's token. */
  API_DIALOG_REQUIRED: {
    status: 422,
    messages: {
      en: 'Name the assistant to talk to (dialog_id): only an assistant’s own token opens its conversations without it.',
      es: 'Indica el asistente con el que hablar (dialog_id): solo el token de un asistente abre sus conversaciones sin indicarlo.',
      zh: '请指定要对话的助手（dialog_id）：只有助手自己的令牌可以不指定而直接打开其对话。',
      'zh-TRADITIONAL': '請指定要對話的助理（dialog_id）：只有助理自己的權杖可以不指定而直接開啟其對話。',
      id: 'Sebutkan asisten yang diajak bicara (dialog_id): hanya token milik asisten itu sendiri yang dapat membuka percakapannya tanpa itu.',
    },
  },
} as const satisfies Record<string, TApiErrorEntry>;

/**
 * The validation messages of the `api` area, spread into `VALIDATION_MESSAGES` (zod issue messages
 * are these keys).
 * @public
 */
export const API_VALIDATION_MESSAGES = {
  api_token_name_too_long: {
    en: 'A token’s name may have at most 64 characters.',
    es: 'El nombre de un token puede tener como máximo 64 caracteres.',
    zh: '令牌名称最多 64 个字符。',
    'zh-TRADITIONAL': '權杖名稱最多 64 個字元。',
    id: 'Nama token maksimal 64 karakter.',
  },
  api_token_select_first: {
    en: 'Select a token first.',
    es: 'Selecciona primero un token.',
    zh: '请先选择一个令牌。',
    'zh-TRADITIONAL': '請先選擇一個權杖。',
    id: 'Pilih token terlebih dahulu.',
  },
  api_stats_range_too_long: {
    en: 'Choose a period of at most 366 days, its start no later than its end.',
    es: 'Elige un periodo de 366 días como máximo, que no empiece después de terminar.',
    zh: '请选择不超过 366 天的期间，且开始日期不晚于结束日期。',
    'zh-TRADITIONAL': '請選擇不超過 366 天的期間，且開始日期不晚於結束日期。',
    id: 'Pilih periode paling lama 366 hari, dengan awal tidak setelah akhirnya.',
  },
} as const satisfies Record<string, TLocalizedText>;
