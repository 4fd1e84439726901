import type { TLocalizedText } from './catalogue.js';

type TKbErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of the knowledge-base areas (`kb`, `document`, `chunk`), spread into `ERRORS`. Kept
 * apart so that the areas' helpers do not edit the main catalogue at once.
 * @public
 */
export const KB_ERRORS = {
  /** 422: a knowledge base named like another of the user's (names are unique per user). */
  KB_NAME_TAKEN: {
    status: 422,
    messages: {
      en: 'You already have a knowledge base named “{{name}}”. Choose another name.',
      es: 'Ya tienes una base de conocimiento llamada «{{name}}». Elige otro nombre.',
      zh: '您已有名为“{{name}}”的知识库。请换一个名称。',
      'zh-TRADITIONAL': '您已有名為「{{name}}」的知識庫。請換一個名稱。',
      id: 'Anda sudah memiliki basis pengetahuan bernama “{{name}}”. Pilih nama lain.',
    },
  },
  /** 422: creating a knowledge base beyond `KB_LIMITS.knowledgeBasesPerUser`. */
  KB_TOO_MANY: {
    status: 422,
    messages: {
      en: 'You can keep at most {{max}} knowledge bases. Delete one you no longer need, then create this one.',
      es: 'Puedes tener como máximo {{max}} bases de conocimiento. Elimina una que ya no necesites y crea esta.',
      zh: '最多可保留 {{max}} 个知识库。请删除不再需要的知识库后再创建。',
      'zh-TRADITIONAL': '最多可保留 {{max}} 個知識庫。請刪除不再需要的知識庫後再建立。',
      id: 'Anda dapat menyimpan paling banyak {{max}} basis pengetahuan. Hapus yang tidak lagi diperlukan, lalu buat yang ini.',
    },
  },
  /** 422: `kb/update` changing `embd_id` of a knowledge base that has chunks (they were embedded by the current model). */
  KB_EMBEDDING_LOCKED: {
    status: 422,
    messages: {
      en: 'The embedding model cannot be changed once the knowledge base has chunks: they were embedded with the current model. Delete its documents (or their chunks) first, or create a new knowledge base.',
      es: 'El modelo de embeddings no se puede cambiar cuando la base de conocimiento ya tiene fragmentos: se generaron con el modelo actual. Elimina primero sus documentos (o sus fragmentos), o crea una base de conocimiento nueva.',
      zh: '知识库已有分块后无法更换嵌入模型：这些分块是用当前模型嵌入的。请先删除其文档（或分块），或新建一个知识库。',
      'zh-TRADITIONAL':
        '知識庫已有區塊後無法更換嵌入模型：這些區塊是用目前的模型嵌入的。請先刪除其文件（或區塊），或新建一個知識庫。',
      id: 'Model embedding tidak dapat diubah setelah basis pengetahuan memiliki potongan: potongan itu dibuat dengan model saat ini. Hapus dulu dokumennya (atau potongannya), atau buat basis pengetahuan baru.',
    },
  },
  /** 422: adding documents beyond `KB_LIMITS.documentsPerKb` (nothing of that request was added). */
  KB_DOCUMENTS_TOO_MANY: {
    status: 422,
    messages: {
      en: 'A knowledge base can hold at most {{max}} documents. Delete some, or use another knowledge base.',
      es: 'Una base de conocimiento puede contener como máximo {{max}} documentos. Elimina algunos o usa otra base de conocimiento.',
      zh: '一个知识库最多可容纳 {{max}} 个文档。请删除一些文档，或使用其他知识库。',
      'zh-TRADITIONAL': '一個知識庫最多可容納 {{max}} 份文件。請刪除一些文件，或使用其他知識庫。',
      id: 'Satu basis pengetahuan dapat memuat paling banyak {{max}} dokumen. Hapus sebagian, atau gunakan basis pengetahuan lain.',
    },
  },
  /** 422: creating or renaming a document to the name of another document of the same knowledge base. */
  KB_DOCUMENT_NAME_TAKEN: {
    status: 422,
    messages: {
      en: 'This knowledge base already has a document named “{{name}}”. Choose another name.',
      es: 'Esta base de conocimiento ya tiene un documento llamado «{{name}}». Elige otro nombre.',
      zh: '该知识库中已有名为“{{name}}”的文档。请换一个名称。',
      'zh-TRADITIONAL': '此知識庫中已有名為「{{name}}」的文件。請換一個名稱。',
      id: 'Basis pengetahuan ini sudah memiliki dokumen bernama “{{name}}”. Pilih nama lain.',
    },
  },
  /** 422: renaming a document's file to another extension (its bytes are still of the old type). */
  KB_DOCUMENT_EXTENSION_CHANGED: {
    status: 422,
    messages: {
      en: 'The file extension cannot be changed: keep “{{extension}}” at the end of the name.',
      es: 'No se puede cambiar la extensión del archivo: mantén «{{extension}}» al final del nombre.',
      zh: '无法更改文件扩展名：请在名称末尾保留“{{extension}}”。',
      'zh-TRADITIONAL': '無法變更檔案副檔名：請在名稱結尾保留「{{extension}}」。',
      id: 'Ekstensi file tidak dapat diubah: pertahankan “{{extension}}” di akhir nama.',
    },
  },
  /** 422: a change that a running parse would overwrite (chunk method, chunks, a new parse of it). */
  KB_DOCUMENT_BUSY: {
    status: 422,
    messages: {
      en: 'This document is being parsed. Wait until parsing ends, or cancel it, then try again.',
      es: 'Este documento se está analizando. Espera a que termine el análisis, o cancélalo, y vuelve a intentarlo.',
      zh: '该文档正在解析。请等待解析结束或将其取消，然后重试。',
      'zh-TRADITIONAL': '此文件正在解析。請等待解析結束或將其取消，然後重試。',
      id: 'Dokumen ini sedang diurai. Tunggu hingga penguraian selesai, atau batalkan, lalu coba lagi.',
    },
  },
  /** 422: parsing (or extracting statements from) a document created empty: it has no file. */
  KB_DOCUMENT_NO_FILE: {
    status: 422,
    messages: {
      en: 'This document was created empty, so there is no file to read. Add its chunks by hand instead.',
      es: 'Este documento se creó vacío, así que no hay ningún archivo que leer. Añade sus fragmentos a mano.',
      zh: '该文档创建时为空，没有可读取的文件。请手动添加其分块。',
      'zh-TRADITIONAL': '此文件建立時為空，沒有可讀取的檔案。請手動新增其區塊。',
      id: 'Dokumen ini dibuat kosong, jadi tidak ada file yang bisa dibaca. Tambahkan potongannya secara manual.',
    },
  },
  /** 413: an uploaded or fetched file over `KB_LIMITS.uploadFileBytes`, or one a reader finds too large. */
  KB_DOCUMENT_TOO_LARGE: {
    status: 413,
    messages: {
      en: 'This file is too large: each file may be at most {{limit_mb}} MB.',
      es: 'Este archivo es demasiado grande: cada archivo puede tener como máximo {{limit_mb}} MB.',
      zh: '该文件过大：每个文件最大 {{limit_mb}} MB。',
      'zh-TRADITIONAL': '此檔案過大：每個檔案最大 {{limit_mb}} MB。',
      id: 'File ini terlalu besar: setiap file maksimal {{limit_mb}} MB.',
    },
  },
  /** 422: a file whose content (not its name) is none of the types a knowledge base reads. */
  KB_DOCUMENT_UNSUPPORTED_TYPE: {
    status: 422,
    messages: {
      en: 'This file type cannot be added to a knowledge base. Upload a PDF, Word (DOCX), Excel (XLSX or XLS), CSV, HTML, Markdown or plain-text file.',
      es: 'Este tipo de archivo no se puede añadir a una base de conocimiento. Sube un archivo PDF, Word (DOCX), Excel (XLSX o XLS), CSV, HTML, Markdown o de texto sin formato.',
      zh: '此文件类型无法添加到知识库。请上传 PDF、Word（DOCX）、Excel（XLSX 或 XLS）、CSV、HTML、Markdown 或纯文本文件。',
      'zh-TRADITIONAL':
        '此檔案類型無法加入知識庫。請上傳 PDF、Word（DOCX）、Excel（XLSX 或 XLS）、CSV、HTML、Markdown 或純文字檔案。',
      id: 'Jenis file ini tidak dapat ditambahkan ke basis pengetahuan. Unggah file PDF, Word (DOCX), Excel (XLSX atau XLS), CSV, HTML, Markdown, atau teks biasa.',
    },
  },
  /** 422: reading a document needed more memory or time than a parse worker may use; the same run would fail again. */
  KB_DOCUMENT_TOO_COMPLEX: {
    status: 422,
    messages: {
      en: 'This document is too large or complex to parse: reading it needed more memory or time than allowed. Split it into smaller files.',
      es: 'Este documento es demasiado grande o complejo para analizarlo: leerlo requirió más memoria o tiempo del permitido. Divídelo en archivos más pequeños.',
      zh: '该文档过大或过于复杂，无法解析：读取它所需的内存或时间超出了限制。请将其拆分为较小的文件。',
      'zh-TRADITIONAL': '此文件過大或過於複雜，無法解析：讀取它所需的記憶體或時間超出了限制。請將其拆分為較小的檔案。',
      id: 'Dokumen ini terlalu besar atau rumit untuk diurai: membacanya memerlukan memori atau waktu melebihi batas. Pecah menjadi file yang lebih kecil.',
    },
  },
  /** 422: a parse that read the document but found no text to chunk (within its page ranges). */
  KB_PARSE_NO_CHUNKS: {
    status: 422,
    messages: {
      en: 'No text was found to chunk in this document (within its page ranges). Check the page ranges or the chunk method, then parse it again.',
      es: 'No se encontró texto que fragmentar en este documento (dentro de sus rangos de páginas). Revisa los rangos de páginas o el método de fragmentación y vuelve a analizarlo.',
      zh: '在该文档（其页码范围内）中未找到可分块的文本。请检查页码范围或分块方法，然后重新解析。',
      'zh-TRADITIONAL': '在此文件（其頁碼範圍內）中找不到可分塊的文字。請檢查頁碼範圍或分塊方法，然後重新解析。',
      id: 'Tidak ditemukan teks untuk dipotong dalam dokumen ini (dalam rentang halamannya). Periksa rentang halaman atau metode pemotongan, lalu urai lagi.',
    },
  },
  /** 500: a parse that stopped on an unexpected error (logged); running it again may work. */
  KB_PARSE_FAILED: {
    status: 500,
    messages: {
      en: 'Parsing stopped because of an unexpected error. Run it again; if it fails again, the file may not be readable.',
      es: 'El análisis se detuvo por un error inesperado. Vuelve a ejecutarlo; si falla de nuevo, puede que el archivo no se pueda leer.',
      zh: '解析因意外错误而中止。请重新运行；如果再次失败，该文件可能无法读取。',
      'zh-TRADITIONAL': '解析因意外錯誤而中止。請重新執行；如果再次失敗，該檔案可能無法讀取。',
      id: 'Penguraian berhenti karena kesalahan tak terduga. Jalankan lagi; jika gagal lagi, file mungkin tidak dapat dibaca.',
    },
  },
  /** 422: `chunk/retrieval_test` over knowledge bases embedded by different models (their vectors do not compare). */
  KB_MIXED_EMBEDDINGS: {
    status: 422,
    messages: {
      en: 'These knowledge bases use different embedding models, so they cannot be searched together. Test them one at a time.',
      es: 'Estas bases de conocimiento usan modelos de embeddings distintos, así que no se pueden buscar juntas. Pruébalas de una en una.',
      zh: '这些知识库使用不同的嵌入模型，无法一起检索。请逐个测试。',
      'zh-TRADITIONAL': '這些知識庫使用不同的嵌入模型，無法一起檢索。請逐一測試。',
      id: 'Basis pengetahuan ini memakai model embedding yang berbeda, sehingga tidak dapat dicari bersama. Uji satu per satu.',
    },
  },
  /** 422: `document/web_crawl` of an address in a private, loopback or link-local network (the server never fetches those). */
  KB_WEB_ADDRESS_FORBIDDEN: {
    status: 422,
    messages: {
      en: 'This address leads to a private network, which the server does not fetch from. Use a public web address.',
      es: 'Esta dirección lleva a una red privada, desde la que el servidor no descarga nada. Usa una dirección web pública.',
      zh: '该地址指向私有网络，服务器不会从中获取内容。请使用公开的网址。',
      'zh-TRADITIONAL': '此位址指向私有網路，伺服器不會從中擷取內容。請使用公開的網址。',
      id: 'Alamat ini mengarah ke jaringan privat, yang tidak diambil oleh server. Gunakan alamat web publik.',
    },
  },
  /** 502: `document/web_crawl` could not reach the site (no answer in time, refused, too many redirects). */
  KB_WEB_PAGE_UNREACHABLE: {
    status: 502,
    messages: {
      en: 'The page could not be fetched: the site did not answer in time or could not be reached.',
      es: 'No se pudo descargar la página: el sitio no respondió a tiempo o no se pudo acceder a él.',
      zh: '无法获取该网页：网站未及时响应或无法访问。',
      'zh-TRADITIONAL': '無法擷取該網頁：網站未及時回應或無法連線。',
      id: 'Halaman tidak dapat diambil: situs tidak menjawab tepat waktu atau tidak dapat dijangkau.',
    },
  },
  /** 502: `document/web_crawl` got an HTTP error from the site. */
  KB_WEB_PAGE_ERROR: {
    status: 502,
    messages: {
      en: 'The site answered with an error (HTTP {{status}}), so nothing was added.',
      es: 'El sitio respondió con un error (HTTP {{status}}), así que no se añadió nada.',
      zh: '网站返回了错误（HTTP {{status}}），因此未添加任何内容。',
      'zh-TRADITIONAL': '網站回傳了錯誤（HTTP {{status}}），因此未新增任何內容。',
      id: 'Situs menjawab dengan kesalahan (HTTP {{status}}), sehingga tidak ada yang ditambahkan.',
    },
  },
} as const satisfies Record<string, TKbErrorEntry>;

