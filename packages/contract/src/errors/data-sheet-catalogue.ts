import type { TLanguage } from '../languages.js';
import type { TLocalizedText } from './catalogue.js';
import { formatMessage } from './translate.js';

type TDataSheetErrorEntry = { status: number; messages: TLocalizedText };

/**
 * The errors of the data-sheet modifications (issue 19, `model/dcf/data_sheet/*`), spread into
 * `ERRORS`.
 * @public
 */
export const DATA_SHEET_ERRORS = {
  /**
   * 422: a set of modifications that cannot be applied as a whole; `data.fields` says why for each
   * refused one (`modifications.3`: its reason). Nothing was saved.
   */
  DATA_SHEET_TOOL_PARSE_FAILURE: {
    status: 422,
    messages: {
      en: 'Data-sheet tool parse failure: {{count}} of the proposed changes cannot be applied (see why under each). Nothing was changed.',
      es: 'Error de análisis de la herramienta de la hoja de datos: {{count}} de los cambios propuestos no se pueden aplicar (el motivo figura en cada uno). No se cambió nada.',
      zh: '数据表工具解析失败：{{count}} 项建议的修改无法应用（原因见各项）。未做任何更改。',
      'zh-TRADITIONAL': '資料表工具解析失敗：{{count}} 項建議的修改無法套用（原因見各項）。未做任何變更。',
      id: 'Kegagalan parse alat lembar data: {{count}} dari perubahan yang diusulkan tidak dapat diterapkan (lihat alasannya di tiap perubahan). Tidak ada yang diubah.',
    },
  },
  /** 422: the model was saved since the changes were previewed; they are not applied over it. */
  DATA_SHEET_CHANGED: {
    status: 422,
    messages: {
      en: 'The model was changed after these changes were previewed. Preview them again against the model as it is now; nothing was applied.',
      es: 'El modelo se modificó después de previsualizar estos cambios. Vuelve a previsualizarlos con el modelo actual; no se aplicó nada.',
      zh: '在预览这些修改之后，模型已被更改。请基于当前模型重新预览；未应用任何修改。',
      'zh-TRADITIONAL': '在預覽這些修改之後，模型已被變更。請依目前的模型重新預覽；未套用任何修改。',
      id: 'Model telah diubah setelah perubahan ini dipratinjau. Pratinjau lagi terhadap model saat ini; tidak ada yang diterapkan.',
    },
  },
  /**
   * 422: a decision on data-sheet changes a chat reply proposed when the user already accepted or
   * rejected them (in another tab, say); the decision recorded first stands.
   */
  CHAT_PROPOSAL_DECIDED: {
    status: 422,
    messages: {
      en: 'You already decided on these proposed changes; that decision stands.',
      es: 'Ya decidiste sobre estos cambios propuestos; esa decisión se mantiene.',
      zh: '你已对这些建议的修改作出决定；该决定保持不变。',
      'zh-TRADITIONAL': '你已對這些建議的修改作出決定；該決定維持不變。',
      id: 'Anda sudah memutuskan perubahan yang diusulkan ini; keputusan itu tetap berlaku.',
    },
  },
} as const satisfies Record<string, TDataSheetErrorEntry>;

