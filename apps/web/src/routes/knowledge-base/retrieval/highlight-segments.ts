/** A run of a highlighted passage: plain text, or a matched term. */
export type THighlightSegment = { text: string; isMatch: boolean };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Reads a retrieval `highlight` — text in which only `<em>` and `</em>` are markup — into segments
 * to render as React text. Nothing else is ever treated as markup: any other tag (a `<script>` in a
 * document, or one the server forgot to escape) stays visible text, and entities are decoded to the
 * characters they stand for, which React escapes again when it renders them.
 */
export function highlightSegments(highlight: string): THighlightSegment[] {
  const segments: THighlightSegment[] = [];
  let isMatch = false;
  for (const part of highlight.split(/(<\/?em>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<em>') isMatch = true;
    else if (tag === '</em>') isMatch = false;
    else if (part !== '') segments.push({ text: decodeEntities(part), isMatch });
  }
  return mergeNeighbours(segments);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Adjacent segments of the same kind read as one (e.g. around an unmatched `</em>`). */
function mergeNeighbours(segments: THighlightSegment[]): THighlightSegment[] {
  const merged: THighlightSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && last.isMatch === segment.isMatch) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
