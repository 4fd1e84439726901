import type { TLocalizedText } from './catalogue.js';

type TDialogErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of the chat assistants (`dialog` area, and completions over an assistant), spread
 * into `ERRORS`.
 * @public
 */
export const DIALOG_ERRORS = {
  /** 422: creating an assistant beyond `DIALOG_LIMITS.dialogsPerUser`. */
  DIALOG_TOO_MANY: {
    status: 422,
    messages: {
      en: 'You can keep at most {{max}} assistants. Delete one you no longer need, then create this one.',
      es: 'Puedes tener como máximo {{max}} asistentes. Elimina uno que ya no necesites y crea este.',
      zh: '最多可保留 {{max}} 个助理。请删除不再需要的助理后再创建。',
      'zh-TRADITIONAL': '最多可保留 {{max}} 個助理。請刪除不再需要的助理後再建立。',
      id: 'Anda dapat menyimpan paling banyak {{max}} asisten. Hapus yang tidak lagi diperlukan, lalu buat yang ini.',
    },
  },
  /** 422: an assistant over knowledge bases embedded by different models (one question cannot be searched in both). */
  DIALOG_MIXED_EMBEDDINGS: {
    status: 422,
    messages: {
      en: 'The chosen knowledge bases use different embedding models, so one assistant cannot search them together. Choose knowledge bases that use the same embedding model.',
      es: 'Las bases de conocimiento elegidas usan modelos de embeddings distintos, así que un asistente no puede buscarlas juntas. Elige bases de conocimiento que usen el mismo modelo de embeddings.',
      zh: '所选知识库使用不同的嵌入模型，一个助理无法同时检索它们。请选择使用相同嵌入模型的知识库。',
      'zh-TRADITIONAL': '所選知識庫使用不同的嵌入模型，一個助理無法同時檢索它們。請選擇使用相同嵌入模型的知識庫。',
      id: 'Basis pengetahuan yang dipilih memakai model embedding yang berbeda, sehingga satu asisten tidak dapat mencarinya bersama. Pilih basis pengetahuan yang memakai model embedding yang sama.',
    },
  },
  /** 422: a question to an assistant none of whose knowledge bases has a chunk of a successfully parsed document. */
  DIALOG_NOT_READY: {
    status: 422,
    messages: {
      en: 'This assistant cannot answer yet: its knowledge bases have no parsed documents. Parse their documents first, then ask again.',
      es: 'Este asistente aún no puede responder: sus bases de conocimiento no tienen documentos analizados. Analiza primero sus documentos y vuelve a preguntar.',
      zh: '该助理暂时无法回答：其知识库中没有已解析的文档。请先解析文档，然后再提问。',
      'zh-TRADITIONAL': '此助理暫時無法回答：其知識庫中沒有已解析的文件。請先解析文件，然後再提問。',
      id: 'Asisten ini belum dapat menjawab: basis pengetahuannya tidak memiliki dokumen yang sudah diurai. Urai dokumennya terlebih dahulu, lalu tanyakan lagi.',
    },
  },
} as const satisfies Record<string, TDialogErrorEntry>;