/** The validation messages of the data-sheet routes, spread into `VALIDATION_MESSAGES`. @public */
export const DATA_SHEET_VALIDATION_MESSAGES = {
  data_sheet_id_invalid: {
    en: 'An id must have 1 to 200 characters.',
    es: 'Un identificador debe tener entre 1 y 200 caracteres.',
    zh: 'ID 必须为 1 到 200 个字符。',
    'zh-TRADITIONAL': 'ID 必須為 1 到 200 個字元。',
    id: 'ID harus terdiri dari 1 sampai 200 karakter.',
  },
  data_sheet_text_empty: {
    en: 'A note cannot be empty.',
    es: 'Una nota no puede estar vacía.',
    zh: '备注不能为空。',
    'zh-TRADITIONAL': '備註不能為空。',
    id: 'Catatan tidak boleh kosong.',
  },
  data_sheet_text_too_long: {
    en: 'A note can have at most 4,000 characters.',
    es: 'Una nota puede tener como máximo 4000 caracteres.',
    zh: '备注最多 4,000 个字符。',
    'zh-TRADITIONAL': '備註最多 4,000 個字元。',
    id: 'Catatan paling banyak 4.000 karakter.',
  },
  data_sheet_too_large: {
    en: 'The proposed changes are longer than 200,000 characters.',
    es: 'Los cambios propuestos superan los 200 000 caracteres.',
    zh: '建议的修改超过 200,000 个字符。',
    'zh-TRADITIONAL': '建議的修改超過 200,000 個字元。',
    id: 'Perubahan yang diusulkan lebih dari 200.000 karakter.',
  },
  data_sheet_too_many: {
    en: 'At most 200 changes can be applied at once.',
    es: 'Se pueden aplicar como máximo 200 cambios a la vez.',
    zh: '一次最多可应用 200 项修改。',
    'zh-TRADITIONAL': '一次最多可套用 200 項修改。',
    id: 'Paling banyak 200 perubahan dapat diterapkan sekaligus.',
  },
} as const satisfies Record<string, TLocalizedText>;

/**
 * Why one proposed change is refused (the message of its `modifications.N` field). `{{id}}` is the
 * change's id, `{{section}}` its section, `{{reason}}` the engine's refusal in the same language.
 * @public
 */
