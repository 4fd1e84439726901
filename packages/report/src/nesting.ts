/**
 * How deep lists and block quotes nest in Markdown source, estimated from its lines before it is parsed.
 * marked's work grows with the square of the nesting (each level re-reads its item's text), so a few
 * thousand levels exhaust memory long before a renderer could count them: they are refused from the
 * source alone. The estimate follows CommonMark's rule that an item nests when it is indented to its
 * parent's content, skips fenced code, and may over-count only lists restarted at odd indents.
 */
export function deepestNesting(source: string): { blockQuotes: number; lists: number } {
  let blockQuotes = 0;
  let lists = 0;
  let fence: string | null = null;
  let previousBlank = true;
  const open: { content: number }[] = [];
  for (const rawLine of source.split('\n')) {
    const quote = /^(?:[ \t]*>)+/.exec(rawLine)?.[0] ?? '';
    const quoteDepth = quote.replace(/[^>]/g, '').length;
    blockQuotes = Math.max(blockQuotes, quoteDepth);
    const line = rawLine.slice(quote.length).replace(/\t/g, '    ');
    const fenceMarker = /^ *(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMarker?.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMarker) {
      fence = fenceMarker;
      continue;
    }
    if (!line.trim()) {
      previousBlank = true;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    const item = /^( *)([-*+]|\d{1,9}[.)])( {1,4}|$)/.exec(line);
    if (item) {
      while (open.length && indent < open[open.length - 1]!.content) open.pop();
      open.push({ content: indent + item[2]!.length + Math.max(1, item[3]!.length) });
      lists = Math.max(lists, open.length);
    } else if (previousBlank && indent < (open[open.length - 1]?.content ?? 0)) {
      // A paragraph after a blank line that is not indented under the item ends the lists around it.
      while (open.length && indent < open[open.length - 1]!.content) open.pop();
    }
    previousBlank = false;
  }
  return { blockQuotes, lists };
}
