/** A footnote mark as the report writes it: `[^S1]`. */
const MARK = /\[\^(S[1-9][0-9]{0,4})\]/g;
/** A footnote definition line, `[^S1]: Title — url`, and its indented continuation lines. */
const DEFINITION = /^\[\^(S[1-9][0-9]{0,4})\]:[ \t]*(.*)$/;

/** Where a mark links: the Sources list's entry of its source. */
export const SOURCE_ANCHOR_PREFIX = 'research-source-';

/** The report split for the screen: its body with marks as links, and the sources it cites with their definitions. */
export type TFootnotedReport = {
  /** The Markdown without its footnote definitions, each `[^S1]` a link to `#research-source-S1`. */
  body: string;
  /** The cited source ids, in the order first cited. */
  cited: string[];
  /** Each definition's text, by source id. */
  definitions: Map<string, string>;
};

/**
 * Reads a report's footnotes (pure): the definitions at its end are taken out (the screen lists
 * the sources itself) and each mark becomes a link the renderer draws as a superscript. Marks in
 * code are left alone.
 */
export function splitFootnotes(markdown: string): TFootnotedReport {
  const definitions = new Map<string, string>();
  const cited: string[] = [];
  const kept: string[] = [];
  let current: string | null = null;
  let isInFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    const definition = isInFence ? null : DEFINITION.exec(line);
    if (definition) {
      current = definition[1] ?? null;
      if (current) definitions.set(current, (definition[2] ?? '').trim());
      continue;
    }
    if (current && /^( {2,}|\t)\S/.test(line)) {
      definitions.set(current, `${definitions.get(current) ?? ''} ${line.trim()}`.trim());
      continue;
    }
    current = null;
    kept.push(
      isInFence
        ? line
        : line.replace(MARK, (_whole, id: string) => {
            if (!cited.includes(id)) cited.push(id);
            return `[${id}](#${SOURCE_ANCHOR_PREFIX}${id})`;
          }),
    );
  }
  return { body: kept.join('\n').trimEnd(), cited, definitions };
}