export const DATA_SHEET_REFUSALS = {
  not_json: {
    en: 'The tool’s answer is not JSON: {{reason}}.',
    es: 'La respuesta de la herramienta no es JSON: {{reason}}.',
    zh: '工具的回答不是 JSON：{{reason}}。',
    'zh-TRADITIONAL': '工具的回答不是 JSON：{{reason}}。',
    id: 'Jawaban alat bukan JSON: {{reason}}.',
  },
  not_a_modification: {
    en: 'This is not a modification ({{reason}}): each needs an operation (add, update or remove), a section and an id.',
    es: 'Esto no es una modificación ({{reason}}): cada una necesita una operación (add, update o remove), una sección y un id.',
    zh: '这不是一项修改（{{reason}}）：每项修改都需要操作（add、update 或 remove）、分区和 ID。',
    'zh-TRADITIONAL': '這不是一項修改（{{reason}}）：每項修改都需要操作（add、update 或 remove）、區段和 ID。',
    id: 'Ini bukan modifikasi ({{reason}}): setiap modifikasi memerlukan operasi (add, update, atau remove), bagian, dan id.',
  },
  read_only_section: {
    en: 'The {{section}} section describes the model and its filings; a tool cannot change it.',
    es: 'La sección {{section}} describe el modelo y sus informes; una herramienta no puede cambiarla.',
    zh: '{{section}} 分区描述的是模型及其申报文件，工具不能更改。',
    'zh-TRADITIONAL': '{{section}} 區段描述的是模型及其申報文件，工具不能變更。',
    id: 'Bagian {{section}} menjelaskan model dan laporannya; alat tidak dapat mengubahnya.',
  },
  unknown_value: {
    en: 'There is no value {{id}} on the data sheet.',
    es: 'No hay ningún valor {{id}} en la hoja de datos.',
    zh: '数据表中没有值 {{id}}。',
    'zh-TRADITIONAL': '資料表中沒有值 {{id}}。',
    id: 'Tidak ada nilai {{id}} di lembar data.',
  },
  value_exists: {
    en: '{{id}} is already on the data sheet: update it instead of adding it.',
    es: '{{id}} ya está en la hoja de datos: actualízalo en lugar de añadirlo.',
    zh: '{{id}} 已在数据表中：请更新它，而不是添加。',
    'zh-TRADITIONAL': '{{id}} 已在資料表中：請更新它，而不是新增。',
    id: '{{id}} sudah ada di lembar data: perbarui, jangan tambahkan.',
  },
  value_reported: {
    en: '{{id}} is as filed: change the driver that forecasts it, not the filing.',
    es: '{{id}} es la cifra presentada: cambia el factor que la proyecta, no el informe.',
    zh: '{{id}} 是申报数据：请修改预测它的驱动因素，而不是申报数据。',
    'zh-TRADITIONAL': '{{id}} 是申報數據：請修改預測它的驅動因子，而不是申報數據。',
    id: '{{id}} adalah angka yang dilaporkan: ubah pendorong yang memproyeksikannya, bukan laporannya.',
  },
  value_formula: {
    en: '{{id}} is computed by the model from other values: change those instead.',
    es: '{{id}} lo calcula el modelo a partir de otros valores: cambia esos valores.',
    zh: '{{id}} 由模型根据其他值计算得出：请修改那些值。',
    'zh-TRADITIONAL': '{{id}} 由模型依其他值計算得出：請修改那些值。',
    id: '{{id}} dihitung oleh model dari nilai lain: ubah nilai-nilai itu.',
  },
  value_not_number: {
    en: 'The new value of {{id}} must be a number (rates as decimals: 0.05 is 5%).',
    es: 'El nuevo valor de {{id}} debe ser un número (las tasas en decimales: 0,05 es 5 %).',
    zh: '{{id}} 的新值必须是数字（比率用小数表示：0.05 即 5%）。',
    'zh-TRADITIONAL': '{{id}} 的新值必須是數字（比率以小數表示：0.05 即 5%）。',
    id: 'Nilai baru {{id}} harus berupa angka (tingkat dalam desimal: 0,05 adalah 5%).',
  },
  value_refused: {
    en: '{{id}} = {{value}} is not a value the model can take: {{reason}}',
    es: '{{id}} = {{value}} no es un valor que el modelo pueda aceptar: {{reason}}',
    zh: '{{id}} = {{value}} 不是模型可接受的值：{{reason}}',
    'zh-TRADITIONAL': '{{id}} = {{value}} 不是模型可接受的值：{{reason}}',
    id: '{{id}} = {{value}} bukan nilai yang dapat diterima model: {{reason}}',
  },
  value_not_removable: {
    en: '{{id}} cannot be removed: only a value the user set returns to the model’s default.',
    es: '{{id}} no se puede eliminar: solo un valor fijado por el usuario vuelve al valor predeterminado del modelo.',
    zh: '{{id}} 不能删除：只有用户设置的值才能恢复为模型默认值。',
    'zh-TRADITIONAL': '{{id}} 不能刪除：只有使用者設定的值才能恢復為模型預設值。',
    id: '{{id}} tidak dapat dihapus: hanya nilai yang ditetapkan pengguna yang kembali ke bawaan model.',
  },
  text_not_found: {
    en: 'There is no note {{id}}.',
    es: 'No hay ninguna nota {{id}}.',
    zh: '没有备注 {{id}}。',
    'zh-TRADITIONAL': '沒有備註 {{id}}。',
    id: 'Tidak ada catatan {{id}}.',
  },
  text_exists: {
    en: 'There is already a note {{id}}: update it instead of adding it.',
    es: 'Ya hay una nota {{id}}: actualízala en lugar de añadirla.',
    zh: '已有备注 {{id}}：请更新它，而不是添加。',
    'zh-TRADITIONAL': '已有備註 {{id}}：請更新它，而不是新增。',
    id: 'Sudah ada catatan {{id}}: perbarui, jangan tambahkan.',
  },
  text_invalid: {
    en: 'The note {{id}} is not valid: {{reason}}',
    es: 'La nota {{id}} no es válida: {{reason}}',
    zh: '备注 {{id}} 无效：{{reason}}',
    'zh-TRADITIONAL': '備註 {{id}} 無效：{{reason}}',
    id: 'Catatan {{id}} tidak valid: {{reason}}',
  },
  too_many_texts: {
    en: 'A model keeps at most 200 notes.',
    es: 'Un modelo guarda como máximo 200 notas.',
    zh: '一个模型最多保存 200 条备注。',
    'zh-TRADITIONAL': '一個模型最多保存 200 則備註。',
    id: 'Satu model menyimpan paling banyak 200 catatan.',
  },
} as const satisfies Record<string, TLocalizedText>;
/** @public */
export type TDataSheetRefusal = keyof typeof DATA_SHEET_REFUSALS;

/** A refusal's message in a language. @public */
export function dataSheetRefusal(
  refusal: TDataSheetRefusal,
  language: TLanguage,
  params: Record<string, string> = {},
): string {
  return formatMessage(DATA_SHEET_REFUSALS[refusal][language], params);
}
