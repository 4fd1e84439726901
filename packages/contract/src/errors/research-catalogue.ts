import type { TLocalizedText } from './catalogue.js';

type TResearchErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of deep research (issue 18), spread into `ERRORS`. Kept apart so that the research
 * helpers do not edit the main catalogue at once.
 * @public
 */
export const RESEARCH_ERRORS = {
  /** 422: a feedback action the session's current phase does not take (e.g. accepting a report before it is written). */
  RESEARCH_ACTION_NOT_ALLOWED: {
    status: 422,
    messages: {
      en: 'This action is not available at this step of the research. Reload the research to see where it stands.',
      es: 'Esta acción no está disponible en este paso de la investigación. Vuelve a cargar la investigación para ver en qué punto está.',
      zh: '研究的当前步骤不支持此操作。请重新加载研究以查看其进度。',
      'zh-TRADITIONAL': '研究的目前步驟不支援此操作。請重新載入研究以查看其進度。',
      id: 'Tindakan ini tidak tersedia pada langkah riset ini. Muat ulang riset untuk melihat posisinya.',
    },
  },
  /** 422: the result of work that the session no longer waits for (it moved on, or the work ran twice). */
  RESEARCH_RESULT_OUTDATED: {
    status: 422,
    messages: {
      en: 'This result arrived after the research had moved on, so it was not used.',
      es: 'Este resultado llegó cuando la investigación ya había avanzado, así que no se usó.',
      zh: '该结果到达时研究已进入下一步，因此未被使用。',
      'zh-TRADITIONAL': '該結果到達時研究已進入下一步，因此未被使用。',
      id: 'Hasil ini tiba setelah riset berlanjut, sehingga tidak digunakan.',
    },
  },
  /** 422: an edited plan (or feedback) that breaks the plan's rules; `data.fields` says where. */
  RESEARCH_PLAN_INVALID: {
    status: 422,
    messages: {
      en: 'The research plan has errors. Correct the marked fields and save again.',
      es: 'El plan de investigación tiene errores. Corrige los campos marcados y vuelve a guardar.',
      zh: '研究计划有误。请更正标出的字段后重新保存。',
      'zh-TRADITIONAL': '研究計畫有誤。請更正標出的欄位後重新儲存。',
      id: 'Rencana riset memiliki kesalahan. Perbaiki kolom yang ditandai lalu simpan lagi.',
    },
  },
  /** 502: the model's answer held no research plan that could be read. */
  RESEARCH_PLAN_UNREADABLE: {
    status: 502,
    messages: {
      en: 'The model did not answer with a research plan that could be read. Try again, or choose another model.',
      es: 'El modelo no respondió con un plan de investigación legible. Inténtalo de nuevo o elige otro modelo.',
      zh: '模型未返回可读取的研究计划。请重试，或选择其他模型。',
      'zh-TRADITIONAL': '模型未傳回可讀取的研究計畫。請重試，或選擇其他模型。',
      id: 'Model tidak menjawab dengan rencana riset yang dapat dibaca. Coba lagi, atau pilih model lain.',
    },
  },
  /** 409: the user keeps as many research sessions as allowed. */
  RESEARCH_TOO_MANY: {
    status: 422,
    messages: {
      en: 'You have 200 research sessions, the most allowed. Delete some to start another.',
      es: 'Tienes 200 investigaciones, el máximo permitido. Elimina algunas para empezar otra.',
      zh: '您已有 200 个研究，已达上限。请删除一些后再开始新的研究。',
      'zh-TRADITIONAL': '您已有 200 個研究，已達上限。請刪除一些後再開始新的研究。',
      id: 'Anda memiliki 200 riset, batas maksimum. Hapus beberapa untuk memulai yang baru.',
    },
  },
  /** 409: a download asked for before the report is written. */
  RESEARCH_NO_REPORT: {
    status: 422,
    messages: {
      en: 'This research has no report yet. Download it once the report is written.',
      es: 'Esta investigación aún no tiene informe. Descárgalo cuando el informe esté redactado.',
      zh: '该研究尚无报告。请在报告生成后下载。',
      'zh-TRADITIONAL': '該研究尚無報告。請在報告產生後下載。',
      id: 'Riset ini belum memiliki laporan. Unduh setelah laporan ditulis.',
    },
  },
  /** 413: a report past the Word document's limits (size, tables, images, footnotes, nesting). */
  RESEARCH_REPORT_TOO_LARGE: {
    status: 413,
    messages: {
      en: 'This report is too large to make into a Word document (its size, tables, images or footnotes). Download it as Markdown instead.',
      es: 'Este informe es demasiado grande para convertirlo en un documento de Word (tamaño, tablas, imágenes o notas). Descárgalo en Markdown.',
      zh: '该报告过大，无法生成 Word 文档（篇幅、表格、图片或脚注超限）。请改为下载 Markdown。',
      'zh-TRADITIONAL': '該報告過大，無法產生 Word 文件（篇幅、表格、圖片或註腳超限）。請改為下載 Markdown。',
      id: 'Laporan ini terlalu besar untuk dijadikan dokumen Word (ukuran, tabel, gambar, atau catatan kaki). Unduh sebagai Markdown.',
    },
  },
  /** 502: a research step failed (the model, a tool); the session can retry it. */
  RESEARCH_WORK_FAILED: {
    status: 502,
    messages: {
      en: 'This research step failed: {{reason}}. Use Retry to run it again.',
      es: 'Este paso de la investigación falló: {{reason}}. Usa Reintentar para ejecutarlo de nuevo.',
      zh: '该研究步骤失败：{{reason}}。请点击“重试”再次运行。',
      'zh-TRADITIONAL': '該研究步驟失敗：{{reason}}。請點選「重試」再次執行。',
      id: 'Langkah riset ini gagal: {{reason}}. Gunakan Coba lagi untuk menjalankannya kembali.',
    },
  },
} as const satisfies Record<string, TResearchErrorEntry>;

