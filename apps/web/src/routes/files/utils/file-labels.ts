import type { TFileType, TLanguage } from '@app/contract';
import { formatNumber } from '../../../i18n/format';

/** The label of each file type (a key table, so every key is found by the translation checks). */
export const FILE_TYPE_LABELS = {
  folder: 'knowledge:files.types.folder',
  pdf: 'knowledge:files.types.pdf',
  docx: 'knowledge:files.types.docx',
  xlsx: 'knowledge:files.types.xlsx',
  xls: 'knowledge:files.types.xls',
  csv: 'knowledge:files.types.csv',
  html: 'knowledge:files.types.html',
  text: 'knowledge:files.types.text',
  markdown: 'knowledge:files.types.markdown',
} as const satisfies Record<TFileType, string>;

const UNITS = [
  { unit: 'byte', bytes: 1 },
  { unit: 'kilobyte', bytes: 1024 },
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'gigabyte', bytes: 1024 * 1024 * 1024 },
] as const;

/** A size in bytes as the language writes it, in the largest unit that keeps it at 1 or more ("2.4 MB"). */
export function formatFileSize(bytes: number, language: TLanguage): string {
  const unit = [...UNITS].reverse().find((candidate) => bytes >= candidate.bytes) ?? UNITS[0];
  return formatNumber(bytes / unit.bytes, language, {
    style: 'unit',
    unit: unit.unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit.unit === 'byte' ? 0 : 1,
  });
}

/** The folder the knowledge bases keep their uploads in (at the root): nothing else goes directly in it. */
export const KNOWLEDGE_BASE_FOLDER = '.knowledgebase';

/** A file name's extension as the server compares it on rename: from the last dot, unless the name starts or ends with it. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : '';
}