/**
 * The validation messages of the knowledge-base areas, spread into `VALIDATION_MESSAGES` (zod issue
 * messages are these keys).
 * @public
 */
export const KB_VALIDATION_MESSAGES = {
  kb_name_required: {
    en: 'Enter a name for the knowledge base.',
    es: 'Escribe un nombre para la base de conocimiento.',
    zh: '请输入知识库名称。',
    'zh-TRADITIONAL': '請輸入知識庫名稱。',
    id: 'Masukkan nama basis pengetahuan.',
  },
  kb_name_too_long: {
    en: 'The name may have at most 128 characters.',
    es: 'El nombre puede tener como máximo 128 caracteres.',
    zh: '名称最多 128 个字符。',
    'zh-TRADITIONAL': '名稱最多 128 個字元。',
    id: 'Nama maksimal 128 karakter.',
  },
  kb_description_too_long: {
    en: 'The description may have at most 2,000 characters.',
    es: 'La descripción puede tener como máximo 2000 caracteres.',
    zh: '描述最多 2,000 个字符。',
    'zh-TRADITIONAL': '描述最多 2,000 個字元。',
    id: 'Deskripsi maksimal 2.000 karakter.',
  },
  kb_avatar_invalid: {
    en: 'The picture must be a PNG, JPEG, GIF or WebP image of at most 256 KB.',
    es: 'La imagen debe ser PNG, JPEG, GIF o WebP y ocupar como máximo 256 KB.',
    zh: '图片须为 PNG、JPEG、GIF 或 WebP 格式，且不超过 256 KB。',
    'zh-TRADITIONAL': '圖片須為 PNG、JPEG、GIF 或 WebP 格式，且不超過 256 KB。',
    id: 'Gambar harus berformat PNG, JPEG, GIF, atau WebP dan maksimal 256 KB.',
  },
  kb_embd_id_invalid: {
    en: 'Choose one of your embedding models.',
    es: 'Elige uno de tus modelos de embeddings.',
    zh: '请选择您的一个嵌入模型。',
    'zh-TRADITIONAL': '請選擇您的一個嵌入模型。',
    id: 'Pilih salah satu model embedding Anda.',
  },
  kb_parser_id_invalid: {
    en: 'Choose one of the chunk methods.',
    es: 'Elige uno de los métodos de fragmentación.',
    zh: '请选择一种分块方法。',
    'zh-TRADITIONAL': '請選擇一種分塊方法。',
    id: 'Pilih salah satu metode pemotongan.',
  },
  kb_chunk_token_num_range: {
    en: 'The chunk size must be a whole number of tokens from 1 to 2048.',
    es: 'El tamaño de fragmento debe ser un número entero de tokens entre 1 y 2048.',
    zh: '分块大小必须是 1 到 2048 之间的整数（token）。',
    'zh-TRADITIONAL': '區塊大小必須是 1 到 2048 之間的整數（token）。',
    id: 'Ukuran potongan harus bilangan bulat token dari 1 sampai 2048.',
  },
  kb_delimiter_invalid: {
    en: 'Enter at least one delimiter, with at most 64 characters in all.',
    es: 'Escribe al menos un delimitador, con 64 caracteres como máximo en total.',
    zh: '请至少输入一个分隔符，总长度不超过 64 个字符。',
    'zh-TRADITIONAL': '請至少輸入一個分隔符號，總長度不超過 64 個字元。',
    id: 'Masukkan setidaknya satu pemisah, total maksimal 64 karakter.',
  },
  kb_overlapped_percent_range: {
    en: 'The overlap must be a whole percentage from 0 to 90.',
    es: 'El solapamiento debe ser un porcentaje entero entre 0 y 90.',
    zh: '重叠比例必须是 0 到 90 之间的整数百分比。',
    'zh-TRADITIONAL': '重疊比例必須是 0 到 90 之間的整數百分比。',
    id: 'Tumpang tindih harus persentase bulat dari 0 sampai 90.',
  },
  kb_page_from_required: {
    en: 'Enter the first page of the range.',
    es: 'Escribe la primera página del rango.',
    zh: '请输入页码范围的起始页。',
    'zh-TRADITIONAL': '請輸入頁碼範圍的起始頁。',
    id: 'Masukkan halaman pertama rentang.',
  },
  kb_page_to_required: {
    en: 'Enter the last page of the range.',
    es: 'Escribe la última página del rango.',
    zh: '请输入页码范围的结束页。',
    'zh-TRADITIONAL': '請輸入頁碼範圍的結束頁。',
    id: 'Masukkan halaman terakhir rentang.',
  },
  kb_page_to_after_from: {
    en: 'The last page must be greater than the first page.',
    es: 'La última página debe ser mayor que la primera.',
    zh: '结束页必须大于起始页。',
    'zh-TRADITIONAL': '結束頁必須大於起始頁。',
    id: 'Halaman terakhir harus lebih besar daripada halaman pertama.',
  },
  kb_page_from_after_previous: {
    en: 'A range must start after the previous range ends.',
    es: 'Un rango debe empezar después de que termine el anterior.',
    zh: '每个范围的起始页必须大于上一个范围的结束页。',
    'zh-TRADITIONAL': '每個範圍的起始頁必須大於上一個範圍的結束頁。',
    id: 'Sebuah rentang harus dimulai setelah rentang sebelumnya berakhir.',
  },
  kb_page_ranges_too_many: {
    en: 'Enter at most 64 page ranges.',
    es: 'Escribe como máximo 64 rangos de páginas.',
    zh: '最多输入 64 个页码范围。',
    'zh-TRADITIONAL': '最多輸入 64 個頁碼範圍。',
    id: 'Masukkan paling banyak 64 rentang halaman.',
  },
  kb_auto_keywords_range: {
    en: 'Auto-keywords must be a whole number from 0 to 30.',
    es: 'Las palabras clave automáticas deben ser un número entero entre 0 y 30.',
    zh: '自动关键词数必须是 0 到 30 之间的整数。',
    'zh-TRADITIONAL': '自動關鍵字數必須是 0 到 30 之間的整數。',
    id: 'Kata kunci otomatis harus bilangan bulat dari 0 sampai 30.',
  },
  kb_auto_questions_range: {
    en: 'Auto-questions must be a whole number from 0 to 10.',
    es: 'Las preguntas automáticas deben ser un número entero entre 0 y 10.',
    zh: '自动问题数必须是 0 到 10 之间的整数。',
    'zh-TRADITIONAL': '自動問題數必須是 0 到 10 之間的整數。',
    id: 'Pertanyaan otomatis harus bilangan bulat dari 0 sampai 10.',
  },
  kb_raptor_field_required: {
    en: 'Required when RAPTOR is on.',
    es: 'Obligatorio cuando RAPTOR está activado.',
    zh: '启用 RAPTOR 时为必填项。',
    'zh-TRADITIONAL': '啟用 RAPTOR 時為必填項目。',
    id: 'Wajib diisi saat RAPTOR aktif.',
  },
  kb_raptor_prompt_too_long: {
    en: 'The RAPTOR prompt may have at most 4,000 characters.',
    es: 'La instrucción de RAPTOR puede tener como máximo 4000 caracteres.',
    zh: 'RAPTOR 提示词最多 4,000 个字符。',
    'zh-TRADITIONAL': 'RAPTOR 提示詞最多 4,000 個字元。',
    id: 'Prompt RAPTOR maksimal 4.000 karakter.',
  },
  kb_raptor_max_token_range: {
    en: 'The maximum tokens must be a whole number from 1 to 2048.',
    es: 'El máximo de tokens debe ser un número entero entre 1 y 2048.',
    zh: '最大 token 数必须是 1 到 2048 之间的整数。',
    'zh-TRADITIONAL': '最大 token 數必須是 1 到 2048 之間的整數。',
    id: 'Token maksimum harus bilangan bulat dari 1 sampai 2048.',
  },
  kb_raptor_threshold_range: {
    en: 'The threshold must be a number from 0 to 1.',
    es: 'El umbral debe ser un número entre 0 y 1.',
    zh: '阈值必须是 0 到 1 之间的数字。',
    'zh-TRADITIONAL': '閾值必須是 0 到 1 之間的數字。',
    id: 'Ambang batas harus angka dari 0 sampai 1.',
  },
  kb_raptor_max_cluster_range: {
    en: 'The maximum clusters must be a whole number from 1 to 1024.',
    es: 'El máximo de clústeres debe ser un número entero entre 1 y 1024.',
    zh: '最大聚类数必须是 1 到 1024 之间的整数。',
    'zh-TRADITIONAL': '最大聚類數必須是 1 到 1024 之間的整數。',
    id: 'Klaster maksimum harus bilangan bulat dari 1 sampai 1024.',
  },
  kb_raptor_random_seed_range: {
    en: 'The random seed must be a whole number of 0 or more.',
    es: 'La semilla aleatoria debe ser un número entero igual o mayor que 0.',
    zh: '随机种子必须是大于或等于 0 的整数。',
    'zh-TRADITIONAL': '隨機種子必須是大於或等於 0 的整數。',
    id: 'Benih acak harus bilangan bulat 0 atau lebih.',
  },
  kb_entity_types_invalid: {
    en: 'Enter at most 32 entity types of at most 64 characters each.',
    es: 'Escribe como máximo 32 tipos de entidad de 64 caracteres como máximo cada uno.',
    zh: '最多输入 32 个实体类型，每个不超过 64 个字符。',
    'zh-TRADITIONAL': '最多輸入 32 個實體類型，每個不超過 64 個字元。',
    id: 'Masukkan paling banyak 32 jenis entitas, masing-masing maksimal 64 karakter.',
  },
  kb_similarity_threshold_range: {
    en: 'The similarity threshold must be a number from 0 to 1.',
    es: 'El umbral de similitud debe ser un número entre 0 y 1.',
    zh: '相似度阈值必须是 0 到 1 之间的数字。',
    'zh-TRADITIONAL': '相似度閾值必須是 0 到 1 之間的數字。',
    id: 'Ambang kemiripan harus angka dari 0 sampai 1.',
  },
  kb_vector_similarity_weight_range: {
    en: 'The vector similarity weight must be a number from 0 to 1 (the keyword weight is 1 minus it).',
    es: 'El peso de similitud vectorial debe ser un número entre 0 y 1 (el peso de palabras clave es 1 menos ese valor).',
    zh: '向量相似度权重必须是 0 到 1 之间的数字（关键词权重为 1 减去该值）。',
    'zh-TRADITIONAL': '向量相似度權重必須是 0 到 1 之間的數字（關鍵字權重為 1 減去該值）。',
    id: 'Bobot kemiripan vektor harus angka dari 0 sampai 1 (bobot kata kunci adalah 1 dikurangi nilai itu).',
  },
  kb_select_first: {
    en: 'Select a knowledge base first.',
    es: 'Selecciona primero una base de conocimiento.',
    zh: '请先选择一个知识库。',
    'zh-TRADITIONAL': '請先選擇一個知識庫。',
    id: 'Pilih basis pengetahuan terlebih dahulu.',
  },
  document_name_required: {
    en: 'Enter a name for the document.',
    es: 'Escribe un nombre para el documento.',
    zh: '请输入文档名称。',
    'zh-TRADITIONAL': '請輸入文件名稱。',
    id: 'Masukkan nama dokumen.',
  },
  document_name_too_long: {
    en: 'The document name may have at most 255 characters.',
    es: 'El nombre del documento puede tener como máximo 255 caracteres.',
    zh: '文档名称最多 255 个字符。',
    'zh-TRADITIONAL': '文件名稱最多 255 個字元。',
    id: 'Nama dokumen maksimal 255 karakter.',
  },
  document_select_first: {
    en: 'Select a document first.',
    es: 'Selecciona primero un documento.',
    zh: '请先选择一个文档。',
    'zh-TRADITIONAL': '請先選擇一份文件。',
    id: 'Pilih dokumen terlebih dahulu.',
  },
  document_url_invalid: {
    en: 'Enter a web address starting with http:// or https://.',
    es: 'Escribe una dirección web que empiece por http:// o https://.',
    zh: '请输入以 http:// 或 https:// 开头的网址。',
    'zh-TRADITIONAL': '請輸入以 http:// 或 https:// 開頭的網址。',
    id: 'Masukkan alamat web yang diawali http:// atau https://.',
  },
  chunk_select_first: {
    en: 'Select a chunk first.',
    es: 'Selecciona primero un fragmento.',
    zh: '请先选择一个分块。',
    'zh-TRADITIONAL': '請先選擇一個區塊。',
    id: 'Pilih potongan terlebih dahulu.',
  },
  chunk_content_required: {
    en: 'Enter the chunk’s text.',
    es: 'Escribe el texto del fragmento.',
    zh: '请输入分块内容。',
    'zh-TRADITIONAL': '請輸入區塊內容。',
    id: 'Masukkan teks potongan.',
  },
  chunk_content_too_long: {
    en: 'A chunk may have at most 65,536 characters.',
    es: 'Un fragmento puede tener como máximo 65 536 caracteres.',
    zh: '一个分块最多 65,536 个字符。',
    'zh-TRADITIONAL': '一個區塊最多 65,536 個字元。',
    id: 'Satu potongan maksimal 65.536 karakter.',
  },
  chunk_keywords_invalid: {
    en: 'Enter at most 32 keywords of at most 64 characters each.',
    es: 'Escribe como máximo 32 palabras clave de 64 caracteres como máximo cada una.',
    zh: '最多输入 32 个关键词，每个不超过 64 个字符。',
    'zh-TRADITIONAL': '最多輸入 32 個關鍵字，每個不超過 64 個字元。',
    id: 'Masukkan paling banyak 32 kata kunci, masing-masing maksimal 64 karakter.',
  },
  chunk_questions_invalid: {
    en: 'Enter at most 16 questions of at most 512 characters each.',
    es: 'Escribe como máximo 16 preguntas de 512 caracteres como máximo cada una.',
    zh: '最多输入 16 个问题，每个不超过 512 个字符。',
    'zh-TRADITIONAL': '最多輸入 16 個問題，每個不超過 512 個字元。',
    id: 'Masukkan paling banyak 16 pertanyaan, masing-masing maksimal 512 karakter.',
  },
  retrieval_question_required: {
    en: 'Enter a question to test retrieval with.',
    es: 'Escribe una pregunta para probar la recuperación.',
    zh: '请输入用于检索测试的问题。',
    'zh-TRADITIONAL': '請輸入用於檢索測試的問題。',
    id: 'Masukkan pertanyaan untuk menguji pengambilan.',
  },
  retrieval_question_too_long: {
    en: 'The question may have at most 2,000 characters.',
    es: 'La pregunta puede tener como máximo 2000 caracteres.',
    zh: '问题最多 2,000 个字符。',
    'zh-TRADITIONAL': '問題最多 2,000 個字元。',
    id: 'Pertanyaan maksimal 2.000 karakter.',
  },
  retrieval_top_k_range: {
    en: 'Top-K must be a whole number from 1 to 2048.',
    es: 'Top-K debe ser un número entero entre 1 y 2048.',
    zh: 'Top-K 必须是 1 到 2048 之间的整数。',
    'zh-TRADITIONAL': 'Top-K 必須是 1 到 2048 之間的整數。',
    id: 'Top-K harus bilangan bulat dari 1 sampai 2048.',
  },
  retrieval_rerank_id_invalid: {
    en: 'Choose one of your rerank models, or none.',
    es: 'Elige uno de tus modelos de reordenación, o ninguno.',
    zh: '请选择您的一个重排序模型，或不选。',
    'zh-TRADITIONAL': '請選擇您的一個重新排序模型，或不選。',
    id: 'Pilih salah satu model pemeringkatan ulang Anda, atau tidak sama sekali.',
  },
} as const satisfies Record<string, TLocalizedText>;

