/**
 * A spreadsheet number as it would be printed with its cell's number format, for the common
 * accounting formats (`#,##0`, `#,##0.00;(#,##0.00)`, `_("$"* #,##0_)`, `0.0%`). Anything more
 * exotic (scientific, fractions, dates stored as numbers, conditions) falls back to the plain
 * number, which loses nothing.
 */

/**
 * Formats `value` with the Excel number format `format`.
 * @internal
 */
export function formatNumber(value: number, format: string | undefined): string {
  if (!Number.isFinite(value)) return String(value);
  if (!format || format === 'General' || format === '@') return String(value);
  const sections = splitSections(format);
  if (sections.some((s) => /\[[<>=]|[EeyYmMdDhHsS]|\?\/|AM\/PM/.test(stripLiterals(s)))) return String(value);
  let section = sections[0]!;
  let shown = value;
  if (value < 0 && sections[1] !== undefined) {
    section = sections[1];
    shown = -value;
  } else if (value === 0 && sections[2] !== undefined) section = sections[2];
  return render(shown, section);
}

function splitSections(format: string): string[] {
  const sections: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    if (ch === '"') quoted = !quoted;
    if (ch === '\\' && !quoted) {
      current += ch + (format[++i] ?? '');
      continue;
    }
    if (ch === ';' && !quoted) {
      sections.push(current);
      current = '';
    } else current += ch;
  }
  sections.push(current);
  return sections;
}

/** The format's codes without quoted text, escapes, padding, fills and brackets. */
function stripLiterals(section: string): string {
  return section.replace(/"[^"]*"|\\.|_.|\*.|\[[^\]]*\]/g, '');
}

function render(value: number, section: string): string {
  const codes = stripLiterals(section);
  const isPercent = codes.includes('%');
  const shown = isPercent ? value * 100 : value;
  const decimals = /\.([0#?]+)/.exec(codes)?.[1]?.length ?? 0;
  const isGrouped = /[0#?],[0#?]/.test(codes);
  let digits = Math.abs(shown).toFixed(decimals);
  if (isGrouped) {
    const [whole, fraction] = digits.split('.');
    digits = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
  }
  const number = shown < 0 ? `-${digits}` : digits;
  let out = '';
  let placed = false;
  for (let i = 0; i < section.length; i++) {
    const ch = section[i]!;
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      out += section.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? section.length : end;
    } else if (ch === '\\') out += section[++i] ?? '';
    else if (ch === '_' || ch === '*') i++;
    else if (ch === '[') {
      const end = section.indexOf(']', i);
      const currency = /^\[\$([^-\]]*)/.exec(section.slice(i, end + 1))?.[1];
      if (currency) out += currency;
      i = end < 0 ? section.length : end;
    } else if ('0#?,.'.includes(ch)) {
      if (!placed) out += number;
      placed = true;
    } else out += ch;
  }
  if (!placed) out += number;
  return out
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([$€£¥￥]) (?=[\d(-])/, '$1');
}