/** Validation messages of the assistant's fields, spread into `VALIDATION_MESSAGES`. @public */
export const DIALOG_VALIDATION_MESSAGES = {
  dialog_name_required: {
    en: 'Enter a name for the assistant.',
    es: 'Escribe un nombre para el asistente.',
    zh: '请输入助理名称。',
    'zh-TRADITIONAL': '請輸入助理名稱。',
    id: 'Masukkan nama asisten.',
  },
  dialog_name_too_long: {
    en: 'The assistant’s name may have at most 128 characters.',
    es: 'El nombre del asistente puede tener como máximo 128 caracteres.',
    zh: '助理名称最多 128 个字符。',
    'zh-TRADITIONAL': '助理名稱最多 128 個字元。',
    id: 'Nama asisten maksimal 128 karakter.',
  },
  dialog_description_too_long: {
    en: 'The assistant’s description may have at most 2,000 characters.',
    es: 'La descripción del asistente puede tener como máximo 2000 caracteres.',
    zh: '助理描述最多 2,000 个字符。',
    'zh-TRADITIONAL': '助理描述最多 2,000 個字元。',
    id: 'Deskripsi asisten maksimal 2.000 karakter.',
  },
  dialog_kb_required: {
    en: 'Choose at least one knowledge base for the assistant.',
    es: 'Elige al menos una base de conocimiento para el asistente.',
    zh: '请为助理至少选择一个知识库。',
    'zh-TRADITIONAL': '請為助理至少選擇一個知識庫。',
    id: 'Pilih setidaknya satu basis pengetahuan untuk asisten.',
  },
  dialog_kb_too_many: {
    en: 'An assistant can search at most 20 knowledge bases.',
    es: 'Un asistente puede buscar como máximo en 20 bases de conocimiento.',
    zh: '一个助理最多可检索 20 个知识库。',
    'zh-TRADITIONAL': '一個助理最多可檢索 20 個知識庫。',
    id: 'Satu asisten dapat mencari paling banyak 20 basis pengetahuan.',
  },
  dialog_kb_not_found: {
    en: 'One of the chosen knowledge bases does not exist (any more). Choose among your knowledge bases.',
    es: 'Una de las bases de conocimiento elegidas no existe (o ya no existe). Elige entre tus bases de conocimiento.',
    zh: '所选知识库中有一个不存在（或已被删除）。请从您的知识库中选择。',
    'zh-TRADITIONAL': '所選知識庫中有一個不存在（或已被刪除）。請從您的知識庫中選擇。',
    id: 'Salah satu basis pengetahuan yang dipilih tidak ada (lagi). Pilih di antara basis pengetahuan Anda.',
  },
  dialog_llm_id_invalid: {
    en: 'Choose one of your chat models, or none to use your default one.',
    es: 'Elige uno de tus modelos de chat, o ninguno para usar el predeterminado.',
    zh: '请选择您的一个聊天模型，或不选以使用默认模型。',
    'zh-TRADITIONAL': '請選擇您的一個聊天模型，或不選以使用預設模型。',
    id: 'Pilih salah satu model obrolan Anda, atau tidak sama sekali untuk memakai model bawaan Anda.',
  },
  dialog_temperature_range: {
    en: 'Enter a temperature from 0 to 2.',
    es: 'Escribe una temperatura entre 0 y 2.',
    zh: '请输入 0 到 2 之间的温度。',
    'zh-TRADITIONAL': '請輸入 0 到 2 之間的溫度。',
    id: 'Masukkan suhu dari 0 sampai 2.',
  },
  dialog_top_p_range: {
    en: 'Enter a Top P from 0 to 1.',
    es: 'Escribe un Top P entre 0 y 1.',
    zh: '请输入 0 到 1 之间的 Top P。',
    'zh-TRADITIONAL': '請輸入 0 到 1 之間的 Top P。',
    id: 'Masukkan Top P dari 0 sampai 1.',
  },
  dialog_presence_penalty_range: {
    en: 'Enter a presence penalty from 0 to 1.',
    es: 'Escribe una penalización por presencia entre 0 y 1.',
    zh: '请输入 0 到 1 之间的存在惩罚。',
    'zh-TRADITIONAL': '請輸入 0 到 1 之間的存在懲罰。',
    id: 'Masukkan penalti kehadiran dari 0 sampai 1.',
  },
  dialog_frequency_penalty_range: {
    en: 'Enter a frequency penalty from 0 to 1.',
    es: 'Escribe una penalización por frecuencia entre 0 y 1.',
    zh: '请输入 0 到 1 之间的频率惩罚。',
    'zh-TRADITIONAL': '請輸入 0 到 1 之間的頻率懲罰。',
    id: 'Masukkan penalti frekuensi dari 0 sampai 1.',
  },
  dialog_max_tokens_range: {
    en: 'Enter the maximum tokens: a whole number from 1 to 131,072.',
    es: 'Escribe el máximo de tokens: un número entero entre 1 y 131 072.',
    zh: '请输入最大 token 数：1 到 131,072 之间的整数。',
    'zh-TRADITIONAL': '請輸入最大 token 數：1 到 131,072 之間的整數。',
    id: 'Masukkan token maksimum: bilangan bulat dari 1 sampai 131.072.',
  },
  dialog_top_n_range: {
    en: 'Top N must be a whole number from 1 to 30.',
    es: 'Top N debe ser un número entero entre 1 y 30.',
    zh: 'Top N 必须是 1 到 30 之间的整数。',
    'zh-TRADITIONAL': 'Top N 必須是 1 到 30 之間的整數。',
    id: 'Top N harus bilangan bulat dari 1 sampai 30.',
  },
  dialog_system_required: {
    en: 'Enter the system prompt.',
    es: 'Escribe la instrucción del sistema.',
    zh: '请输入系统提示词。',
    'zh-TRADITIONAL': '請輸入系統提示詞。',
    id: 'Masukkan prompt sistem.',
  },
  dialog_system_too_long: {
    en: 'The system prompt may have at most 10,000 characters.',
    es: 'La instrucción del sistema puede tener como máximo 10 000 caracteres.',
    zh: '系统提示词最多 10,000 个字符。',
    'zh-TRADITIONAL': '系統提示詞最多 10,000 個字元。',
    id: 'Prompt sistem maksimal 10.000 karakter.',
  },
  dialog_knowledge_missing: {
    en: 'The system prompt must contain {knowledge}: that is where the chunks found in the knowledge bases go.',
    es: 'La instrucción del sistema debe contener {knowledge}: ahí van los fragmentos encontrados en las bases de conocimiento.',
    zh: '系统提示词必须包含 {knowledge}：检索到的知识库分块会填入该位置。',
    'zh-TRADITIONAL': '系統提示詞必須包含 {knowledge}：檢索到的知識庫區塊會填入該位置。',
    id: 'Prompt sistem harus memuat {knowledge}: di situlah potongan yang ditemukan di basis pengetahuan ditempatkan.',
  },
  dialog_variable_undeclared: {
    en: 'The system prompt uses a {variable} that is not in the list of variables. Add it there, or remove it from the prompt.',
    es: 'La instrucción del sistema usa una {variable} que no está en la lista de variables. Añádela ahí o quítala de la instrucción.',
    zh: '系统提示词使用了不在变量列表中的 {变量}。请将其添加到列表，或从提示词中删除。',
    'zh-TRADITIONAL': '系統提示詞使用了不在變數列表中的 {變數}。請將其加入列表，或從提示詞中刪除。',
    id: 'Prompt sistem memakai {variabel} yang tidak ada dalam daftar variabel. Tambahkan ke sana, atau hapus dari prompt.',
  },
  dialog_variable_unused: {
    en: 'This required variable is not used in the system prompt. Write it there as {name}, or make it optional.',
    es: 'Esta variable obligatoria no se usa en la instrucción del sistema. Escríbela ahí como {nombre} o hazla opcional.',
    zh: '系统提示词中未使用此必填变量。请以 {名称} 的形式写入提示词，或将其设为可选。',
    'zh-TRADITIONAL': '系統提示詞中未使用此必填變數。請以 {名稱} 的形式寫入提示詞，或將其設為可選。',
    id: 'Variabel wajib ini tidak dipakai dalam prompt sistem. Tulis di sana sebagai {nama}, atau jadikan opsional.',
  },
  dialog_variable_key_invalid: {
    en: 'A variable’s name must start with a letter or underscore and have only letters, digits and underscores (at most 64).',
    es: 'El nombre de una variable debe empezar por una letra o un guion bajo y tener solo letras, dígitos y guiones bajos (como máximo 64).',
    zh: '变量名须以字母或下划线开头，只能包含字母、数字和下划线（最多 64 个）。',
    'zh-TRADITIONAL': '變數名須以字母或底線開頭，只能包含字母、數字和底線（最多 64 個）。',
    id: 'Nama variabel harus diawali huruf atau garis bawah dan hanya berisi huruf, angka, dan garis bawah (maksimal 64).',
  },
  dialog_variable_key_duplicate: {
    en: 'Each variable may be listed only once.',
    es: 'Cada variable solo puede aparecer una vez en la lista.',
    zh: '每个变量只能列出一次。',
    'zh-TRADITIONAL': '每個變數只能列出一次。',
    id: 'Setiap variabel hanya boleh dicantumkan sekali.',
  },
  dialog_variables_too_many: {
    en: 'An assistant can have at most 20 variables.',
    es: 'Un asistente puede tener como máximo 20 variables.',
    zh: '一个助理最多可有 20 个变量。',
    'zh-TRADITIONAL': '一個助理最多可有 20 個變數。',
    id: 'Satu asisten dapat memiliki paling banyak 20 variabel.',
  },
  dialog_variable_value_required: {
    en: 'Enter a value for this variable: it is required.',
    es: 'Escribe un valor para esta variable: es obligatoria.',
    zh: '请为此变量输入值：它是必填的。',
    'zh-TRADITIONAL': '請為此變數輸入值：它是必填的。',
    id: 'Masukkan nilai untuk variabel ini: variabel ini wajib.',
  },
  dialog_variable_value_too_long: {
    en: 'A variable’s value may have at most 10,000 characters.',
    es: 'El valor de una variable puede tener como máximo 10 000 caracteres.',
    zh: '变量值最多 10,000 个字符。',
    'zh-TRADITIONAL': '變數值最多 10,000 個字元。',
    id: 'Nilai variabel maksimal 10.000 karakter.',
  },
  dialog_prologue_too_long: {
    en: 'The opener may have at most 2,000 characters.',
    es: 'El saludo inicial puede tener como máximo 2000 caracteres.',
    zh: '开场白最多 2,000 个字符。',
    'zh-TRADITIONAL': '開場白最多 2,000 個字元。',
    id: 'Kalimat pembuka maksimal 2.000 karakter.',
  },
  dialog_empty_response_too_long: {
    en: 'The empty response may have at most 2,000 characters.',
    es: 'La respuesta vacía puede tener como máximo 2000 caracteres.',
    zh: '空回复最多 2,000 个字符。',
    'zh-TRADITIONAL': '空回覆最多 2,000 個字元。',
    id: 'Respons kosong maksimal 2.000 karakter.',
  },
  dialog_select_first: {
    en: 'Select at least one assistant.',
    es: 'Selecciona al menos un asistente.',
    zh: '请至少选择一个助理。',
    'zh-TRADITIONAL': '請至少選擇一個助理。',
    id: 'Pilih setidaknya satu asisten.',
  },
} as const satisfies Record<string, TLocalizedText>;
