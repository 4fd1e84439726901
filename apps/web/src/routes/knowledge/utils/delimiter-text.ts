/**
 * Delimiters as typed in a one-line box: a new line is `\n` and a tab `\t` (an input cannot hold
 * them), a backslash is `\\`. RAGFlow's default `\n!?。；！？` reads the same way.
 */
export function delimiterToText(delimiter: string): string {
  return delimiter.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
}

/** The delimiters a box's text stands for (the reverse of `delimiterToText`). */
export function textToDelimiter(text: string): string {
  return text.replace(/\\(\\|n|t)/g, (_whole, escaped: string) =>
    escaped === 'n' ? '\n' : escaped === 't' ? '\t' : '\\',
  );
}