/**
 * The validation messages of research plans and feedback, spread into `VALIDATION_MESSAGES` (zod
 * issue messages are these keys).
 * @public
 */
export const RESEARCH_VALIDATION_MESSAGES = {
  research_request_required: {
    en: 'Describe the research you want, e.g. “a stock pitch on NVIDIA”.',
    es: 'Describe la investigación que quieres, p. ej., «una propuesta de inversión sobre NVIDIA».',
    zh: '请描述您需要的研究，例如“英伟达的股票推介”。',
    'zh-TRADITIONAL': '請描述您需要的研究，例如「輝達的股票推介」。',
    id: 'Jelaskan riset yang Anda inginkan, mis. “rekomendasi saham NVIDIA”.',
  },
  research_request_too_long: {
    en: 'The request may have at most 4,000 characters.',
    es: 'La solicitud puede tener como máximo 4000 caracteres.',
    zh: '研究需求最多 4,000 个字符。',
    'zh-TRADITIONAL': '研究需求最多 4,000 個字元。',
    id: 'Permintaan maksimal 4.000 karakter.',
  },
  research_title_required: {
    en: 'Enter a title for the report.',
    es: 'Escribe un título para el informe.',
    zh: '请输入报告标题。',
    'zh-TRADITIONAL': '請輸入報告標題。',
    id: 'Masukkan judul laporan.',
  },
  research_title_too_long: {
    en: 'The title may have at most 200 characters.',
    es: 'El título puede tener como máximo 200 caracteres.',
    zh: '标题最多 200 个字符。',
    'zh-TRADITIONAL': '標題最多 200 個字元。',
    id: 'Judul maksimal 200 karakter.',
  },
  research_report_type_invalid: {
    en: 'Choose a report type: stock pitch, company analysis or market research.',
    es: 'Elige un tipo de informe: propuesta de inversión, análisis de empresa o estudio de mercado.',
    zh: '请选择报告类型：股票推介、公司分析或市场研究。',
    'zh-TRADITIONAL': '請選擇報告類型：股票推介、公司分析或市場研究。',
    id: 'Pilih jenis laporan: rekomendasi saham, analisis perusahaan, atau riset pasar.',
  },
  research_language_invalid: {
    en: 'A report can be written in English or Chinese.',
    es: 'Un informe puede redactarse en inglés o en chino.',
    zh: '报告可用英文或中文撰写。',
    'zh-TRADITIONAL': '報告可用英文或中文撰寫。',
    id: 'Laporan dapat ditulis dalam bahasa Inggris atau Mandarin.',
  },
  research_length_invalid: {
    en: 'The estimated length must be a whole number of words from 300 to 20,000.',
    es: 'La extensión estimada debe ser un número entero de palabras entre 300 y 20 000.',
    zh: '预计篇幅须为 300 至 20,000 之间的整数字数。',
    'zh-TRADITIONAL': '預計篇幅須為 300 至 20,000 之間的整數字數。',
    id: 'Perkiraan panjang harus bilangan bulat kata dari 300 hingga 20.000.',
  },
  research_sections_required: {
    en: 'The outline needs at least one section.',
    es: 'El esquema necesita al menos una sección.',
    zh: '大纲至少需要一个章节。',
    'zh-TRADITIONAL': '大綱至少需要一個章節。',
    id: 'Kerangka memerlukan setidaknya satu bagian.',
  },
  research_sections_too_many: {
    en: 'The outline may have at most 12 sections.',
    es: 'El esquema puede tener como máximo 12 secciones.',
    zh: '大纲最多 12 个章节。',
    'zh-TRADITIONAL': '大綱最多 12 個章節。',
    id: 'Kerangka maksimal 12 bagian.',
  },
  research_section_title_required: {
    en: 'Enter a title for the section.',
    es: 'Escribe un título para la sección.',
    zh: '请输入章节标题。',
    'zh-TRADITIONAL': '請輸入章節標題。',
    id: 'Masukkan judul bagian.',
  },
  research_section_title_too_long: {
    en: 'A section title may have at most 200 characters.',
    es: 'El título de una sección puede tener como máximo 200 caracteres.',
    zh: '章节标题最多 200 个字符。',
    'zh-TRADITIONAL': '章節標題最多 200 個字元。',
    id: 'Judul bagian maksimal 200 karakter.',
  },
  research_section_purpose_too_long: {
    en: 'A section’s purpose may have at most 1,000 characters.',
    es: 'El propósito de una sección puede tener como máximo 1000 caracteres.',
    zh: '章节目的最多 1,000 个字符。',
    'zh-TRADITIONAL': '章節目的最多 1,000 個字元。',
    id: 'Tujuan bagian maksimal 1.000 karakter.',
  },
  research_question_required: {
    en: 'A key question cannot be empty.',
    es: 'Una pregunta clave no puede estar vacía.',
    zh: '关键问题不能为空。',
    'zh-TRADITIONAL': '關鍵問題不能為空。',
    id: 'Pertanyaan kunci tidak boleh kosong.',
  },
  research_question_too_long: {
    en: 'A key question may have at most 500 characters.',
    es: 'Una pregunta clave puede tener como máximo 500 caracteres.',
    zh: '关键问题最多 500 个字符。',
    'zh-TRADITIONAL': '關鍵問題最多 500 個字元。',
    id: 'Pertanyaan kunci maksimal 500 karakter.',
  },
  research_questions_too_many: {
    en: 'A section may have at most 8 key questions.',
    es: 'Una sección puede tener como máximo 8 preguntas clave.',
    zh: '每个章节最多 8 个关键问题。',
    'zh-TRADITIONAL': '每個章節最多 8 個關鍵問題。',
    id: 'Satu bagian maksimal 8 pertanyaan kunci.',
  },
  research_instructions_too_long: {
    en: 'Special instructions may have at most 4,000 characters.',
    es: 'Las instrucciones especiales pueden tener como máximo 4000 caracteres.',
    zh: '特别说明最多 4,000 个字符。',
    'zh-TRADITIONAL': '特別說明最多 4,000 個字元。',
    id: 'Instruksi khusus maksimal 4.000 karakter.',
  },
  research_requirements_too_many: {
    en: 'A plan may have at most 20 data requirements.',
    es: 'Un plan puede tener como máximo 20 requisitos de datos.',
    zh: '一个计划最多 20 项数据需求。',
    'zh-TRADITIONAL': '一個計畫最多 20 項資料需求。',
    id: 'Satu rencana maksimal 20 kebutuhan data.',
  },
  research_requirement_id_invalid: {
    en: 'A requirement id has 1 to 64 letters, digits, dots, dashes or underscores.',
    es: 'El identificador de un requisito tiene de 1 a 64 letras, dígitos, puntos, guiones o guiones bajos.',
    zh: '需求编号须为 1 至 64 个字母、数字、点、连字符或下划线。',
    'zh-TRADITIONAL': '需求編號須為 1 至 64 個字母、數字、點、連字號或底線。',
    id: 'ID kebutuhan terdiri dari 1 hingga 64 huruf, angka, titik, tanda hubung, atau garis bawah.',
  },
  research_requirement_id_duplicate: {
    en: 'Two data requirements have the same id; give each its own.',
    es: 'Dos requisitos de datos tienen el mismo identificador; da a cada uno el suyo.',
    zh: '两项数据需求的编号相同，请为每项设置不同的编号。',
    'zh-TRADITIONAL': '兩項資料需求的編號相同，請為每項設定不同的編號。',
    id: 'Dua kebutuhan data memiliki ID yang sama; beri masing-masing ID sendiri.',
  },
  research_requirement_type_invalid: {
    en: 'Choose a requirement type: web search, DCF, comparables or knowledge base.',
    es: 'Elige un tipo de requisito: búsqueda web, DCF, comparables o base de conocimiento.',
    zh: '请选择需求类型：网络搜索、DCF、可比公司或知识库。',
    'zh-TRADITIONAL': '請選擇需求類型：網路搜尋、DCF、可比公司或知識庫。',
    id: 'Pilih jenis kebutuhan: pencarian web, DCF, pembanding, atau basis pengetahuan.',
  },
  research_ticker_required: {
    en: 'A DCF or comparables requirement needs the company’s ticker.',
    es: 'Un requisito de DCF o de comparables necesita el ticker de la empresa.',
    zh: 'DCF 或可比公司需求需要填写公司的股票代码。',
    'zh-TRADITIONAL': 'DCF 或可比公司需求需要填寫公司的股票代號。',
    id: 'Kebutuhan DCF atau pembanding memerlukan kode saham perusahaan.',
  },
  research_ticker_invalid: {
    en: 'A ticker has 1 to 16 letters, digits, dots or dashes (e.g. NVDA, 0700.HK).',
    es: 'Un ticker tiene de 1 a 16 letras, dígitos, puntos o guiones (p. ej., NVDA, 0700.HK).',
    zh: '股票代码须为 1 至 16 个字母、数字、点或连字符（如 NVDA、0700.HK）。',
    'zh-TRADITIONAL': '股票代號須為 1 至 16 個字母、數字、點或連字號（如 NVDA、0700.HK）。',
    id: 'Kode saham terdiri dari 1 hingga 16 huruf, angka, titik, atau tanda hubung (mis. NVDA, 0700.HK).',
  },
  research_queries_required: {
    en: 'A web-search or knowledge-base requirement needs at least one query.',
    es: 'Un requisito de búsqueda web o de base de conocimiento necesita al menos una consulta.',
    zh: '网络搜索或知识库需求至少需要一个查询。',
    'zh-TRADITIONAL': '網路搜尋或知識庫需求至少需要一個查詢。',
    id: 'Kebutuhan pencarian web atau basis pengetahuan memerlukan setidaknya satu kueri.',
  },
  research_query_required: {
    en: 'A search query cannot be empty.',
    es: 'Una consulta de búsqueda no puede estar vacía.',
    zh: '搜索查询不能为空。',
    'zh-TRADITIONAL': '搜尋查詢不能為空。',
    id: 'Kueri pencarian tidak boleh kosong.',
  },
  research_query_too_long: {
    en: 'A search query may have at most 400 characters.',
    es: 'Una consulta de búsqueda puede tener como máximo 400 caracteres.',
    zh: '搜索查询最多 400 个字符。',
    'zh-TRADITIONAL': '搜尋查詢最多 400 個字元。',
    id: 'Kueri pencarian maksimal 400 karakter.',
  },
  research_queries_too_many: {
    en: 'A requirement may have at most 8 search queries.',
    es: 'Un requisito puede tener como máximo 8 consultas de búsqueda.',
    zh: '每项需求最多 8 个搜索查询。',
    'zh-TRADITIONAL': '每項需求最多 8 個搜尋查詢。',
    id: 'Satu kebutuhan maksimal 8 kueri pencarian.',
  },
  research_max_results_invalid: {
    en: 'Results per query must be a whole number from 1 to 20.',
    es: 'Los resultados por consulta deben ser un número entero entre 1 y 20.',
    zh: '每个查询的结果数须为 1 至 20 之间的整数。',
    'zh-TRADITIONAL': '每個查詢的結果數須為 1 至 20 之間的整數。',
    id: 'Hasil per kueri harus bilangan bulat dari 1 hingga 20.',
  },
  research_action_invalid: {
    en: 'Unknown research action.',
    es: 'Acción de investigación desconocida.',
    zh: '未知的研究操作。',
    'zh-TRADITIONAL': '未知的研究動作。',
    id: 'Tindakan riset tidak dikenal.',
  },
  research_kb_not_found: {
    en: 'Choose knowledge bases of your own.',
    es: 'Elige bases de conocimiento propias.',
    zh: '请选择您自己的知识库。',
    'zh-TRADITIONAL': '請選擇您自己的知識庫。',
    id: 'Pilih basis pengetahuan milik Anda sendiri.',
  },
  research_kbs_too_many: {
    en: 'A research may use at most 10 knowledge bases.',
    es: 'Una investigación puede usar como máximo 10 bases de conocimiento.',
    zh: '一个研究最多可使用 10 个知识库。',
    'zh-TRADITIONAL': '一個研究最多可使用 10 個知識庫。',
    id: 'Satu riset dapat memakai paling banyak 10 basis pengetahuan.',
  },
  research_select_first: {
    en: 'Select a research first.',
    es: 'Selecciona primero una investigación.',
    zh: '请先选择一个研究。',
    'zh-TRADITIONAL': '請先選擇一個研究。',
    id: 'Pilih riset terlebih dahulu.',
  },
  research_feedback_too_long: {
    en: 'Feedback may have at most 4,000 characters.',
    es: 'Los comentarios pueden tener como máximo 4000 caracteres.',
    zh: '反馈最多 4,000 个字符。',
    'zh-TRADITIONAL': '回饋最多 4,000 個字元。',
    id: 'Umpan balik maksimal 4.000 karakter.',
  },
} as const satisfies Record<string, TLocalizedText>;
