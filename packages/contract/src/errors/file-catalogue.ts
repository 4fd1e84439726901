import type { TLocalizedText } from './catalogue.js';

/**
 * Errors of the file manager (`file`, `file2document`), spread into `ERRORS`.
 * @public
 */
export const FILE_ERRORS = {
  /** 422: a folder already holds an item of that name (`file/create`, `file/rename`, `file/mv`), or the name is the root's reserved `.knowledgebase`. */
  FILE_NAME_TAKEN: {
    status: 422,
    messages: {
      en: 'An item named "{{name}}" already exists in this folder, or the name is reserved. Choose another name.',
      es: 'Ya existe un elemento llamado «{{name}}» en esta carpeta, o el nombre está reservado. Elige otro nombre.',
      zh: '此文件夹中已存在名为“{{name}}”的项目，或该名称为保留名称。请换一个名称。',
      'zh-TRADITIONAL': '此資料夾中已存在名為「{{name}}」的項目，或該名稱為保留名稱。請換一個名稱。',
      id: 'Item bernama "{{name}}" sudah ada di folder ini, atau nama tersebut dicadangkan. Pilih nama lain.',
    },
  },
  /** 422: `file/rename` of a file to a name with another extension (RAGFlow refuses it too: the type is the content's). */
  FILE_EXTENSION_CHANGED: {
    status: 422,
    messages: {
      en: 'A file keeps its extension: the new name must end with "{{extension}}".',
      es: 'Un archivo conserva su extensión: el nuevo nombre debe terminar en «{{extension}}».',
      zh: '文件须保留其扩展名：新名称必须以“{{extension}}”结尾。',
      'zh-TRADITIONAL': '檔案須保留其副檔名：新名稱必須以「{{extension}}」結尾。',
      id: 'File harus mempertahankan ekstensinya: nama baru harus diakhiri dengan "{{extension}}".',
    },
  },
  /** 422: `file/rename` that gives an extension to a file that has none. */
  FILE_EXTENSION_ADDED: {
    status: 422,
    messages: {
      en: 'This file has no extension, and renaming cannot add one.',
      es: 'Este archivo no tiene extensión, y al renombrarlo no se le puede añadir una.',
      zh: '此文件没有扩展名，重命名时不能添加扩展名。',
      'zh-TRADITIONAL': '此檔案沒有副檔名，重新命名時不能新增副檔名。',
      id: 'File ini tidak memiliki ekstensi, dan penggantian nama tidak dapat menambahkannya.',
    },
  },
  /** 422: a parent or destination that is a file, not a folder. */
  FILE_NOT_A_FOLDER: {
    status: 422,
    messages: {
      en: 'The destination is a file, not a folder. Choose a folder.',
      es: 'El destino es un archivo, no una carpeta. Elige una carpeta.',
      zh: '目标是文件而不是文件夹。请选择一个文件夹。',
      'zh-TRADITIONAL': '目標是檔案而不是資料夾。請選擇一個資料夾。',
      id: 'Tujuan adalah file, bukan folder. Pilih sebuah folder.',
    },
  },
  /** 422: `file/get` of a folder. */
  FILE_IS_A_FOLDER: {
    status: 422,
    messages: {
      en: 'A folder cannot be downloaded; open it and download its files.',
      es: 'No se puede descargar una carpeta; ábrela y descarga sus archivos.',
      zh: '无法下载文件夹；请打开它并下载其中的文件。',
      'zh-TRADITIONAL': '無法下載資料夾；請開啟它並下載其中的檔案。',
      id: 'Folder tidak dapat diunduh; buka folder itu dan unduh file-filenya.',
    },
  },
  /** 422: `file/mv` of a folder into itself or one of its own subfolders. */
  FILE_MOVE_INTO_ITSELF: {
    status: 422,
    messages: {
      en: 'A folder cannot be moved into itself or into one of its subfolders.',
      es: 'Una carpeta no se puede mover dentro de sí misma ni de una de sus subcarpetas.',
      zh: '文件夹不能移动到其自身或其子文件夹中。',
      'zh-TRADITIONAL': '資料夾不能移動到其自身或其子資料夾中。',
      id: 'Folder tidak dapat dipindahkan ke dalam dirinya sendiri atau ke salah satu subfoldernya.',
    },
  },
  /** 422: a folder created or moved deeper than folders may nest. */
  FILE_FOLDER_TOO_DEEP: {
    status: 422,
    messages: {
      en: 'Folders can be nested at most {{max}} levels deep.',
      es: 'Las carpetas pueden anidarse como máximo {{max}} niveles.',
      zh: '文件夹最多只能嵌套 {{max}} 层。',
      'zh-TRADITIONAL': '資料夾最多只能巢狀 {{max}} 層。',
      id: 'Folder dapat bersarang paling dalam {{max}} tingkat.',
    },
  },
  /** 422: a user who already has as many files and folders as one user may keep. */
  FILE_LIMIT_REACHED: {
    status: 422,
    messages: {
      en: 'You have reached the limit of {{max}} files and folders. Delete some before adding more.',
      es: 'Has alcanzado el límite de {{max}} archivos y carpetas. Elimina algunos antes de añadir más.',
      zh: '您的文件和文件夹已达到 {{max}} 个的上限。请先删除一些再添加。',
      'zh-TRADITIONAL': '您的檔案和資料夾已達到 {{max}} 個的上限。請先刪除一些再新增。',
      id: 'Anda telah mencapai batas {{max}} file dan folder. Hapus beberapa sebelum menambahkan yang baru.',
    },
  },
  /** 422: renaming, moving or deleting the `.knowledgebase` folder or a knowledge base's folder, or putting items directly in `.knowledgebase`. */
  FILE_KNOWLEDGE_BASE_FOLDER: {
    status: 422,
    messages: {
      en: 'The knowledge-base folders are managed by the knowledge bases: they cannot be renamed, moved or deleted, and nothing can be put directly in ".knowledgebase".',
      es: 'Las carpetas de las bases de conocimiento las gestionan las propias bases: no se pueden renombrar, mover ni eliminar, y no se puede colocar nada directamente en «.knowledgebase».',
      zh: '知识库文件夹由知识库管理：不能重命名、移动或删除，也不能直接在“.knowledgebase”中放入任何内容。',
      'zh-TRADITIONAL':
        '知識庫資料夾由知識庫管理：不能重新命名、移動或刪除，也不能直接在「.knowledgebase」中放入任何內容。',
      id: 'Folder basis pengetahuan dikelola oleh basis pengetahuan: tidak dapat diganti nama, dipindahkan, atau dihapus, dan tidak ada yang dapat ditaruh langsung di ".knowledgebase".',
    },
  },
  /** 422: an uploaded file whose content is none of the types a knowledge base reads; nothing was stored. */
  FILE_UNSUPPORTED_TYPE: {
    status: 422,
    messages: {
      en: 'This file type is not supported. Upload a PDF, Word (DOCX), Excel (XLSX or XLS), CSV, HTML, Markdown or plain-text file.',
      es: 'Este tipo de archivo no es compatible. Sube un archivo PDF, Word (DOCX), Excel (XLSX o XLS), CSV, HTML, Markdown o de texto sin formato.',
      zh: '不支持此文件类型。请上传 PDF、Word（DOCX）、Excel（XLSX 或 XLS）、CSV、HTML、Markdown 或纯文本文件。',
      'zh-TRADITIONAL':
        '不支援此檔案類型。請上傳 PDF、Word（DOCX）、Excel（XLSX 或 XLS）、CSV、HTML、Markdown 或純文字檔案。',
      id: 'Jenis file ini tidak didukung. Unggah file PDF, Word (DOCX), Excel (XLSX atau XLS), CSV, HTML, Markdown, atau teks biasa.',
    },
  },
  /** 422: `file2document/convert` of folders that hold more files than one request may add. */
  FILE_CONVERT_TOO_MANY: {
    status: 422,
    messages: {
      en: 'Too many files at once: add at most {{max}} files to knowledge bases per request (folders count every file in them).',
      es: 'Demasiados archivos a la vez: añade como máximo {{max}} archivos a las bases de conocimiento por solicitud (las carpetas cuentan todos sus archivos).',
      zh: '一次的文件过多：每次最多向知识库添加 {{max}} 个文件（文件夹按其中所有文件计数）。',
      'zh-TRADITIONAL': '一次的檔案過多：每次最多向知識庫新增 {{max}} 個檔案（資料夾按其中所有檔案計數）。',
      id: 'Terlalu banyak file sekaligus: tambahkan paling banyak {{max}} file ke basis pengetahuan per permintaan (folder menghitung semua file di dalamnya).',
    },
  },
  /** 413: an uploaded file over the per-file limit of the file manager; nothing was stored. */
  FILE_TOO_LARGE: {
    status: 413,
    messages: {
      en: 'This file is too large: each file may be at most {{limit_mb}} MB.',
      es: 'Este archivo es demasiado grande: cada archivo puede tener como máximo {{limit_mb}} MB.',
      zh: '该文件过大：每个文件最大 {{limit_mb}} MB。',
      'zh-TRADITIONAL': '此檔案過大：每個檔案最大 {{limit_mb}} MB。',
      id: 'File ini terlalu besar: setiap file maksimal {{limit_mb}} MB.',
    },
  },
} as const satisfies Record<string, { status: number; messages: TLocalizedText }>;

