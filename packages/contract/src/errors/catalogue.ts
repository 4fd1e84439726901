import type { TLanguage } from '../languages.js';
import { API_ERRORS, API_VALIDATION_MESSAGES } from './api-catalogue.js';
import { ASSISTANT_ERRORS, ASSISTANT_VALIDATION_MESSAGES } from './assistant-catalogue.js';
import { BREAKDOWN_ERRORS, BREAKDOWN_VALIDATION_MESSAGES } from './breakdown-catalogue.js';
import { COMPS_ERRORS, COMPS_VALIDATION_MESSAGES } from './comps-catalogue.js';
import { DATA_SHEET_ERRORS, DATA_SHEET_VALIDATION_MESSAGES } from './data-sheet-catalogue.js';
import { DIALOG_ERRORS, DIALOG_VALIDATION_MESSAGES } from './dialog-catalogue.js';
import { FILE_ERRORS, FILE_VALIDATION_MESSAGES } from './file-catalogue.js';
import { KB_ERRORS, KB_VALIDATION_MESSAGES } from './kb-catalogue.js';
import { RESEARCH_ERRORS, RESEARCH_VALIDATION_MESSAGES } from './research-catalogue.js';
import { REVIEW_NARRATIVE_ERRORS, REVIEW_NARRATIVE_VALIDATION_MESSAGES } from './review-narrative-catalogue.js';

/** A message in every UI language. `{{name}}` marks a parameter. */
export type TLocalizedText = Record<TLanguage, string>;

type TErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The error catalogue: every error the API can answer with, its HTTP status and its message in all
 * five languages. The body of an error response is `{code: status, message, data: {error: CODE}}`.
 * @public
 */
