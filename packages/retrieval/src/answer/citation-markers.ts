/**
 * The citation markers of a model's answer. Models write RAGFlow's `[ID:n]` in several ways: with a
 * space (`[ID: n]`), in parentheses (`(ID:n)`), several in one (`[ID:1, ID:3]`, `[ID:1,3]`), with a
 * full-width colon, or in RAGFlow's old `##n$$`. Every form becomes `[ID:n]`; a number that is not one
 * of the passages given (the model invented it) is dropped with its marker.
 */

export type TCitationMarkers = {
  /** The answer with every marker written `[ID:n]` and unknown ones removed. */
  text: string;
  /** The cited passage numbers, in order of first citation. */
  ids: number[];
};

const ID_LIST = String.raw`ID\s*[:：]\s*\d+(?:\s*[,，、]\s*(?:ID\s*[:：]\s*)?\d+)*`;
const MARKER = new RegExp(String.raw`[ \t]?(?:\[\s*(${ID_LIST})\s*\]|\(\s*(${ID_LIST})\s*\)|##(\d+)\$\$)`, 'giu');

/**
 * The answer's markers normalised and checked against the passage numbers `1…passageCount`.
 * @example parseCitationMarkers('Sales rose [ID: 2] (ID:9).', 3) // { text: 'Sales rose [ID:2].', ids: [2] }
 * @public
 */
export function parseCitationMarkers(answer: string, passageCount: number): TCitationMarkers {
  const ids: number[] = [];
  const text = answer.replace(MARKER, (whole, bracketed?: string, parenthesised?: string, old?: string) => {
    const numbers = old !== undefined ? [old] : ((bracketed ?? parenthesised ?? '').match(/\d+/gu) ?? []);
    const valid = numbers
      .map(Number)
      .filter((id, i, all) => Number.isInteger(id) && id >= 1 && id <= passageCount && all.indexOf(id) === i);
    for (const id of valid) if (!ids.includes(id)) ids.push(id);
    if (valid.length === 0) return '';
    const space = whole.startsWith(' ') || whole.startsWith('\t') ? ' ' : '';
    return space + valid.map((id) => `[ID:${id}]`).join('');
  });
  return { text, ids };
}
