import type { IFontAttributesProperties } from 'docx';

/**
 * Fonts by script. Word picks the East Asian font for CJK characters only when a run names one, so every
 * run does; a machine without Noto CJK substitutes its own CJK font (LibreOffice through fontconfig, Word
 * through its font fallback), which still renders the characters rather than boxes.
 */
export function bodyFont(language: string): IFontAttributesProperties {
  return { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: eastAsianFont(language) };
}

export function codeFont(language: string): IFontAttributesProperties {
  return { ascii: 'Courier New', hAnsi: 'Courier New', cs: 'Courier New', eastAsia: eastAsianFont(language) };
}

export function eastAsianFont(language: string): string {
  return isTraditionalChinese(language) ? 'Noto Sans CJK TC' : 'Noto Sans CJK SC';
}

function isTraditionalChinese(language: string): boolean {
  return /^zh-(traditional|hant|tw|hk|mo)/i.test(language);
}

/** The language tag Word stores on runs, so spelling and line breaking follow the report's language. */
export function wordLanguageTag(language: string): string {
  if (/^zh/i.test(language)) return isTraditionalChinese(language) ? 'zh-TW' : 'zh-CN';
  return /^[a-z]{2}(-[A-Za-z]{2})?$/.test(language) ? language : 'en-US';
}

/** The sentence left where a picture could not be embedded, in the report's language. */
export function imageNotEmbeddedNote(language: string, alt: string): string {
  const label = alt.trim();
  if (/^zh/i.test(language)) {
    return isTraditionalChinese(language)
      ? `[未嵌入圖片${label ? `「${label}」` : ''}：只嵌入 PNG 或 JPEG 資料 URL]`
      : `[未嵌入图片${label ? `“${label}”` : ''}：只嵌入 PNG 或 JPEG 数据 URL]`;
  }
  return `[Image not embedded${label ? ` (${label})` : ''}: only PNG or JPEG data URLs are embedded]`;
}