export const ERRORS = {
  ...API_ERRORS,
  ...ASSISTANT_ERRORS,
  ...FILE_ERRORS,
  ...KB_ERRORS,
  ...DIALOG_ERRORS,
  ...RESEARCH_ERRORS,
  ...BREAKDOWN_ERRORS,
  ...COMPS_ERRORS,
  ...DATA_SHEET_ERRORS,
  ...REVIEW_NARRATIVE_ERRORS,
  /** 400: a request the server understood but refused; nothing was created or changed. */
  BAD_REQUEST: {
    status: 400,
    messages: {
      en: 'The request could not be processed; nothing was created or changed.',
      es: 'No se pudo procesar la solicitud; no se creó ni modificó nada.',
      zh: '请求无法处理，未创建或修改任何数据。',
      'zh-TRADITIONAL': '請求無法處理，未建立或修改任何資料。',
      id: 'Permintaan tidak dapat diproses; tidak ada yang dibuat atau diubah.',
    },
  },
  /** 400: a JSON body that does not parse. */
  MALFORMED_JSON: {
    status: 400,
    messages: {
      en: 'The request body is not valid JSON.',
      es: 'El cuerpo de la solicitud no es un JSON válido.',
      zh: '请求正文不是有效的 JSON。',
      'zh-TRADITIONAL': '請求內文不是有效的 JSON。',
      id: 'Isi permintaan bukan JSON yang valid.',
    },
  },
  /** 400: a JSON body nested deeper than the API ever needs (checked before any route reads it). */
  BODY_TOO_DEEP: {
    status: 400,
    messages: {
      en: 'The request body is nested too deeply: at most {{max}} levels of objects and lists are accepted.',
      es: 'El cuerpo de la solicitud está anidado demasiado: se aceptan como máximo {{max}} niveles de objetos y listas.',
      zh: '请求正文嵌套过深：最多接受 {{max}} 层对象和列表。',
      'zh-TRADITIONAL': '請求內文巢狀過深：最多接受 {{max}} 層物件和清單。',
      id: 'Isi permintaan bersarang terlalu dalam: paling banyak {{max}} tingkat objek dan daftar yang diterima.',
    },
  },
  /** 400: a multipart upload cut short or malformed (e.g. the connection dropped mid-file); nothing was stored. */
  MALFORMED_UPLOAD: {
    status: 400,
    messages: {
      en: 'The upload was cut short or is malformed, so nothing was stored. Please upload the files again.',
      es: 'La subida se interrumpió o está mal formada, así que no se guardó nada. Vuelve a subir los archivos.',
      zh: '上传中断或格式错误，因此未保存任何内容。请重新上传文件。',
      'zh-TRADITIONAL': '上傳中斷或格式錯誤，因此未儲存任何內容。請重新上傳檔案。',
      id: 'Unggahan terputus atau formatnya rusak, sehingga tidak ada yang disimpan. Silakan unggah ulang file.',
    },
  },
  /** 401: no token, an unknown token, or a revoked one. */
  UNAUTHORIZED: {
    status: 401,
    messages: {
      en: 'Your session has expired or is not valid. Please sign in again.',
      es: 'Tu sesión ha caducado o no es válida. Vuelve a iniciar sesión.',
      zh: '您的会话已过期或无效，请重新登录。',
      'zh-TRADITIONAL': '您的工作階段已過期或無效，請重新登入。',
      id: 'Sesi Anda telah berakhir atau tidak valid. Silakan masuk kembali.',
    },
  },
  /** 401: login with an unknown email or a wrong password (never says which). */
  INVALID_CREDENTIALS: {
    status: 401,
    messages: {
      en: 'The email or password is incorrect.',
      es: 'El correo electrónico o la contraseña son incorrectos.',
      zh: '邮箱或密码不正确。',
      'zh-TRADITIONAL': '電子郵件或密碼不正確。',
      id: 'Email atau kata sandi salah.',
    },
  },
  /** 403: signed in, but not allowed to do this. */
  FORBIDDEN: {
    status: 403,
    messages: {
      en: 'You are signed in, but you do not have access to this.',
      es: 'Has iniciado sesión, pero no tienes acceso a esto.',
      zh: '您已登录，但无权访问此内容。',
      'zh-TRADITIONAL': '您已登入，但無權存取此內容。',
      id: 'Anda sudah masuk, tetapi tidak memiliki akses ke sini.',
    },
  },
  /** 403: a temporary user asked for something that needs a registered account. */
  FULL_ACCOUNT_REQUIRED: {
    status: 403,
    messages: {
      en: 'This feature requires a full account. Please sign up or sign in.',
      es: 'Esta función requiere una cuenta completa. Regístrate o inicia sesión.',
      zh: '此功能需要正式账户，请注册或登录。',
      'zh-TRADITIONAL': '此功能需要正式帳戶，請註冊或登入。',
      id: 'Fitur ini memerlukan akun lengkap. Silakan daftar atau masuk.',
    },
  },
  /** 404: an unknown route or a record that does not exist. */
  NOT_FOUND: {
    status: 404,
    messages: {
      en: 'The requested record or page does not exist.',
      es: 'El registro o la página solicitada no existe.',
      zh: '请求的记录或页面不存在。',
      'zh-TRADITIONAL': '請求的記錄或頁面不存在。',
      id: 'Data atau halaman yang diminta tidak ada.',
    },
  },
  /** 406: a format the server cannot produce. */
  NOT_ACCEPTABLE: {
    status: 406,
    messages: {
      en: 'The requested format is not available.',
      es: 'El formato solicitado no está disponible.',
      zh: '请求的格式不可用。',
      'zh-TRADITIONAL': '請求的格式無法使用。',
      id: 'Format yang diminta tidak tersedia.',
    },
  },
  /** 410: a single-use link that was used already or has expired. */
  TOKEN_EXPIRED: {
    status: 410,
    messages: {
      en: 'This link has expired or has already been used. Please request a new one.',
      es: 'Este enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.',
      zh: '此链接已过期或已被使用，请重新申请。',
      'zh-TRADITIONAL': '此連結已過期或已被使用，請重新申請。',
      id: 'Tautan ini sudah kedaluwarsa atau sudah digunakan. Silakan minta yang baru.',
    },
  },
  /** 404: no listed company has this ticker (or CIK). */
  TICKER_NOT_FOUND: {
    status: 404,
    messages: {
      en: 'No company was found for this ticker. Please check the ticker and try again.',
      es: 'No se encontró ninguna empresa con este ticker. Comprueba el ticker e inténtalo de nuevo.',
      zh: '未找到该股票代码对应的公司，请检查股票代码后重试。',
      'zh-TRADITIONAL': '找不到此股票代號對應的公司，請檢查股票代號後重試。',
      id: 'Tidak ada perusahaan dengan kode saham ini. Periksa kode saham lalu coba lagi.',
    },
  },
  /** 404: a series or statement the data sources do not have for this company (never invented). */
  DATA_NOT_AVAILABLE: {
    status: 404,
    messages: {
      en: 'Our data sources do not have this data for this company: {{what}}.',
      es: 'Nuestras fuentes de datos no tienen estos datos para esta empresa: {{what}}.',
      zh: '我们的数据源没有该公司的以下数据：{{what}}。',
      'zh-TRADITIONAL': '我們的資料來源沒有該公司的以下資料：{{what}}。',
      id: 'Sumber data kami tidak memiliki data ini untuk perusahaan ini: {{what}}.',
    },
  },
  /**
   * 404: the company has filed no annual or quarterly report for about 18 months before the
   * valuation date; `{{date}}` is the valuation date, `{{filed}}` the latest filing's date.
   */
  FILINGS_OUT_OF_DATE: {
    status: 404,
    messages: {
      en: 'This company has filed no annual or quarterly report in the 18 months before {{date}} (the latest was filed on {{filed}}), so there are no recent financial statements to value it from.',
      es: 'Esta empresa no ha presentado ningún informe anual o trimestral en los 18 meses anteriores al {{date}} (el último se presentó el {{filed}}), así que no hay estados financieros recientes con los que valorarla.',
      zh: '该公司在 {{date}} 之前的 18 个月内未提交任何年度或季度报告（最近一次提交于 {{filed}}），因此没有可用于估值的近期财务报表。',
      'zh-TRADITIONAL':
        '該公司在 {{date}} 之前的 18 個月內未提交任何年度或季度報告（最近一次提交於 {{filed}}），因此沒有可用於估值的近期財務報表。',
      id: 'Perusahaan ini tidak menyerahkan laporan tahunan atau kuartalan dalam 18 bulan sebelum {{date}} (yang terakhir diserahkan pada {{filed}}), sehingga tidak ada laporan keuangan terbaru untuk menilainya.',
    },
  },
  /** 413: a body or upload over the size limit. */
  PAYLOAD_TOO_LARGE: {
    status: 413,
    messages: {
      en: 'The total size of the files uploaded at once is too large.',
      es: 'El tamaño total de los archivos subidos a la vez es demasiado grande.',
      zh: '一次上传的文件总大小过大。',
      'zh-TRADITIONAL': '一次上傳的檔案總大小過大。',
      id: 'Ukuran total file yang diunggah sekaligus terlalu besar.',
    },
  },
  /** 413: one uploaded file over the per-file limit, or a file the reader finds too large to process. */
  DOCUMENT_TOO_LARGE: {
    status: 413,
    messages: {
      en: 'This file is too large to process: each file may be at most {{limit_mb}} MB. Upload only the pages with the financial statements.',
      es: 'Este archivo es demasiado grande para procesarlo: cada archivo puede tener como máximo {{limit_mb}} MB. Sube solo las páginas con los estados financieros.',
      zh: '该文件过大，无法处理：每个文件最大 {{limit_mb}} MB。请仅上传包含财务报表的页面。',
      'zh-TRADITIONAL': '此檔案過大，無法處理：每個檔案最大 {{limit_mb}} MB。請僅上傳包含財務報表的頁面。',
      id: 'File ini terlalu besar untuk diproses: setiap file maksimal {{limit_mb}} MB. Unggah hanya halaman yang berisi laporan keuangan.',
    },
  },
  /** 413: an upload request with more files than one request may carry. */
  TOO_MANY_FILES: {
    status: 413,
    messages: {
      en: 'Too many files at once: upload at most {{max}} files per request.',
      es: 'Demasiados archivos a la vez: sube como máximo {{max}} archivos por solicitud.',
      zh: '一次上传的文件过多：每次最多上传 {{max}} 个文件。',
      'zh-TRADITIONAL': '一次上傳的檔案過多：每次最多上傳 {{max}} 個檔案。',
      id: 'Terlalu banyak file sekaligus: unggah paling banyak {{max}} file per permintaan.',
    },
  },
  /** 422: the request failed validation; `data.fields` says which field and why. */
  VALIDATION_FAILED: {
    status: 422,
    messages: {
      en: 'Some fields are not valid: {{details}}',
      es: 'Algunos campos no son válidos: {{details}}',
      zh: '部分字段无效：{{details}}',
      'zh-TRADITIONAL': '部分欄位無效：{{details}}',
      id: 'Beberapa isian tidak valid: {{details}}',
    },
  },
  /** 422: register with an email that already has an account. */
  EMAIL_TAKEN: {
    status: 422,
    messages: {
      en: 'An account with this email already exists.',
      es: 'Ya existe una cuenta con este correo electrónico.',
      zh: '该邮箱已注册账户。',
      'zh-TRADITIONAL': '此電子郵件已註冊帳戶。',
      id: 'Akun dengan email ini sudah ada.',
    },
  },
  /** 422: a password change whose current password is wrong. */
  CURRENT_PASSWORD_WRONG: {
    status: 422,
    messages: {
      en: 'The current password is incorrect.',
      es: 'La contraseña actual es incorrecta.',
      zh: '当前密码不正确。',
      'zh-TRADITIONAL': '目前密碼不正確。',
      id: 'Kata sandi saat ini salah.',
    },
  },
  /** 422: asked to verify an email that is verified already. */
  EMAIL_ALREADY_VERIFIED: {
    status: 422,
    messages: {
      en: 'This email address is already verified.',
      es: 'Esta dirección de correo electrónico ya está verificada.',
      zh: '该邮箱地址已验证。',
      'zh-TRADITIONAL': '此電子郵件地址已驗證。',
      id: 'Alamat email ini sudah diverifikasi.',
    },
  },
  /** 422: banks, securities firms, insurers and funds (by SIC code) cannot be modelled with a DCF of operating cash flows. */
  FINANCIAL_COMPANY_UNSUPPORTED: {
    status: 422,
    messages: {
      en: 'Bank, security or insurance companies are not supported: their value does not come from operating free cash flow.',
      es: 'No se admiten bancos, firmas de valores ni aseguradoras: su valor no proviene del flujo de caja libre operativo.',
      zh: '暂不支持银行、证券或保险公司：其价值并非来自经营性自由现金流。',
      'zh-TRADITIONAL': '暫不支援銀行、證券或保險公司：其價值並非來自營運自由現金流量。',
      id: 'Perusahaan bank, sekuritas, atau asuransi tidak didukung: nilainya tidak berasal dari arus kas bebas operasional.',
    },
  },
  /** 400: the model is still being built, or its creation failed (its status says which); nothing changed. */
  MODEL_NOT_READY: {
    status: 400,
    messages: {
      en: 'This model is not ready yet. Check its status and try again.',
      es: 'Este modelo aún no está listo. Consulta su estado e inténtalo de nuevo.',
      zh: '该模型尚未就绪，请查看其状态后重试。',
      'zh-TRADITIONAL': '此模型尚未就緒，請查看其狀態後重試。',
      id: 'Model ini belum siap. Periksa statusnya lalu coba lagi.',
    },
  },
  /** 422: `model/dcf/comps_ticker/save` was asked to add the model's own company as its peer. */
  PEER_IS_SUBJECT: {
    status: 422,
    messages: {
      en: 'A company cannot be its own comparable. Remove its ticker from the peers and try again.',
      es: 'Una empresa no puede ser su propia comparable. Quita su ticker de las comparables e inténtalo de nuevo.',
      zh: '公司不能作为自身的可比公司。请从可比公司中移除其代码后重试。',
      'zh-TRADITIONAL': '公司不能作為自身的可比公司。請從可比公司中移除其代碼後重試。',
      id: 'Perusahaan tidak dapat menjadi pembanding dirinya sendiri. Hapus tickernya dari daftar pembanding lalu coba lagi.',
    },
  },
  /** 422: a company whose data the engine cannot value (e.g. no revenue or share count in its history); details in `{{reason}}`. */
  VALUATION_NOT_POSSIBLE: {
    status: 422,
    messages: {
      en: 'This company cannot be valued from the data we have: {{reason}}',
      es: 'Esta empresa no se puede valorar con los datos que tenemos: {{reason}}',
      zh: '无法根据现有数据对该公司估值：{{reason}}',
      'zh-TRADITIONAL': '無法根據現有資料對該公司估值：{{reason}}',
      id: 'Perusahaan ini tidak dapat dinilai dari data yang kami miliki: {{reason}}',
    },
  },
  /** 422: assumptions the valuation engine cannot value (e.g. terminal growth not below the discount rate); nothing was saved. */
  VALUATION_INVALID_INPUT: {
    status: 422,
    messages: {
      en: 'These assumptions cannot be valued, so nothing was saved: {{reason}}',
      es: 'Estas hipótesis no se pueden valorar, así que no se guardó nada: {{reason}}',
      zh: '无法按这些假设进行估值，因此未保存任何内容：{{reason}}',
      'zh-TRADITIONAL': '無法按這些假設進行估值，因此未儲存任何內容：{{reason}}',
      id: 'Asumsi ini tidak dapat dinilai, sehingga tidak ada yang disimpan: {{reason}}',
    },
  },
  /** 422: an upload request without any file in its `file` field. */
  NO_FILE: {
    status: 422,
    messages: {
      en: 'Choose a file to upload.',
      es: 'Elige un archivo para subir.',
      zh: '请选择要上传的文件。',
      'zh-TRADITIONAL': '請選擇要上傳的檔案。',
      id: 'Pilih file yang akan diunggah.',
    },
  },
  /** 422: a file whose content (not its name) is none of the readable types; nothing was stored. */
  DOCUMENT_UNSUPPORTED_TYPE: {
    status: 422,
    messages: {
      en: 'This file type is not supported. Upload a PDF, Excel (XLSX or XLS), CSV, Word (DOCX) or HTML file.',
      es: 'Este tipo de archivo no es compatible. Sube un archivo PDF, Excel (XLSX o XLS), CSV, Word (DOCX) o HTML.',
      zh: '不支持此文件类型。请上传 PDF、Excel（XLSX 或 XLS）、CSV、Word（DOCX）或 HTML 文件。',
      'zh-TRADITIONAL': '不支援此檔案類型。請上傳 PDF、Excel（XLSX 或 XLS）、CSV、Word（DOCX）或 HTML 檔案。',
      id: 'Jenis file ini tidak didukung. Unggah file PDF, Excel (XLSX atau XLS), CSV, Word (DOCX), atau HTML.',
    },
  },
  /** 422: a file with no bytes at all; nothing was stored. */
  DOCUMENT_EMPTY: {
    status: 422,
    messages: {
      en: 'This file is empty (0 bytes). Choose the file again, or export it again if it was saved empty.',
      es: 'Este archivo está vacío (0 bytes). Vuelve a elegirlo, o expórtalo de nuevo si se guardó vacío.',
      zh: '该文件为空（0 字节）。请重新选择文件；如果保存时即为空，请重新导出。',
      'zh-TRADITIONAL': '此檔案為空（0 位元組）。請重新選擇檔案；如果儲存時即為空，請重新匯出。',
      id: 'File ini kosong (0 byte). Pilih file itu lagi, atau ekspor ulang jika tersimpan kosong.',
    },
  },
  /** 422: a file named `.pdf` whose content is not a PDF (a renamed text file, an image); nothing was stored. */
  DOCUMENT_NOT_PDF: {
    status: 422,
    messages: {
      en: 'This file’s name ends in .pdf, but its content is not a PDF. Upload the PDF itself (a renamed text or image file cannot be read as one).',
      es: 'El nombre de este archivo termina en .pdf, pero su contenido no es un PDF. Sube el PDF original (un archivo de texto o imagen renombrado no se puede leer como tal).',
      zh: '该文件名以 .pdf 结尾，但内容不是 PDF。请上传真正的 PDF 文件（改名的文本或图片文件无法作为 PDF 读取）。',
      'zh-TRADITIONAL':
        '此檔名以 .pdf 結尾，但內容不是 PDF。請上傳真正的 PDF 檔案（改名的文字或圖片檔無法當作 PDF 讀取）。',
      id: 'Nama file ini berakhiran .pdf, tetapi isinya bukan PDF. Unggah PDF aslinya (file teks atau gambar yang diganti namanya tidak dapat dibaca sebagai PDF).',
    },
  },
  /** 422: a file of a readable type that is damaged or cut short; nothing was stored. */
  DOCUMENT_CORRUPT: {
    status: 422,
    messages: {
      en: 'This file is damaged or incomplete and cannot be read. Download or export it again, then upload it.',
      es: 'Este archivo está dañado o incompleto y no se puede leer. Descárgalo o expórtalo de nuevo y vuelve a subirlo.',
      zh: '该文件已损坏或不完整，无法读取。请重新下载或导出后再上传。',
      'zh-TRADITIONAL': '此檔案已損毀或不完整，無法讀取。請重新下載或匯出後再上傳。',
      id: 'File ini rusak atau tidak lengkap sehingga tidak dapat dibaca. Unduh atau ekspor ulang, lalu unggah kembali.',
    },
  },
  /** 422: an encrypted PDF or Office file; nothing was stored. */
  DOCUMENT_PASSWORD_PROTECTED: {
    status: 422,
    messages: {
      en: 'This file is protected by a password. Remove the password, then upload it again.',
      es: 'Este archivo está protegido con contraseña. Quita la contraseña y vuelve a subirlo.',
      zh: '该文件受密码保护。请解除密码后重新上传。',
      'zh-TRADITIONAL': '此檔案受密碼保護。請解除密碼後重新上傳。',
      id: 'File ini dilindungi kata sandi. Hapus kata sandinya, lalu unggah kembali.',
    },
  },
  /** 422: a file without a text layer (a scanned PDF); nothing was stored. */
  DOCUMENT_NO_TEXT: {
    status: 422,
    messages: {
      en: 'This file has no readable text: it looks like a scanned image. Upload a version whose text can be selected.',
      es: 'Este archivo no tiene texto legible: parece una imagen escaneada. Sube una versión cuyo texto se pueda seleccionar.',
      zh: '该文件没有可读取的文字，似乎是扫描图像。请上传文字可选取的版本。',
      'zh-TRADITIONAL': '此檔案沒有可讀取的文字，似乎是掃描影像。請上傳文字可選取的版本。',
      id: 'File ini tidak memiliki teks yang dapat dibaca: tampaknya berupa gambar pindaian. Unggah versi yang teksnya dapat dipilih.',
    },
  },
  /**
   * 422: reading or extracting a document needed more memory or time than an extraction worker may
   * use (a huge or pathological file, or too many scanned pages); running it again ends the same way.
   */
  DOCUMENT_TOO_COMPLEX: {
    status: 422,
    messages: {
      en: 'This document is too large or complex to extract: reading it needed more memory or time than allowed. Upload a file with only the financial statement pages.',
      es: 'Este documento es demasiado grande o complejo para extraerlo: leerlo requirió más memoria o tiempo del permitido. Sube un archivo solo con las páginas de los estados financieros.',
      zh: '该文件过大或过于复杂，无法提取：读取它所需的内存或时间超出了限制。请上传仅包含财务报表页面的文件。',
      'zh-TRADITIONAL':
        '此檔案過大或過於複雜，無法擷取：讀取它所需的記憶體或時間超出了限制。請上傳僅包含財務報表頁面的檔案。',
      id: 'Dokumen ini terlalu besar atau rumit untuk diekstraksi: membacanya memerlukan memori atau waktu melebihi batas. Unggah file yang hanya berisi halaman laporan keuangan.',
    },
  },
  /** 422: a PDF with more pages than a read takes (`@app/extraction` `READ_LIMITS.maxPdfPages`); refused at upload. */
  DOCUMENT_TOO_MANY_PAGES: {
    status: 422,
    messages: {
      en: 'This PDF has too many pages: at most {{max}} pages can be read. Upload only the pages with the financial statements.',
      es: 'Este PDF tiene demasiadas páginas: se pueden leer como máximo {{max}} páginas. Sube solo las páginas con los estados financieros.',
      zh: '该 PDF 页数过多：最多可读取 {{max}} 页。请仅上传包含财务报表的页面。',
      'zh-TRADITIONAL': '此 PDF 頁數過多：最多可讀取 {{max}} 頁。請僅上傳包含財務報表的頁面。',
      id: 'PDF ini memiliki terlalu banyak halaman: paling banyak {{max}} halaman yang dapat dibaca. Unggah hanya halaman yang berisi laporan keuangan.',
    },
  },
  /**
   * 422: a file that unpacks (ZIP parts of an XLSX or DOCX, PDF streams) or holds (PDF text) far
   * more than a read takes (`READ_LIMITS`), found before its parser spends the memory; running it
   * again ends the same way.
   */
  DOCUMENT_CONTENT_TOO_LARGE: {
    status: 422,
    messages: {
      en: 'This file unpacks to far more content than a financial document holds, so it was not read. Save it again from the program that made it, with only the financial statement pages, and upload it.',
      es: 'Este archivo se descomprime en mucho más contenido del que contiene un documento financiero, así que no se leyó. Guárdalo de nuevo desde el programa que lo creó, solo con las páginas de los estados financieros, y súbelo.',
      zh: '该文件解压后的内容远超财务文件应有的规模，因此未被读取。请用创建它的程序重新保存（仅保留财务报表页面）后再上传。',
      'zh-TRADITIONAL':
        '此檔案解壓縮後的內容遠超過財務文件應有的規模，因此未被讀取。請用建立它的程式重新儲存（僅保留財務報表頁面）後再上傳。',
      id: 'File ini terurai menjadi konten yang jauh melebihi isi dokumen keuangan, sehingga tidak dibaca. Simpan ulang dari program yang membuatnya, hanya dengan halaman laporan keuangan, lalu unggah.',
    },
  },
  /** 422: the document was read, but no income statement, balance sheet or cash flow statement was found in it. */
  EXTRACTION_NO_STATEMENTS: {
    status: 422,
    messages: {
      en: 'No income statement, balance sheet or cash flow statement was found in this document.',
      es: 'No se encontró ninguna cuenta de resultados, balance ni estado de flujos de efectivo en este documento.',
      zh: '在该文件中未找到利润表、资产负债表或现金流量表。',
      'zh-TRADITIONAL': '在此檔案中未找到損益表、資產負債表或現金流量表。',
      id: 'Tidak ditemukan laporan laba rugi, neraca, atau laporan arus kas dalam dokumen ini.',
    },
  },
  /** 422: confirming statements with formula gaps the user has not acknowledged; nothing changed. */
  STATEMENTS_HAVE_GAPS: {
    status: 422,
    messages: {
      en: '{{count}} line(s) do not match their formulas. Correct them, or confirm that you accept the differences.',
      es: '{{count}} línea(s) no coinciden con sus fórmulas. Corrígelas o confirma que aceptas las diferencias.',
      zh: '有 {{count}} 个项目与其公式不一致。请更正，或确认接受这些差异。',
      'zh-TRADITIONAL': '有 {{count}} 個項目與其公式不一致。請更正，或確認接受這些差異。',
      id: '{{count}} baris tidak cocok dengan rumusnya. Perbaiki, atau konfirmasikan bahwa Anda menerima selisihnya.',
    },
  },
  /** 400: `financial_tasks/run` on a document whose statements are extracted already (re-extract instead); nothing changed. */
  STATEMENTS_ALREADY_EXTRACTED: {
    status: 400,
    messages: {
      en: 'The statements of this document are already extracted. Re-extract it to start over.',
      es: 'Los estados de este documento ya están extraídos. Vuelve a extraerlos para empezar de nuevo.',
      zh: '该文件的报表已提取。如需重新开始，请重新提取。',
      'zh-TRADITIONAL': '此檔案的報表已擷取。如需重新開始，請重新擷取。',
      id: 'Laporan dari dokumen ini sudah diekstraksi. Ekstraksi ulang untuk memulai dari awal.',
    },
  },
  /** 400: an audit action on a document whose extraction has not finished (or failed); nothing changed. */
  STATEMENTS_NOT_READY: {
    status: 400,
    messages: {
      en: 'The statements of this document are not ready yet. Check the extraction status and try again.',
      es: 'Los estados de este documento aún no están listos. Consulta el estado de la extracción e inténtalo de nuevo.',
      zh: '该文件的报表尚未就绪，请查看提取状态后重试。',
      'zh-TRADITIONAL': '此檔案的報表尚未就緒，請查看擷取狀態後重試。',
      id: 'Laporan dari dokumen ini belum siap. Periksa status ekstraksi lalu coba lagi.',
    },
  },
  /** 400: a change to confirmed statements (edit, re-extract); undo the confirmation first; nothing changed. */
  STATEMENTS_CONFIRMED: {
    status: 400,
    messages: {
      en: 'These statements are confirmed and cannot be changed. Undo the confirmation first to edit them.',
      es: 'Estos estados están confirmados y no se pueden cambiar. Deshaz primero la confirmación para editarlos.',
      zh: '这些报表已确认，无法更改。如需编辑，请先取消确认。',
      'zh-TRADITIONAL': '這些報表已確認，無法變更。如需編輯，請先取消確認。',
      id: 'Laporan ini sudah dikonfirmasi dan tidak dapat diubah. Batalkan konfirmasi terlebih dahulu untuk mengeditnya.',
    },
  },
  /** 400: reading the confirmed statements of a document that is not confirmed; nothing changed. */
  STATEMENTS_NOT_CONFIRMED: {
    status: 400,
    messages: {
      en: 'These statements are not confirmed yet. Review and confirm them first.',
      es: 'Estos estados aún no están confirmados. Revísalos y confírmalos primero.',
      zh: '这些报表尚未确认，请先审核并确认。',
      'zh-TRADITIONAL': '這些報表尚未確認，請先審核並確認。',
      id: 'Laporan ini belum dikonfirmasi. Tinjau dan konfirmasikan terlebih dahulu.',
    },
  },
  /** 400: cancelling an extraction that has already finished; nothing changed. */
  TASK_NOT_CANCELLABLE: {
    status: 400,
    messages: {
      en: 'This extraction has already finished and cannot be cancelled.',
      es: 'Esta extracción ya terminó y no se puede cancelar.',
      zh: '该提取任务已结束，无法取消。',
      'zh-TRADITIONAL': '此擷取任務已結束，無法取消。',
      id: 'Ekstraksi ini sudah selesai dan tidak dapat dibatalkan.',
    },
  },
  /** 429: too many failed logins for this email or address within the window. */
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    messages: {
      en: 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
      es: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en {{minutes}} minutos.',
      zh: '登录失败次数过多，请在 {{minutes}} 分钟后重试。',
      'zh-TRADITIONAL': '登入失敗次數過多，請在 {{minutes}} 分鐘後重試。',
      id: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {{minutes}} menit.',
    },
  },
  /** 429: too many requests of another kind (mail sending, unknown routes). */
  RATE_LIMITED: {
    status: 429,
    messages: {
      en: 'Too many requests. Please wait a moment and try again.',
      es: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
      zh: '请求过于频繁，请稍后再试。',
      'zh-TRADITIONAL': '請求過於頻繁，請稍後再試。',
      id: 'Terlalu banyak permintaan. Harap tunggu sebentar lalu coba lagi.',
    },
  },
  /** 500: an unexpected error; details go to the log, never to the client. */
  INTERNAL: {
    status: 500,
    messages: {
      en: 'A server error occurred. Please try again later.',
      es: 'Se produjo un error en el servidor. Inténtalo de nuevo más tarde.',
      zh: '服务器发生错误，请稍后重试。',
      'zh-TRADITIONAL': '伺服器發生錯誤，請稍後重試。',
      id: 'Terjadi kesalahan server. Silakan coba lagi nanti.',
    },
  },
  /** 500: a model's creation failed unexpectedly (details in the server log); creating it again may work. */
  MODEL_CREATION_FAILED: {
    status: 500,
    messages: {
      en: 'An error occurred while building the model. Please try again.',
      es: 'Se produjo un error al construir el modelo. Inténtalo de nuevo.',
      zh: '构建模型时发生错误，请重试。',
      'zh-TRADITIONAL': '建立模型時發生錯誤，請重試。',
      id: 'Terjadi kesalahan saat membuat model. Silakan coba lagi.',
    },
  },
  /** 500: an extraction failed unexpectedly, or its server stopped during every attempt (details in the log); running it again may work. */
  EXTRACTION_FAILED: {
    status: 500,
    messages: {
      en: 'An error occurred while extracting the statements. Please run the extraction again.',
      es: 'Se produjo un error al extraer los estados. Vuelve a ejecutar la extracción.',
      zh: '提取报表时发生错误，请重新运行提取。',
      'zh-TRADITIONAL': '擷取報表時發生錯誤，請重新執行擷取。',
      id: 'Terjadi kesalahan saat mengekstraksi laporan. Silakan jalankan ekstraksi lagi.',
    },
  },
  /**
   * 500: the extraction worker reading the document stopped unexpectedly (details in the server
   * log); the task fails at once instead of being retried, and running it again may work.
   */
  EXTRACTION_CRASHED: {
    status: 500,
    messages: {
      en: 'The extraction stopped unexpectedly while reading this document. Run it again; if it stops again, upload a file with only the financial statement pages.',
      es: 'La extracción se detuvo inesperadamente al leer este documento. Vuelve a ejecutarla; si se detiene otra vez, sube un archivo solo con las páginas de los estados financieros.',
      zh: '读取该文件时提取意外中止。请重新运行；如果再次中止，请上传仅包含财务报表页面的文件。',
      'zh-TRADITIONAL': '讀取此檔案時擷取意外中止。請重新執行；如果再次中止，請上傳僅包含財務報表頁面的檔案。',
      id: 'Ekstraksi berhenti secara tak terduga saat membaca dokumen ini. Jalankan lagi; jika berhenti lagi, unggah file yang hanya berisi halaman laporan keuangan.',
    },
  },
  /** 502: an outside provider answered with something we could not use. */
  BAD_GATEWAY: {
    status: 502,
    messages: {
      en: 'An outside data provider returned an invalid response.',
      es: 'Un proveedor de datos externo devolvió una respuesta no válida.',
      zh: '外部数据提供方返回了无效的响应。',
      'zh-TRADITIONAL': '外部資料提供者傳回了無效的回應。',
      id: 'Penyedia data eksternal mengembalikan respons yang tidak valid.',
    },
  },
  /** 503: the service (or its database) is temporarily unavailable. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    messages: {
      en: 'The service is temporarily unavailable (overloaded or under maintenance). Please try again later.',
      es: 'El servicio no está disponible temporalmente (sobrecargado o en mantenimiento). Inténtalo más tarde.',
      zh: '服务暂时不可用（过载或维护中），请稍后重试。',
      'zh-TRADITIONAL': '服務暫時無法使用（過載或維護中），請稍後重試。',
      id: 'Layanan untuk sementara tidak tersedia (kelebihan beban atau sedang dipelihara). Silakan coba lagi nanti.',
    },
  },
  /** 503: an outside data provider cannot be reached (after retries). */
  PROVIDER_UNAVAILABLE: {
    status: 503,
    messages: {
      en: 'The market data provider cannot be reached right now. Please try again later.',
      es: 'No se puede acceder al proveedor de datos de mercado en este momento. Inténtalo más tarde.',
      zh: '暂时无法连接市场数据提供方，请稍后重试。',
      'zh-TRADITIONAL': '暫時無法連線至市場資料提供者，請稍後重試。',
      id: 'Penyedia data pasar tidak dapat dihubungi saat ini. Silakan coba lagi nanti.',
    },
  },
  /** 504: an outside provider did not answer in time. */
  GATEWAY_TIMEOUT: {
    status: 504,
    messages: {
      en: 'An outside data provider did not respond in time.',
      es: 'Un proveedor de datos externo no respondió a tiempo.',
      zh: '外部数据提供方未及时响应。',
      'zh-TRADITIONAL': '外部資料提供者未及時回應。',
      id: 'Penyedia data eksternal tidak merespons tepat waktu.',
    },
  },
  /** 504: building a model took longer than its time limit, every attempt. */
  ANALYSIS_TIMEOUT: {
    status: 504,
    messages: {
      en: 'Analysis timeout: building the model took too long. Please try again.',
      es: 'Tiempo de análisis agotado: construir el modelo tardó demasiado. Inténtalo de nuevo.',
      zh: '分析超时：构建模型耗时过长，请重试。',
      'zh-TRADITIONAL': '分析逾時：建立模型耗時過長，請重試。',
      id: 'Waktu analisis habis: pembuatan model terlalu lama. Silakan coba lagi.',
    },
  },
  /** 504: an extraction took longer than its time limit, every attempt. */
  EXTRACTION_TIMEOUT: {
    status: 504,
    messages: {
      en: 'Extraction timeout: reading this document took too long. Please run the extraction again.',
      es: 'Tiempo de extracción agotado: leer este documento tardó demasiado. Vuelve a ejecutar la extracción.',
      zh: '提取超时：读取该文件耗时过长，请重新运行提取。',
      'zh-TRADITIONAL': '擷取逾時：讀取此檔案耗時過長，請重新執行擷取。',
      id: 'Waktu ekstraksi habis: membaca dokumen ini terlalu lama. Silakan jalankan ekstraksi lagi.',
    },
  },
  /**
   * 504: a model's heavy work (its workbook, a sensitivity grid) ran past its time or memory limit
   * in a worker thread and was stopped, so the server stays responsive; trying again later may work.
   */
  COMPUTATION_TIMEOUT: {
    status: 504,
    messages: {
      en: 'Computing this took longer than {{seconds}} seconds and was stopped, so the service stays responsive. Please try again in a moment.',
      es: 'Calcular esto tardó más de {{seconds}} segundos y se detuvo para que el servicio siga respondiendo. Inténtalo de nuevo en un momento.',
      zh: '计算耗时超过 {{seconds}} 秒，已被停止，以保证服务正常响应。请稍后重试。',
      'zh-TRADITIONAL': '計算耗時超過 {{seconds}} 秒，已被停止，以確保服務正常回應。請稍後再試。',
      id: 'Perhitungan ini memakan waktu lebih dari {{seconds}} detik dan dihentikan agar layanan tetap responsif. Silakan coba lagi sebentar lagi.',
    },
  },
  /** 422: a model provider refused the API key (its 401 or 403); never 401 here, which would sign the user out. */
  LLM_AUTH_FAILED: {
    status: 422,
    messages: {
      en: '{{provider}} refused the API key. Check the key (and that it may use this model), then try again.',
      es: '{{provider}} rechazó la clave de API. Comprueba la clave (y que pueda usar este modelo) e inténtalo de nuevo.',
      zh: '{{provider}} 拒绝了该 API 密钥。请检查密钥（以及它是否有权使用该模型）后重试。',
      'zh-TRADITIONAL': '{{provider}} 拒絕了此 API 金鑰。請檢查金鑰（以及它是否有權使用此模型）後重試。',
      id: '{{provider}} menolak kunci API. Periksa kuncinya (dan bahwa kunci itu boleh memakai model ini), lalu coba lagi.',
    },
  },
  /** 429: a model provider's rate limit (its 429) for this key. */
  LLM_RATE_LIMITED: {
    status: 429,
    messages: {
      en: '{{provider}} is limiting requests from this API key right now. Wait a moment and try again.',
      es: '{{provider}} está limitando ahora las solicitudes de esta clave de API. Espera un momento y vuelve a intentarlo.',
      zh: '{{provider}} 当前正在限制该 API 密钥的请求频率。请稍候再试。',
      'zh-TRADITIONAL': '{{provider}} 目前正在限制此 API 金鑰的請求頻率。請稍候再試。',
      id: '{{provider}} sedang membatasi permintaan dari kunci API ini. Tunggu sebentar lalu coba lagi.',
    },
  },
  /** 429: the provider account behind the key has no credit or quota left (OpenAI's `insufficient_quota`). */
  LLM_QUOTA_EXCEEDED: {
    status: 429,
    messages: {
      en: 'The {{provider}} account of this API key has no quota or credit left. Add credit with {{provider}}, or use another key.',
      es: 'La cuenta de {{provider}} de esta clave de API no tiene cuota ni saldo. Añade saldo en {{provider}} o usa otra clave.',
      zh: '该 API 密钥对应的 {{provider}} 账户已无可用额度或余额。请在 {{provider}} 充值，或换用其他密钥。',
      'zh-TRADITIONAL':
        '此 API 金鑰對應的 {{provider}} 帳戶已無可用額度或餘額。請在 {{provider}} 儲值，或改用其他金鑰。',
      id: 'Akun {{provider}} dari kunci API ini tidak punya kuota atau saldo lagi. Tambahkan saldo di {{provider}}, atau gunakan kunci lain.',
    },
  },
  /** 422: the prompt (with its history and attachments) is longer than the model's context window. */
  LLM_CONTEXT_TOO_LONG: {
    status: 422,
    messages: {
      en: 'This is too long for the model {{model}}: the conversation and its attachments exceed what it can read at once. Shorten it or start a new conversation.',
      es: 'Esto es demasiado largo para el modelo {{model}}: la conversación y sus adjuntos superan lo que puede leer de una vez. Acórtala o empieza una conversación nueva.',
      zh: '内容超出模型 {{model}} 的上下文长度：对话及其附件超过了它一次能读取的量。请缩短内容或开始新的对话。',
      'zh-TRADITIONAL':
        '內容超出模型 {{model}} 的上下文長度：對話及其附件超過了它一次能讀取的量。請縮短內容或開始新的對話。',
      id: 'Ini terlalu panjang untuk model {{model}}: percakapan dan lampirannya melebihi yang dapat dibacanya sekaligus. Persingkat atau mulai percakapan baru.',
    },
  },
  /** 422: more texts or characters than one request to the built-in embedding model may hold (`BUILTIN_EMBEDDING`). */
  LLM_INPUT_TOO_LARGE: {
    status: 422,
    messages: {
      en: 'The embedding model {{model}} takes at most {{texts}} texts and {{chars}} characters in one request. Send fewer or shorter texts at a time.',
      es: 'El modelo de embeddings {{model}} admite como máximo {{texts}} textos y {{chars}} caracteres por solicitud. Envía menos textos, o más cortos, cada vez.',
      zh: '嵌入模型 {{model}} 每次请求最多接受 {{texts}} 段文本、共 {{chars}} 个字符。请每次发送更少或更短的文本。',
      'zh-TRADITIONAL':
        '嵌入模型 {{model}} 每次請求最多接受 {{texts}} 段文字、共 {{chars}} 個字元。請每次傳送更少或更短的文字。',
      id: 'Model embedding {{model}} menerima paling banyak {{texts}} teks dan {{chars}} karakter dalam satu permintaan. Kirim lebih sedikit atau lebih pendek teks setiap kali.',
    },
  },
  /** 503: the built-in embedding model's worker already has `BUILTIN_EMBEDDING.maxQueuedChars` characters waiting. */
  LLM_BUILTIN_BUSY: {
    status: 503,
    messages: {
      en: 'The built-in embedding model is busy with other requests. Try again in a moment.',
      es: 'El modelo de embeddings integrado está ocupado con otras solicitudes. Inténtalo de nuevo en un momento.',
      zh: '内置嵌入模型正忙于处理其他请求。请稍后重试。',
      'zh-TRADITIONAL': '內建嵌入模型正忙於處理其他請求。請稍後再試。',
      id: 'Model embedding terpasang sedang sibuk melayani permintaan lain. Coba lagi sebentar lagi.',
    },
  },
  /** 422: the provider does not know this model name (its 404 `model_not_found`). */
  LLM_MODEL_NOT_FOUND: {
    status: 422,
    messages: {
      en: '{{provider}} has no model named {{model}} for this API key. Check the model name.',
      es: '{{provider}} no tiene ningún modelo llamado {{model}} para esta clave de API. Comprueba el nombre del modelo.',
      zh: '{{provider}} 没有可供该 API 密钥使用的名为 {{model}} 的模型。请检查模型名称。',
      'zh-TRADITIONAL': '{{provider}} 沒有可供此 API 金鑰使用、名為 {{model}} 的模型。請檢查模型名稱。',
      id: '{{provider}} tidak memiliki model bernama {{model}} untuk kunci API ini. Periksa nama modelnya.',
    },
  },
  /** 422: the provider refused the request for another reason; `{{detail}}` is its own words, shortened. */
  LLM_REQUEST_REJECTED: {
    status: 422,
    messages: {
      en: '{{provider}} refused the request: {{detail}}',
      es: '{{provider}} rechazó la solicitud: {{detail}}',
      zh: '{{provider}} 拒绝了该请求：{{detail}}',
      'zh-TRADITIONAL': '{{provider}} 拒絕了此請求：{{detail}}',
      id: '{{provider}} menolak permintaan: {{detail}}',
    },
  },
  /** 502: the provider answered with something that is not its protocol (an HTML page, a broken stream). */
  LLM_BAD_RESPONSE: {
    status: 502,
    messages: {
      en: '{{provider}} answered with a response we could not read. Check the base URL: it must point at the provider’s API.',
      es: '{{provider}} respondió con algo que no pudimos leer. Comprueba la URL base: debe apuntar a la API del proveedor.',
      zh: '{{provider}} 返回了无法读取的响应。请检查基础 URL：它必须指向该服务商的 API。',
      'zh-TRADITIONAL': '{{provider}} 傳回了無法讀取的回應。請檢查基礎 URL：它必須指向該供應商的 API。',
      id: '{{provider}} menjawab dengan respons yang tidak dapat kami baca. Periksa URL dasar: harus mengarah ke API penyedia.',
    },
  },
  /** 503: the provider's server could not be reached (refused, unknown host, TLS failure); also its 5xx. */
  LLM_UNREACHABLE: {
    status: 503,
    messages: {
      en: '{{provider}} cannot be reached at {{url}}. Check the address, and that the server is running.',
      es: 'No se puede acceder a {{provider}} en {{url}}. Comprueba la dirección y que el servidor esté en marcha.',
      zh: '无法连接 {{url}} 上的 {{provider}}。请检查地址，并确认服务器正在运行。',
      'zh-TRADITIONAL': '無法連線至 {{url}} 上的 {{provider}}。請檢查位址，並確認伺服器正在執行。',
      id: '{{provider}} tidak dapat dihubungi di {{url}}. Periksa alamatnya, dan pastikan servernya berjalan.',
    },
  },
  /** 504: the provider did not answer within the time limit. */
  LLM_TIMEOUT: {
    status: 504,
    messages: {
      en: '{{provider}} did not answer within {{seconds}} seconds. Try again, or choose a faster model.',
      es: '{{provider}} no respondió en {{seconds}} segundos. Inténtalo de nuevo o elige un modelo más rápido.',
      zh: '{{provider}} 在 {{seconds}} 秒内没有响应。请重试，或选择更快的模型。',
      'zh-TRADITIONAL': '{{provider}} 在 {{seconds}} 秒內沒有回應。請重試，或選擇更快的模型。',
      id: '{{provider}} tidak menjawab dalam {{seconds}} detik. Coba lagi, atau pilih model yang lebih cepat.',
    },
  },
  /** 400: an AI feature used with no model of the kind it needs; the screen links to Settings → Model providers. */
  LLM_NOT_CONFIGURED: {
    status: 400,
    messages: {
      en: 'No {{kind}} model is set up yet. Add one under Settings → Model providers, and choose it as the default.',
      es: 'Todavía no hay ningún modelo de {{kind}} configurado. Añade uno en Ajustes → Proveedores de modelos y elígelo como predeterminado.',
      zh: '尚未设置{{kind}}模型。请在“设置 → 模型提供商”中添加，并将其设为默认模型。',
      'zh-TRADITIONAL': '尚未設定{{kind}}模型。請在「設定 → 模型供應商」中新增，並將其設為預設模型。',
      id: 'Belum ada model {{kind}} yang disiapkan. Tambahkan di Pengaturan → Penyedia model, lalu pilih sebagai bawaan.',
    },
  },
  /** 422: adding a model beyond `LLM_LIMITS.modelsPerUser`. */
  LLM_TOO_MANY_MODELS: {
    status: 422,
    messages: {
      en: 'You can add at most {{max}} models. Delete models you no longer use, then add this one.',
      es: 'Puedes añadir como máximo {{max}} modelos. Elimina los que ya no uses y añade este.',
      zh: '最多可添加 {{max}} 个模型。请删除不再使用的模型后再添加。',
      'zh-TRADITIONAL': '最多可新增 {{max}} 個模型。請刪除不再使用的模型後再新增。',
      id: 'Anda dapat menambahkan paling banyak {{max}} model. Hapus model yang tidak lagi digunakan, lalu tambahkan yang ini.',
    },
  },
  /** 422: a stored key that no longer decrypts (the server's `SECRET_KEY` changed); entering it again fixes it. */
  LLM_KEY_UNREADABLE: {
    status: 422,
    messages: {
      en: 'The API key stored for {{provider}} can no longer be read (the server’s secret key changed). Enter the key again.',
      es: 'La clave de API guardada para {{provider}} ya no se puede leer (cambió la clave secreta del servidor). Vuelve a introducirla.',
      zh: '为 {{provider}} 保存的 API 密钥已无法读取（服务器的加密密钥已更改）。请重新输入密钥。',
      'zh-TRADITIONAL': '為 {{provider}} 儲存的 API 金鑰已無法讀取（伺服器的加密金鑰已變更）。請重新輸入金鑰。',
      id: 'Kunci API yang disimpan untuk {{provider}} tidak dapat dibaca lagi (kunci rahasia server berubah). Masukkan kuncinya lagi.',
    },
  },
  /**
   * 422: a web-search provider refused the API key (its 401/403, Brave's 422 for a bad token), or a
   * SearXNG instance refused us; never 401 here, which would sign the user out.
   */
  WEB_SEARCH_AUTH_FAILED: {
    status: 422,
    messages: {
      en: '{{provider}} refused the API key. Check the key (and that its plan includes web search), then try again.',
      es: '{{provider}} rechazó la clave de API. Comprueba la clave (y que su plan incluya la búsqueda web) e inténtalo de nuevo.',
      zh: '{{provider}} 拒绝了该 API 密钥。请检查密钥（以及其套餐是否包含网页搜索）后重试。',
      'zh-TRADITIONAL': '{{provider}} 拒絕了此 API 金鑰。請檢查金鑰（以及其方案是否包含網頁搜尋）後重試。',
      id: '{{provider}} menolak kunci API. Periksa kuncinya (dan bahwa paketnya mencakup pencarian web), lalu coba lagi.',
    },
  },
  /** 504: a web-search provider did not answer within the search's time limit. */
  WEB_SEARCH_TIMEOUT: {
    status: 504,
    messages: {
      en: '{{provider}} did not answer the search within {{seconds}} seconds. Try again in a moment.',
      es: '{{provider}} no respondió a la búsqueda en {{seconds}} segundos. Inténtalo de nuevo en un momento.',
      zh: '{{provider}} 在 {{seconds}} 秒内没有返回搜索结果。请稍后重试。',
      'zh-TRADITIONAL': '{{provider}} 在 {{seconds}} 秒內沒有傳回搜尋結果。請稍後再試。',
      id: '{{provider}} tidak menjawab pencarian dalam {{seconds}} detik. Coba lagi sebentar lagi.',
    },
  },
  /**
   * 502: a web-search provider answered with something that is not its search API (an HTML page, a
   * wrong shape, another 4xx; SearXNG's 403 when its JSON format is off).
   */
  WEB_SEARCH_BAD_RESPONSE: {
    status: 502,
    messages: {
      en: '{{provider}} answered the search with a response we could not read. Check the base URL; for SearXNG, also that the instance allows the JSON format (search.formats in settings.yml).',
      es: '{{provider}} respondió a la búsqueda con algo que no pudimos leer. Comprueba la URL base; en SearXNG, también que la instancia permita el formato JSON (search.formats en settings.yml).',
      zh: '{{provider}} 返回了无法读取的搜索响应。请检查基础 URL；如果是 SearXNG，还请确认实例已启用 JSON 格式（settings.yml 中的 search.formats）。',
      'zh-TRADITIONAL':
        '{{provider}} 傳回了無法讀取的搜尋回應。請檢查基礎 URL；如果是 SearXNG，也請確認執行個體已啟用 JSON 格式（settings.yml 中的 search.formats）。',
      id: '{{provider}} menjawab pencarian dengan respons yang tidak dapat kami baca. Periksa URL dasar; untuk SearXNG, pastikan juga instansnya mengizinkan format JSON (search.formats di settings.yml).',
    },
  },
  /** 502: a web-search provider's answer was larger than we read (2 MB). */
  WEB_SEARCH_TOO_LARGE: {
    status: 502,
    messages: {
      en: '{{provider}} answered the search with more than {{megabytes}} MB, more than a search answer should be. Check the base URL.',
      es: '{{provider}} respondió a la búsqueda con más de {{megabytes}} MB, más de lo que debería ocupar una respuesta de búsqueda. Comprueba la URL base.',
      zh: '{{provider}} 返回的搜索响应超过 {{megabytes}} MB，远大于正常的搜索结果。请检查基础 URL。',
      'zh-TRADITIONAL': '{{provider}} 傳回的搜尋回應超過 {{megabytes}} MB，遠大於正常的搜尋結果。請檢查基礎 URL。',
      id: '{{provider}} menjawab pencarian dengan lebih dari {{megabytes}} MB, lebih besar dari seharusnya jawaban pencarian. Periksa URL dasar.',
    },
  },
  /** 400: a question sent while the conversation's previous reply is still streaming; nothing was saved. */
  CONVERSATION_BUSY: {
    status: 400,
    messages: {
      en: 'Please wait for the previous reply to finish (or stop it) before asking again.',
      es: 'Espera a que termine la respuesta anterior (o detenla) antes de volver a preguntar.',
      zh: '请等待上一条回复完成（或将其停止）后再提问。',
      'zh-TRADITIONAL': '請等待上一則回覆完成（或將其停止）後再提問。',
      id: 'Tunggu hingga balasan sebelumnya selesai (atau hentikan) sebelum bertanya lagi.',
    },
  },
  /** 422: creating a conversation beyond `CONVERSATION_LIMITS.conversationsPerUser`. */
  CONVERSATION_TOO_MANY: {
    status: 422,
    messages: {
      en: 'You can keep at most {{max}} conversations. Delete some you no longer need, then start a new one.',
      es: 'Puedes conservar como máximo {{max}} conversaciones. Elimina las que ya no necesites y empieza una nueva.',
      zh: '最多可保留 {{max}} 个对话。请删除不再需要的对话后再新建。',
      'zh-TRADITIONAL': '最多可保留 {{max}} 個對話。請刪除不再需要的對話後再新增。',
      id: 'Anda dapat menyimpan paling banyak {{max}} percakapan. Hapus yang tidak lagi diperlukan, lalu mulai yang baru.',
    },
  },
  /** 429: a question while `CONVERSATION_LIMITS.streamsPerUser` of the user's replies are already streaming. */
  CONVERSATION_TOO_MANY_STREAMS: {
    status: 429,
    messages: {
      en: 'You already have {{max}} replies being written at once. Wait for one to finish (or stop one), then ask again.',
      es: 'Ya tienes {{max}} respuestas escribiéndose a la vez. Espera a que termine una (o detén una) y vuelve a preguntar.',
      zh: '您已有 {{max}} 条回复正在同时生成。请等待其中一条完成（或将其停止）后再提问。',
      'zh-TRADITIONAL': '您已有 {{max}} 則回覆正在同時產生。請等待其中一則完成（或將其停止）後再提問。',
      id: 'Anda sudah memiliki {{max}} balasan yang sedang ditulis sekaligus. Tunggu salah satunya selesai (atau hentikan), lalu bertanya lagi.',
    },
  },
  /** 422: a question in a conversation that already holds `CONVERSATION_LIMITS.messagesPerConversation` messages. */
  CONVERSATION_FULL: {
    status: 422,
    messages: {
      en: 'This conversation has reached {{max}} messages. Start a new conversation to go on.',
      es: 'Esta conversación ha llegado a {{max}} mensajes. Empieza una conversación nueva para continuar.',
      zh: '该对话已达到 {{max}} 条消息。请开始新的对话以继续。',
      'zh-TRADITIONAL': '此對話已達到 {{max}} 則訊息。請開始新的對話以繼續。',
      id: 'Percakapan ini sudah mencapai {{max}} pesan. Mulai percakapan baru untuk melanjutkan.',
    },
  },
} as const satisfies Record<string, TErrorEntry>;