/**
 * Validation messages of the file manager's fields, spread into `VALIDATION_MESSAGES`.
 * @public
 */
export const FILE_VALIDATION_MESSAGES = {
  file_name_invalid: {
    en: 'A name must have 1 to 255 characters, without "/", "\\" or control characters, and cannot be "." or "..".',
    es: 'Un nombre debe tener de 1 a 255 caracteres, sin «/», «\\» ni caracteres de control, y no puede ser «.» ni «..».',
    zh: '名称须为 1 到 255 个字符，不得包含“/”、“\\”或控制字符，且不能是“.”或“..”。',
    'zh-TRADITIONAL': '名稱須為 1 到 255 個字元，不得包含「/」、「\\」或控制字元，且不能是「.」或「..」。',
    id: 'Nama harus terdiri dari 1 hingga 255 karakter, tanpa "/", "\\", atau karakter kontrol, dan tidak boleh "." atau "..".',
  },
  file_ids_required: {
    en: 'Select at least one file or folder.',
    es: 'Selecciona al menos un archivo o una carpeta.',
    zh: '请至少选择一个文件或文件夹。',
    'zh-TRADITIONAL': '請至少選擇一個檔案或資料夾。',
    id: 'Pilih setidaknya satu file atau folder.',
  },
  file_ids_too_many: {
    en: 'Select at most 128 items at once.',
    es: 'Selecciona como máximo 128 elementos a la vez.',
    zh: '一次最多选择 128 个项目。',
    'zh-TRADITIONAL': '一次最多選擇 128 個項目。',
    id: 'Pilih paling banyak 128 item sekaligus.',
  },
  file_kb_ids_required: {
    en: 'Select at least one knowledge base.',
    es: 'Selecciona al menos una base de conocimiento.',
    zh: '请至少选择一个知识库。',
    'zh-TRADITIONAL': '請至少選擇一個知識庫。',
    id: 'Pilih setidaknya satu basis pengetahuan.',
  },
} as const satisfies Record<string, TLocalizedText>;
