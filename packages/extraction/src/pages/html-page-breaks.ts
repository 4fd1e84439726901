/**
 * Where an HTML document's pages end when it is printed: at its page breaks (`page-break-*`,
 * `break-*`; several in a row make one), ignoring a break before any content or after the last.
 */

/** A heading before its level is known. @internal */
export type THtmlHeading = { type: 'heading'; text: string; tag: number | null; fontSize: number };

/** What the HTML walk gives, in order, before pages are cut. @internal */
export type THtmlItem =
  | THtmlHeading
  | { type: 'paragraph'; text: string; fontSize: number }
  | { type: 'table'; rows: string[][]; headerRows: number; title: string | null }
  | { type: 'image'; alt: string | null }
  | { type: 'break' };

/** A page's items. @internal */
export type THtmlPageItem = Exclude<THtmlItem, { type: 'break' }>;

/**
 * The items cut into printed pages (at least one page, maybe empty).
 * @internal
 */
export function paginateHtml(items: THtmlItem[]): THtmlPageItem[][] {
  const pages: THtmlPageItem[][] = [[]];
  for (const item of items) {
    const page = pages[pages.length - 1]!;
    if (item.type !== 'break') page.push(item);
    else if (page.length > 0) pages.push([]);
  }
  if (pages.length > 1 && pages[pages.length - 1]!.length === 0) pages.pop();
  return pages;
}