/** @public */
export type TErrorCode = keyof typeof ERRORS;

/**
 * Messages of the product's own validation rules, used as zod issue messages (the key) and
 * translated at the edge. Built-in zod checks (type, length, email format) use zod's own locales.
 * @public
 */
export const VALIDATION_MESSAGES = {
  ...API_VALIDATION_MESSAGES,
  ...ASSISTANT_VALIDATION_MESSAGES,
  ...FILE_VALIDATION_MESSAGES,
  ...KB_VALIDATION_MESSAGES,
  ...DIALOG_VALIDATION_MESSAGES,
  ...RESEARCH_VALIDATION_MESSAGES,
  ...BREAKDOWN_VALIDATION_MESSAGES,
  ...COMPS_VALIDATION_MESSAGES,
  ...DATA_SHEET_VALIDATION_MESSAGES,
  ...REVIEW_NARRATIVE_VALIDATION_MESSAGES,
  password_rule: {
    en: 'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.',
    es: 'La contraseña debe tener al menos 8 caracteres, con una letra mayúscula, una minúscula, un dígito y un carácter especial.',
    zh: '密码至少 8 个字符，须包含大写字母、小写字母、数字和特殊字符。',
    'zh-TRADITIONAL': '密碼至少 8 個字元，須包含大寫字母、小寫字母、數字和特殊字元。',
    id: 'Kata sandi minimal 8 karakter, dengan huruf besar, huruf kecil, angka, dan karakter khusus.',
  },
  password_weak: {
    en: 'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.',
    es: 'Esta contraseña es demasiado común o fácil de adivinar. Elige una más larga, por ejemplo unas cuantas palabras sin relación.',
    zh: '该密码过于常见或容易被猜到。请选择更长的密码，例如几个互不相关的词。',
    'zh-TRADITIONAL': '此密碼過於常見或容易被猜到。請選擇更長的密碼，例如幾個互不相關的詞。',
    id: 'Kata sandi ini terlalu umum atau mudah ditebak. Pilih yang lebih panjang, misalnya beberapa kata yang tidak berhubungan.',
  },
  passwords_mismatch: {
    en: 'The new passwords you entered do not match.',
    es: 'Las nuevas contraseñas que introdujiste no coinciden.',
    zh: '您输入的新密码不一致。',
    'zh-TRADITIONAL': '您輸入的新密碼不一致。',
    id: 'Kata sandi baru yang Anda masukkan tidak cocok.',
  },
  terms_required: {
    en: 'You must accept the terms of service to create an account.',
    es: 'Debes aceptar los términos del servicio para crear una cuenta.',
    zh: '您必须接受服务条款才能创建账户。',
    'zh-TRADITIONAL': '您必須接受服務條款才能建立帳戶。',
    id: 'Anda harus menyetujui ketentuan layanan untuk membuat akun.',
  },
  email_invalid: {
    en: 'Enter a valid email address.',
    es: 'Introduce una dirección de correo electrónico válida.',
    zh: '请输入有效的邮箱地址。',
    'zh-TRADITIONAL': '請輸入有效的電子郵件地址。',
    id: 'Masukkan alamat email yang valid.',
  },
  email_immutable: {
    en: 'The email address cannot be changed after registration.',
    es: 'La dirección de correo electrónico no se puede cambiar después del registro.',
    zh: '注册后无法更改邮箱地址。',
    'zh-TRADITIONAL': '註冊後無法變更電子郵件地址。',
    id: 'Alamat email tidak dapat diubah setelah pendaftaran.',
  },
  distinct_variables: {
    en: 'Choose each sensitivity variable only once.',
    es: 'Elige cada variable de sensibilidad solo una vez.',
    zh: '每个敏感性变量只能选择一次。',
    'zh-TRADITIONAL': '每個敏感性變數只能選擇一次。',
    id: 'Pilih setiap variabel sensitivitas hanya satu kali.',
  },
  nickname_required: {
    en: 'Enter a nickname (at most 64 characters).',
    es: 'Introduce un apodo (máximo 64 caracteres).',
    zh: '请输入昵称（最多 64 个字符）。',
    'zh-TRADITIONAL': '請輸入暱稱（最多 64 個字元）。',
    id: 'Masukkan nama panggilan (maksimal 64 karakter).',
  },
  password_required: {
    en: 'Enter your password.',
    es: 'Introduce tu contraseña.',
    zh: '请输入密码。',
    'zh-TRADITIONAL': '請輸入密碼。',
    id: 'Masukkan kata sandi Anda.',
  },
  current_password_required: {
    en: 'Enter your current password to set a new one.',
    es: 'Introduce tu contraseña actual para establecer una nueva.',
    zh: '请输入当前密码以设置新密码。',
    'zh-TRADITIONAL': '請輸入目前密碼以設定新密碼。',
    id: 'Masukkan kata sandi saat ini untuk menetapkan yang baru.',
  },
  timezone_invalid: {
    en: 'Choose a valid time zone (for example Europe/London).',
    es: 'Elige una zona horaria válida (por ejemplo Europe/Madrid).',
    zh: '请选择有效的时区（例如 Asia/Shanghai）。',
    'zh-TRADITIONAL': '請選擇有效的時區（例如 Asia/Taipei）。',
    id: 'Pilih zona waktu yang valid (misalnya Asia/Jakarta).',
  },
  token_required: {
    en: 'The link is incomplete. Open the link from the email again.',
    es: 'El enlace está incompleto. Vuelve a abrir el enlace del correo.',
    zh: '链接不完整，请重新打开邮件中的链接。',
    'zh-TRADITIONAL': '連結不完整，請重新開啟郵件中的連結。',
    id: 'Tautan tidak lengkap. Buka kembali tautan dari email.',
  },
  period_order: {
    en: 'The period must start before it ends.',
    es: 'El periodo debe empezar antes de terminar.',
    zh: '期间的开始日期必须早于结束日期。',
    'zh-TRADITIONAL': '期間的開始日期必須早於結束日期。',
    id: 'Periode harus dimulai sebelum berakhir.',
  },
  nothing_to_change: {
    en: 'Change at least one field.',
    es: 'Cambia al menos un campo.',
    zh: '请至少修改一个字段。',
    'zh-TRADITIONAL': '請至少修改一個欄位。',
    id: 'Ubah setidaknya satu isian.',
  },
  sensitivity_too_many_points: {
    en: 'A sensitivity grid may have at most 441 points (the steps of its variables multiplied together). Use fewer steps.',
    es: 'Una tabla de sensibilidad puede tener como máximo 441 puntos (los pasos de sus variables multiplicados entre sí). Usa menos pasos.',
    zh: '敏感性网格最多 441 个点（各变量步数相乘）。请减少步数。',
    'zh-TRADITIONAL': '敏感性網格最多 441 個點（各變數步數相乘）。請減少步數。',
    id: 'Tabel sensitivitas paling banyak 441 titik (jumlah langkah setiap variabel dikalikan). Gunakan lebih sedikit langkah.',
  },
  sensitivity_steps_range: {
    en: 'A sensitivity variable takes from 2 to 21 points.',
    es: 'Una variable de sensibilidad admite de 2 a 21 puntos.',
    zh: '敏感性变量的点数须在 2 到 21 之间。',
    'zh-TRADITIONAL': '敏感性變數的點數須介於 2 到 21 之間。',
    id: 'Variabel sensitivitas memiliki 2 sampai 21 titik.',
  },
  sensitivity_gap_range: {
    en: 'The step between two points must be from 0.01 to 10 percentage points.',
    es: 'El paso entre dos puntos debe estar entre 0,01 y 10 puntos porcentuales.',
    zh: '两点之间的步长须在 0.01 到 10 个百分点之间。',
    'zh-TRADITIONAL': '兩點之間的步長須介於 0.01 到 10 個百分點之間。',
    id: 'Jarak antara dua titik harus 0,01 sampai 10 poin persentase.',
  },
  sensitivity_variables_repeated: {
    en: 'Choose a different variable for each axis of the grid.',
    es: 'Elige una variable distinta para cada eje de la tabla.',
    zh: '网格的每个轴请选择不同的变量。',
    'zh-TRADITIONAL': '網格的每個軸請選擇不同的變數。',
    id: 'Pilih variabel yang berbeda untuk setiap sumbu tabel.',
  },
  sensitivity_start_range: {
    en: 'The first point of a sensitivity variable must be from −100% to 100%.',
    es: 'El primer punto de una variable de sensibilidad debe estar entre −100 % y 100 %.',
    zh: '敏感性变量的起始值须在 −100% 到 100% 之间。',
    'zh-TRADITIONAL': '敏感性變數的起始值須介於 −100% 到 100% 之間。',
    id: 'Titik awal variabel sensitivitas harus dari −100% sampai 100%.',
  },
  scenario_revenue_growth_shift_range: {
    en: 'A scenario moves revenue growth by at most 20 percentage points either way.',
    es: 'Un escenario mueve el crecimiento de los ingresos como máximo 20 puntos porcentuales en cada sentido.',
    zh: '情景对营业收入增长率的调整幅度不能超过上下 20 个百分点。',
    'zh-TRADITIONAL': '情境對營收成長率的調整幅度不能超過上下 20 個百分點。',
    id: 'Skenario menggeser pertumbuhan pendapatan paling banyak 20 poin persentase ke atas atau ke bawah.',
  },
  scenario_operating_margin_shift_range: {
    en: 'A scenario moves the operating margin by at most 20 percentage points either way.',
    es: 'Un escenario mueve el margen operativo como máximo 20 puntos porcentuales en cada sentido.',
    zh: '情景对营业利润率的调整幅度不能超过上下 20 个百分点。',
    'zh-TRADITIONAL': '情境對營業利益率的調整幅度不能超過上下 20 個百分點。',
    id: 'Skenario menggeser marjin operasional paling banyak 20 poin persentase ke atas atau ke bawah.',
  },
  scenario_wacc_shift_range: {
    en: 'A scenario moves the discount rate (WACC) by at most 5 percentage points either way.',
    es: 'Un escenario mueve la tasa de descuento (WACC) como máximo 5 puntos porcentuales en cada sentido.',
    zh: '情景对折现率（WACC）的调整幅度不能超过上下 5 个百分点。',
    'zh-TRADITIONAL': '情境對折現率（WACC）的調整幅度不能超過上下 5 個百分點。',
    id: 'Skenario menggeser tingkat diskonto (WACC) paling banyak 5 poin persentase ke atas atau ke bawah.',
  },
  scenario_terminal_growth_shift_range: {
    en: 'A scenario moves terminal growth by at most 3 percentage points either way.',
    es: 'Un escenario mueve el crecimiento terminal como máximo 3 puntos porcentuales en cada sentido.',
    zh: '情景对永续增长率的调整幅度不能超过上下 3 个百分点。',
    'zh-TRADITIONAL': '情境對永續成長率的調整幅度不能超過上下 3 個百分點。',
    id: 'Skenario menggeser pertumbuhan terminal paling banyak 3 poin persentase ke atas atau ke bawah.',
  },
  scenario_exit_multiple_shift_range: {
    en: 'A scenario moves the exit multiple by at most 10.0× either way.',
    es: 'Un escenario mueve el múltiplo de salida como máximo 10,0× en cada sentido.',
    zh: '情景对退出倍数的调整幅度不能超过上下 10.0 倍。',
    'zh-TRADITIONAL': '情境對退場倍數的調整幅度不能超過上下 10.0 倍。',
    id: 'Skenario menggeser kelipatan keluar paling banyak 10,0× ke atas atau ke bawah.',
  },
  valuation_date_before_statements: {
    en: 'Choose a valuation date on or after the balance-sheet date of the confirmed statements.',
    es: 'Elige una fecha de valoración igual o posterior a la fecha del balance de los estados confirmados.',
    zh: '请选择不早于已确认报表资产负债表日的估值日。',
    'zh-TRADITIONAL': '請選擇不早於已確認報表資產負債表日的估值日。',
    id: 'Pilih tanggal valuasi pada atau setelah tanggal neraca laporan yang telah dikonfirmasi.',
  },
  valuation_date_in_future: {
    en: 'Choose a valuation date no later than today.',
    es: 'Elige una fecha de valoración que no sea posterior a hoy.',
    zh: '估值日不能晚于今天。',
    'zh-TRADITIONAL': '估值日不能晚於今天。',
    id: 'Pilih tanggal valuasi yang tidak melewati hari ini.',
  },
  revenue_growth_below_minus_100: {
    en: 'Revenue growth cannot be below −100%: revenue cannot fall by more than all of it.',
    es: 'El crecimiento de los ingresos no puede ser inferior al −100 %: los ingresos no pueden caer más que su totalidad.',
    zh: '收入增长率不能低于 −100%：收入的下降不能超过其全部。',
    'zh-TRADITIONAL': '營收成長率不能低於 −100%：營收的減少不能超過其全部。',
    id: 'Pertumbuhan pendapatan tidak boleh di bawah −100%: pendapatan tidak dapat turun lebih dari seluruhnya.',
  },
  margin_above_100: {
    en: 'A gross margin cannot be above 100%: the cost of revenue cannot be negative.',
    es: 'Un margen bruto no puede superar el 100 %: el coste de los ingresos no puede ser negativo.',
    zh: '毛利率不能高于 100%：营业成本不能为负。',
    'zh-TRADITIONAL': '毛利率不能高於 100%：營業成本不能為負。',
    id: 'Margin kotor tidak boleh di atas 100%: beban pokok pendapatan tidak boleh negatif.',
  },
  wacc_not_positive: {
    en: 'The discount rate (WACC) must be above 0%: money later is not worth more than money now.',
    es: 'La tasa de descuento (WACC) debe ser superior al 0 %: el dinero futuro no vale más que el dinero de hoy.',
    zh: '折现率（WACC）必须高于 0%：未来的钱不会比现在的钱更值钱。',
    'zh-TRADITIONAL': '折現率（WACC）必須高於 0%：未來的錢不會比現在的錢更值錢。',
    id: 'Tingkat diskonto (WACC) harus di atas 0%: uang di masa depan tidak lebih berharga daripada uang hari ini.',
  },
  date_out_of_range: {
    en: 'Enter a date between 1900-01-01 and 2100-12-31.',
    es: 'Introduce una fecha entre 1900-01-01 y 2100-12-31.',
    zh: '请输入 1900-01-01 至 2100-12-31 之间的日期。',
    'zh-TRADITIONAL': '請輸入 1900-01-01 至 2100-12-31 之間的日期。',
    id: 'Masukkan tanggal antara 1900-01-01 dan 2100-12-31.',
  },
  text_not_allowed: {
    en: 'This text contains a character that cannot be stored (a null character or a broken character encoding). Remove it and try again.',
    es: 'Este texto contiene un carácter que no se puede guardar (un carácter nulo o una codificación de caracteres dañada). Quítalo e inténtalo de nuevo.',
    zh: '该文本包含无法保存的字符（空字符或损坏的字符编码）。请删除后重试。',
    'zh-TRADITIONAL': '此文字包含無法儲存的字元（空字元或損毀的字元編碼）。請刪除後重試。',
    id: 'Teks ini berisi karakter yang tidak dapat disimpan (karakter null atau pengodean karakter yang rusak). Hapus karakter tersebut lalu coba lagi.',
  },
  monte_carlo_range_order: {
    en: 'In each Monte Carlo range, the low value must not exceed the most likely one, nor the most likely value the high one.',
    es: 'En cada rango de Monte Carlo, el valor bajo no puede superar al más probable, ni el más probable al alto.',
    zh: '每个蒙特卡洛区间中，低值不能高于最可能值，最可能值也不能高于高值。',
    'zh-TRADITIONAL': '每個蒙地卡羅區間中，低值不能高於最可能值，最可能值也不能高於高值。',
    id: 'Dalam setiap rentang Monte Carlo, nilai rendah tidak boleh melebihi nilai paling mungkin, dan nilai paling mungkin tidak boleh melebihi nilai tinggi.',
  },
  monte_carlo_offset_range: {
    en: 'A Monte Carlo range may move a driver from the model’s own value by at most 100 points (revenue growth, operating margin), 20 points (WACC), 10 points (terminal growth) or 50× (exit multiple), either way.',
    es: 'Un rango de Monte Carlo puede mover una variable respecto al valor del modelo como máximo 100 puntos (crecimiento de ingresos, margen operativo), 20 puntos (WACC), 10 puntos (crecimiento terminal) o 50× (múltiplo de salida), en cualquier sentido.',
    zh: '蒙特卡洛区间相对模型自身数值的变动上限（上下皆同）：收入增长率和营业利润率 100 个百分点，WACC 20 个百分点，永续增长率 10 个百分点，退出倍数 50 倍。',
    'zh-TRADITIONAL':
      '蒙地卡羅區間相對模型自身數值的變動上限（上下皆同）：營收成長率和營業利益率 100 個百分點，WACC 20 個百分點，永續成長率 10 個百分點，退場倍數 50 倍。',
    id: 'Rentang Monte Carlo dapat menggeser sebuah variabel dari nilai model sendiri paling banyak 100 poin (pertumbuhan pendapatan, marjin operasional), 20 poin (WACC), 10 poin (pertumbuhan terminal) atau 50× (kelipatan keluar), ke atas maupun ke bawah.',
  },
  monte_carlo_variables_repeated: {
    en: 'Give each Monte Carlo driver one range only.',
    es: 'Da un solo rango a cada variable de Monte Carlo.',
    zh: '每个蒙特卡洛变量只能设置一个区间。',
    'zh-TRADITIONAL': '每個蒙地卡羅變數只能設定一個區間。',
    id: 'Berikan hanya satu rentang untuk setiap variabel Monte Carlo.',
  },
  monte_carlo_draws_range: {
    en: 'A Monte Carlo run takes a whole number of draws from 1,000 to 50,000.',
    es: 'Una simulación de Monte Carlo admite un número entero de extracciones entre 1.000 y 50.000.',
    zh: '蒙特卡洛模拟的抽样次数须为 1,000 到 50,000 之间的整数。',
    'zh-TRADITIONAL': '蒙地卡羅模擬的抽樣次數須為 1,000 到 50,000 之間的整數。',
    id: 'Simulasi Monte Carlo memerlukan jumlah undian berupa bilangan bulat dari 1.000 sampai 50.000.',
  },
  monte_carlo_seed_range: {
    en: 'The seed must be a whole number from 0 to 4,294,967,295.',
    es: 'La semilla debe ser un número entero entre 0 y 4.294.967.295.',
    zh: '随机种子须为 0 到 4,294,967,295 之间的整数。',
    'zh-TRADITIONAL': '隨機種子須為 0 到 4,294,967,295 之間的整數。',
    id: 'Seed harus berupa bilangan bulat dari 0 sampai 4.294.967.295.',
  },
  llm_factory_unknown: {
    en: 'Choose a model provider from the list.',
    es: 'Elige un proveedor de modelos de la lista.',
    zh: '请从列表中选择模型提供商。',
    'zh-TRADITIONAL': '請從清單中選擇模型供應商。',
    id: 'Pilih penyedia model dari daftar.',
  },
  llm_factory_unavailable: {
    en: 'This model provider cannot be used yet: its sign-in method is not supported. Choose another provider.',
    es: 'Este proveedor de modelos aún no se puede usar: su método de autenticación no es compatible. Elige otro proveedor.',
    zh: '暂时无法使用该模型提供商：尚不支持其认证方式。请选择其他提供商。',
    'zh-TRADITIONAL': '暫時無法使用此模型供應商：尚不支援其驗證方式。請選擇其他供應商。',
    id: 'Penyedia model ini belum dapat digunakan: metode autentikasinya belum didukung. Pilih penyedia lain.',
  },
  llm_factory_builtin: {
    en: 'The built-in embedding model is always available: there is nothing to add. Choose it as the default embedding model instead.',
    es: 'El modelo de embeddings integrado siempre está disponible: no hay nada que añadir. Elígelo como modelo de embeddings predeterminado.',
    zh: '内置嵌入模型始终可用，无需添加。请直接将其设为默认嵌入模型。',
    'zh-TRADITIONAL': '內建嵌入模型始終可用，無需新增。請直接將其設為預設嵌入模型。',
    id: 'Model embedding terpasang selalu tersedia: tidak ada yang perlu ditambahkan. Pilih saja sebagai model embedding bawaan.',
  },
  llm_name_required: {
    en: 'Enter the model name (at most 128 characters), as the provider writes it.',
    es: 'Introduce el nombre del modelo (máximo 128 caracteres), tal como lo escribe el proveedor.',
    zh: '请输入模型名称（最多 128 个字符），与提供商的写法一致。',
    'zh-TRADITIONAL': '請輸入模型名稱（最多 128 個字元），與供應商的寫法一致。',
    id: 'Masukkan nama model (maksimal 128 karakter), seperti yang ditulis penyedia.',
  },
  llm_name_invalid: {
    en: 'A model name cannot contain “@” or start with a space.',
    es: 'El nombre de un modelo no puede contener «@» ni empezar por un espacio.',
    zh: '模型名称不能包含“@”，也不能以空格开头。',
    'zh-TRADITIONAL': '模型名稱不能包含「@」，也不能以空格開頭。',
    id: 'Nama model tidak boleh berisi “@” atau diawali spasi.',
  },
  llm_model_type_unsupported: {
    en: 'This provider does not offer this model type. Choose one of the types it lists.',
    es: 'Este proveedor no ofrece este tipo de modelo. Elige uno de los tipos que muestra.',
    zh: '该提供商不提供此模型类型。请选择它列出的类型之一。',
    'zh-TRADITIONAL': '此供應商不提供此模型類型。請選擇它列出的類型之一。',
    id: 'Penyedia ini tidak menawarkan jenis model ini. Pilih salah satu jenis yang dicantumkannya.',
  },
  llm_base_url_invalid: {
    en: 'Enter the base URL as a full http:// or https:// address (at most 2,048 characters, without a user name or password in it).',
    es: 'Introduce la URL base como una dirección http:// o https:// completa (máximo 2.048 caracteres, sin usuario ni contraseña).',
    zh: '请输入完整的 http:// 或 https:// 基础 URL（最多 2,048 个字符，不含用户名或密码）。',
    'zh-TRADITIONAL': '請輸入完整的 http:// 或 https:// 基礎 URL（最多 2,048 個字元，不含使用者名稱或密碼）。',
    id: 'Masukkan URL dasar sebagai alamat http:// atau https:// lengkap (maksimal 2.048 karakter, tanpa nama pengguna atau kata sandi).',
  },
  llm_api_key_too_long: {
    en: 'This key is too long: at most 4,096 characters.',
    es: 'Esta clave es demasiado larga: máximo 4.096 caracteres.',
    zh: '该密钥过长：最多 4,096 个字符。',
    'zh-TRADITIONAL': '此金鑰過長：最多 4,096 個字元。',
    id: 'Kunci ini terlalu panjang: maksimal 4.096 karakter.',
  },
  llm_api_key_invalid: {
    en: 'A key is one word of visible characters: no spaces, line breaks or accented letters.',
    es: 'Una clave es una sola palabra de caracteres visibles: sin espacios, saltos de línea ni letras acentuadas.',
    zh: '密钥须为一串可见字符：不能包含空格、换行或带重音的字母。',
    'zh-TRADITIONAL': '金鑰須為一串可見字元：不能包含空格、換行或帶重音的字母。',
    id: 'Kunci berupa satu kata dari karakter yang terlihat: tanpa spasi, baris baru, atau huruf beraksen.',
  },
  llm_api_version_invalid: {
    en: 'Enter the API version as Azure writes it, for example 2024-10-21.',
    es: 'Introduce la versión de la API como la escribe Azure, por ejemplo 2024-10-21.',
    zh: '请按 Azure 的写法输入 API 版本，例如 2024-10-21。',
    'zh-TRADITIONAL': '請按 Azure 的寫法輸入 API 版本，例如 2024-10-21。',
    id: 'Masukkan versi API seperti yang ditulis Azure, misalnya 2024-10-21.',
  },
  llm_region_invalid: {
    en: 'Choose a region from the list.',
    es: 'Elige una región de la lista.',
    zh: '请从列表中选择区域。',
    'zh-TRADITIONAL': '請從清單中選擇區域。',
    id: 'Pilih wilayah dari daftar.',
  },
  llm_project_id_invalid: {
    en: 'Enter the Google Cloud project ID: 6 to 63 lowercase letters, digits or hyphens, starting with a letter.',
    es: 'Introduce el ID del proyecto de Google Cloud: de 6 a 63 minúsculas, dígitos o guiones, empezando por una letra.',
    zh: '请输入 Google Cloud 项目 ID：6 到 63 个小写字母、数字或连字符，以字母开头。',
    'zh-TRADITIONAL': '請輸入 Google Cloud 專案 ID：6 到 63 個小寫字母、數字或連字號，以字母開頭。',
    id: 'Masukkan ID proyek Google Cloud: 6 sampai 63 huruf kecil, angka, atau tanda hubung, diawali huruf.',
  },
  llm_service_account_base64: {
    en: 'The service account key must be the JSON key file encoded in base64 (at most 16,384 characters).',
    es: 'La clave de la cuenta de servicio debe ser el archivo de clave JSON codificado en base64 (máximo 16.384 caracteres).',
    zh: '服务账号密钥必须是经 base64 编码的 JSON 密钥文件（最多 16,384 个字符）。',
    'zh-TRADITIONAL': '服務帳戶金鑰必須是經 base64 編碼的 JSON 金鑰檔（最多 16,384 個字元）。',
    id: 'Kunci akun layanan harus berupa file kunci JSON yang dikodekan base64 (maksimal 16.384 karakter).',
  },
  llm_max_tokens_range: {
    en: 'The context length is a whole number of tokens from 1 to 10,000,000.',
    es: 'La longitud de contexto es un número entero de tokens entre 1 y 10.000.000.',
    zh: '上下文长度须为 1 到 10,000,000 之间的整数个 token。',
    'zh-TRADITIONAL': '上下文長度須為 1 到 10,000,000 之間的整數個 token。',
    id: 'Panjang konteks berupa bilangan bulat token dari 1 sampai 10.000.000.',
  },
  llm_field_required: {
    en: 'This provider needs this field.',
    es: 'Este proveedor necesita este campo.',
    zh: '该提供商需要填写此项。',
    'zh-TRADITIONAL': '此供應商需要填寫此欄位。',
    id: 'Penyedia ini memerlukan isian ini.',
  },
  llm_factory_not_local: {
    en: 'Only a server you run yourself (Ollama, LM Studio, vLLM, llama.cpp, OpenAI-compatible) can list its models here.',
    es: 'Solo un servidor que ejecutas tú mismo (Ollama, LM Studio, vLLM, llama.cpp, compatible con OpenAI) puede listar aquí sus modelos.',
    zh: '只有您自己运行的服务器（Ollama、LM Studio、vLLM、llama.cpp、OpenAI 兼容服务）才能在此列出其模型。',
    'zh-TRADITIONAL':
      '只有您自行執行的伺服器（Ollama、LM Studio、vLLM、llama.cpp、OpenAI 相容服務）才能在此列出其模型。',
    id: 'Hanya server yang Anda jalankan sendiri (Ollama, LM Studio, vLLM, llama.cpp, kompatibel OpenAI) yang dapat menampilkan modelnya di sini.',
  },
  llm_default_invalid: {
    en: 'Choose one of your models of this type as the default.',
    es: 'Elige como predeterminado uno de tus modelos de este tipo.',
    zh: '请从您的同类型模型中选择一个作为默认模型。',
    'zh-TRADITIONAL': '請從您的同類型模型中選擇一個作為預設模型。',
    id: 'Pilih salah satu model Anda dengan jenis ini sebagai bawaan.',
  },
  conversation_title_required: {
    en: 'Enter a name for the conversation.',
    es: 'Escribe un nombre para la conversación.',
    zh: '请输入对话名称。',
    'zh-TRADITIONAL': '請輸入對話名稱。',
    id: 'Masukkan nama percakapan.',
  },
  conversation_title_too_long: {
    en: 'A conversation name has at most 200 characters.',
    es: 'El nombre de una conversación tiene como máximo 200 caracteres.',
    zh: '对话名称最多 200 个字符。',
    'zh-TRADITIONAL': '對話名稱最多 200 個字元。',
    id: 'Nama percakapan paling banyak 200 karakter.',
  },
  message_required: {
    en: 'Type a question.',
    es: 'Escribe una pregunta.',
    zh: '请输入问题。',
    'zh-TRADITIONAL': '請輸入問題。',
    id: 'Ketik pertanyaan.',
  },
  message_too_long: {
    en: 'A question has at most 20,000 characters.',
    es: 'Una pregunta tiene como máximo 20.000 caracteres.',
    zh: '问题最多 20,000 个字符。',
    'zh-TRADITIONAL': '問題最多 20,000 個字元。',
    id: 'Pertanyaan paling banyak 20.000 karakter.',
  },
  feedback_too_long: {
    en: 'Feedback has at most 2,000 characters.',
    es: 'Los comentarios tienen como máximo 2.000 caracteres.',
    zh: '反馈最多 2,000 个字符。',
    'zh-TRADITIONAL': '意見回饋最多 2,000 個字元。',
    id: 'Umpan balik paling banyak 2.000 karakter.',
  },
  image_too_many: {
    en: 'Maximum number of images reached',
    es: 'Se alcanzó el número máximo de imágenes',
    zh: '已达到图片数量上限',
    'zh-TRADITIONAL': '已達到圖片數量上限',
    id: 'Jumlah gambar maksimum tercapai',
  },
  image_too_large: {
    en: 'Image too large (max 5MB)',
    es: 'Imagen demasiado grande (máx. 5 MB)',
    zh: '图片过大（最大 5MB）',
    'zh-TRADITIONAL': '圖片過大（最大 5MB）',
    id: 'Gambar terlalu besar (maks. 5MB)',
  },
  image_unsupported_format: {
    en: 'Unsupported image format',
    es: 'Formato de imagen no admitido',
    zh: '不支持的图片格式',
    'zh-TRADITIONAL': '不支援的圖片格式',
    id: 'Format gambar tidak didukung',
  },
  image_upload_failed: {
    en: 'Error uploading images',
    es: 'Error al subir las imágenes',
    zh: '上传图片时出错',
    'zh-TRADITIONAL': '上傳圖片時發生錯誤',
    id: 'Gagal mengunggah gambar',
  },
  image_processing_failed: {
    en: 'Error processing images',
    es: 'Error al procesar las imágenes',
    zh: '处理图片时出错',
    'zh-TRADITIONAL': '處理圖片時發生錯誤',
    id: 'Gagal memproses gambar',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Names of the data series a company may lack, for `DATA_NOT_AVAILABLE`'s `{{what}}`.
 * @public
 */
export const DATA_SERIES_LABELS = {
  ticker_list: {
    en: 'the SEC list of listed companies',
    es: 'la lista de empresas cotizadas de la SEC',
    zh: 'SEC 上市公司列表',
    'zh-TRADITIONAL': 'SEC 上市公司清單',
    id: 'daftar perusahaan tercatat SEC',
  },
  prices: {
    en: 'share prices',
    es: 'cotizaciones de la acción',
    zh: '股价',
    'zh-TRADITIONAL': '股價',
    id: 'harga saham',
  },
  fundamentals: {
    en: 'financial statements (XBRL facts)',
    es: 'estados financieros (hechos XBRL)',
    zh: '财务报表（XBRL 数据）',
    'zh-TRADITIONAL': '財務報表（XBRL 資料）',
    id: 'laporan keuangan (fakta XBRL)',
  },
  submissions: {
    en: 'company filings profile (SIC code, fiscal year end)',
    es: 'perfil de registros de la empresa (código SIC, cierre fiscal)',
    zh: '公司申报资料（SIC 代码、财年结束日）',
    'zh-TRADITIONAL': '公司申報資料（SIC 代碼、財年結束日）',
    id: 'profil pelaporan perusahaan (kode SIC, akhir tahun fiskal)',
  },
  sp500: {
    en: 'S&P 500 index levels',
    es: 'niveles del índice S&P 500',
    zh: '标普 500 指数点位',
    'zh-TRADITIONAL': '標普 500 指數點位',
    id: 'level indeks S&P 500',
  },
  treasury_10y: {
    en: '10-year US Treasury yields',
    es: 'rendimientos del bono del Tesoro de EE. UU. a 10 años',
    zh: '10 年期美国国债收益率',
    'zh-TRADITIONAL': '10 年期美國公債殖利率',
    id: 'imbal hasil obligasi AS 10 tahun',
  },
  beta: {
    en: 'enough monthly prices for a 5-year beta (at least 24 months)',
    es: 'suficientes precios mensuales para una beta a 5 años (al menos 24 meses)',
    zh: '足够计算 5 年 Beta 的月度价格（至少 24 个月）',
    'zh-TRADITIONAL': '足夠計算 5 年 Beta 的月度價格（至少 24 個月）',
    id: 'harga bulanan yang cukup untuk beta 5 tahun (minimal 24 bulan)',
  },
  price_in_reporting_currency: {
    en: 'a share price in the currency of the financial statements (the listing trades in another currency, and no exchange rate is applied)',
    es: 'una cotización en la moneda de los estados financieros (el valor cotiza en otra moneda y no se aplica ningún tipo de cambio)',
    zh: '以财务报表货币计价的股价（该上市证券以另一种货币交易，且未应用汇率）',
    'zh-TRADITIONAL': '以財務報表貨幣計價的股價（該上市證券以另一種貨幣交易，且未套用匯率）',
    id: 'harga saham dalam mata uang laporan keuangan (efek tersebut diperdagangkan dalam mata uang lain, dan tidak ada kurs yang diterapkan)',
  },
  shares_outstanding: {
    en: 'shares outstanding',
    es: 'acciones en circulación',
    zh: '流通股数',
    'zh-TRADITIONAL': '流通在外股數',
    id: 'jumlah saham beredar',
  },
} as const satisfies Record<string, TLocalizedText>;

/** @public */
export type TDataSeries = keyof typeof DATA_SERIES_LABELS;