/**
 * What a document's parse is doing or why it stopped (`progress_msg`), and why a document has no
 * knowledge graph. Stored as a key with its parameters, rendered in the reader's language.
 * @public
 */
export const KB_STATUS_MESSAGES = {
  parse_queued: {
    en: 'Waiting for a parse worker.',
    es: 'Esperando a un proceso de análisis.',
    zh: '正在等待解析任务。',
    'zh-TRADITIONAL': '正在等待解析工作。',
    id: 'Menunggu pekerja penguraian.',
  },
  parse_opening: {
    en: 'Reading the file.',
    es: 'Leyendo el archivo.',
    zh: '正在读取文件。',
    'zh-TRADITIONAL': '正在讀取檔案。',
    id: 'Membaca file.',
  },
  parse_reading: {
    en: 'Reading the file: page {{done}} of {{total}}.',
    es: 'Leyendo el archivo: página {{done}} de {{total}}.',
    zh: '正在读取文件：第 {{done}} 页，共 {{total}} 页。',
    'zh-TRADITIONAL': '正在讀取檔案：第 {{done}} 頁，共 {{total}} 頁。',
    id: 'Membaca file: halaman {{done}} dari {{total}}.',
  },
  parse_chunked: {
    en: 'Split into {{chunks}} chunks ({{pages}} pages read).',
    es: 'Dividido en {{chunks}} fragmentos ({{pages}} páginas leídas).',
    zh: '已切分为 {{chunks}} 个分块（已读取 {{pages}} 页）。',
    'zh-TRADITIONAL': '已切分為 {{chunks}} 個區塊（已讀取 {{pages}} 頁）。',
    id: 'Dipotong menjadi {{chunks}} potongan ({{pages}} halaman dibaca).',
  },
  parse_embedding: {
    en: 'Embedding chunks: {{done}} of {{total}}.',
    es: 'Generando embeddings de fragmentos: {{done}} de {{total}}.',
    zh: '正在嵌入分块：{{done}} / {{total}}。',
    'zh-TRADITIONAL': '正在嵌入區塊：{{done}} / {{total}}。',
    id: 'Membuat embedding potongan: {{done}} dari {{total}}.',
  },
  parse_done: {
    en: 'Done: {{chunks}} chunks in {{seconds}} s.',
    es: 'Listo: {{chunks}} fragmentos en {{seconds}} s.',
    zh: '完成：{{chunks}} 个分块，用时 {{seconds}} 秒。',
    'zh-TRADITIONAL': '完成：{{chunks}} 個區塊，耗時 {{seconds}} 秒。',
    id: 'Selesai: {{chunks}} potongan dalam {{seconds}} detik.',
  },
  parse_cancelled: {
    en: 'Parsing was cancelled.',
    es: 'Se canceló el análisis.',
    zh: '解析已取消。',
    'zh-TRADITIONAL': '解析已取消。',
    id: 'Penguraian dibatalkan.',
  },
  raptor_no_chat_model: {
    en: 'RAPTOR summaries were skipped: no chat model is set up (Settings → Model providers).',
    es: 'Se omitieron los resúmenes RAPTOR: no hay ningún modelo de chat configurado (Ajustes → Proveedores de modelos).',
    zh: '已跳过 RAPTOR 摘要：尚未设置对话模型（设置 → 模型提供商）。',
    'zh-TRADITIONAL': '已略過 RAPTOR 摘要：尚未設定對話模型（設定 → 模型供應商）。',
    id: 'Ringkasan RAPTOR dilewati: belum ada model obrolan yang disiapkan (Pengaturan → Penyedia model).',
  },
  raptor_clustering: {
    en: 'RAPTOR layer {{layer}}: clustering {{nodes}} chunks.',
    es: 'RAPTOR, capa {{layer}}: agrupando {{nodes}} fragmentos.',
    zh: 'RAPTOR 第 {{layer}} 层：正在聚类 {{nodes}} 个分块。',
    'zh-TRADITIONAL': 'RAPTOR 第 {{layer}} 層：正在分群 {{nodes}} 個區塊。',
    id: 'RAPTOR lapisan {{layer}}: mengelompokkan {{nodes}} potongan.',
  },
  raptor_summarising: {
    en: 'RAPTOR layer {{layer}}: summarising cluster {{done}} of {{total}}.',
    es: 'RAPTOR, capa {{layer}}: resumiendo el grupo {{done}} de {{total}}.',
    zh: 'RAPTOR 第 {{layer}} 层：正在摘要第 {{done}} 个聚类，共 {{total}} 个。',
    'zh-TRADITIONAL': 'RAPTOR 第 {{layer}} 層：正在摘要第 {{done}} 個群組，共 {{total}} 個。',
    id: 'RAPTOR lapisan {{layer}}: meringkas kelompok {{done}} dari {{total}}.',
  },
  raptor_done: {
    en: 'RAPTOR added {{summaries}} summaries in {{layers}} layers.',
    es: 'RAPTOR añadió {{summaries}} resúmenes en {{layers}} capas.',
    zh: 'RAPTOR 新增了 {{summaries}} 条摘要，共 {{layers}} 层。',
    'zh-TRADITIONAL': 'RAPTOR 新增了 {{summaries}} 則摘要，共 {{layers}} 層。',
    id: 'RAPTOR menambahkan {{summaries}} ringkasan dalam {{layers}} lapisan.',
  },
  raptor_too_few_chunks: {
    en: 'RAPTOR added no summary: the document has a single chunk.',
    es: 'RAPTOR no añadió ningún resumen: el documento tiene un solo fragmento.',
    zh: 'RAPTOR 未新增摘要：该文档只有一个分块。',
    'zh-TRADITIONAL': 'RAPTOR 未新增摘要：此文件只有一個區塊。',
    id: 'RAPTOR tidak menambahkan ringkasan: dokumen hanya memiliki satu potongan.',
  },
  raptor_chunks_limited: {
    en: 'RAPTOR read only the first {{used}} of {{total}} chunks (the limit per document).',
    es: 'RAPTOR solo leyó los primeros {{used}} de {{total}} fragmentos (el límite por documento).',
    zh: 'RAPTOR 只读取了前 {{used}} 个分块（共 {{total}} 个，每个文档的上限）。',
    'zh-TRADITIONAL': 'RAPTOR 只讀取了前 {{used}} 個區塊（共 {{total}} 個，每份文件的上限）。',
    id: 'RAPTOR hanya membaca {{used}} potongan pertama dari {{total}} (batas per dokumen).',
  },
  raptor_summaries_limited: {
    en: 'RAPTOR stopped before the top of its tree: a document gets at most {{limit}} summaries.',
    es: 'RAPTOR se detuvo antes de la cima de su árbol: un documento recibe como máximo {{limit}} resúmenes.',
    zh: 'RAPTOR 在到达树顶前停止：每个文档最多 {{limit}} 条摘要。',
    'zh-TRADITIONAL': 'RAPTOR 在到達樹頂前停止：每份文件最多 {{limit}} 則摘要。',
    id: 'RAPTOR berhenti sebelum puncak pohonnya: satu dokumen mendapat paling banyak {{limit}} ringkasan.',
  },
  graph_no_chat_model: {
    en: 'The knowledge graph needs a chat model: set one up under Settings → Model providers, then parse again.',
    es: 'El grafo de conocimiento necesita un modelo de chat: configura uno en Ajustes → Proveedores de modelos y vuelve a analizar.',
    zh: '知识图谱需要对话模型：请在“设置 → 模型提供商”中设置后重新解析。',
    'zh-TRADITIONAL': '知識圖譜需要對話模型：請在「設定 → 模型供應商」中設定後重新解析。',
    id: 'Graf pengetahuan memerlukan model obrolan: siapkan di Pengaturan → Penyedia model, lalu urai lagi.',
  },
  graph_extracting: {
    en: 'Knowledge graph: chunk {{done}} of {{total}} read by the chat model.',
    es: 'Grafo de conocimiento: el modelo de chat leyó el fragmento {{done}} de {{total}}.',
    zh: '知识图谱：对话模型已读取第 {{done}} 个分块，共 {{total}} 个。',
    'zh-TRADITIONAL': '知識圖譜：對話模型已讀取第 {{done}} 個區塊，共 {{total}} 個。',
    id: 'Graf pengetahuan: potongan {{done}} dari {{total}} dibaca oleh model obrolan.',
  },
  graph_done: {
    en: 'Knowledge graph: {{entities}} entities and {{relations}} relations.',
    es: 'Grafo de conocimiento: {{entities}} entidades y {{relations}} relaciones.',
    zh: '知识图谱：{{entities}} 个实体，{{relations}} 条关系。',
    'zh-TRADITIONAL': '知識圖譜：{{entities}} 個實體，{{relations}} 條關係。',
    id: 'Graf pengetahuan: {{entities}} entitas dan {{relations}} relasi.',
  },
  graph_chunks_limited: {
    en: 'The knowledge graph was built from the first {{used}} of {{total}} chunks (the limit per document).',
    es: 'El grafo de conocimiento se construyó con los primeros {{used}} de {{total}} fragmentos (el límite por documento).',
    zh: '知识图谱仅由前 {{used}} 个分块构建（共 {{total}} 个，每个文档的上限）。',
    'zh-TRADITIONAL': '知識圖譜僅由前 {{used}} 個區塊建構（共 {{total}} 個，每份文件的上限）。',
    id: 'Graf pengetahuan dibangun dari {{used}} potongan pertama dari {{total}} (batas per dokumen).',
  },
  graph_not_enabled: {
    en: 'No knowledge graph: it is off for this document (turn it on in the chunk method settings, then parse again).',
    es: 'No hay grafo de conocimiento: está desactivado para este documento (actívalo en los ajustes del método de fragmentación y vuelve a analizar).',
    zh: '没有知识图谱：该文档未启用（请在分块方法设置中启用后重新解析）。',
    'zh-TRADITIONAL': '沒有知識圖譜：此文件未啟用（請在分塊方法設定中啟用後重新解析）。',
    id: 'Tidak ada graf pengetahuan: fitur ini nonaktif untuk dokumen ini (aktifkan di pengaturan metode pemotongan, lalu urai lagi).',
  },
  graph_not_built: {
    en: 'No knowledge graph yet: parse the document to build it.',
    es: 'Todavía no hay grafo de conocimiento: analiza el documento para crearlo.',
    zh: '尚无知识图谱：请解析该文档以构建图谱。',
    'zh-TRADITIONAL': '尚無知識圖譜：請解析此文件以建構圖譜。',
    id: 'Belum ada graf pengetahuan: urai dokumen untuk membangunnya.',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TKbStatusMessageKey = keyof typeof KB_STATUS_MESSAGES;
