import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { TABLE_CELL_CLASS, TABLE_HEADER_CELL_CLASS } from './cell-table';

const REMARK_PLUGINS = [remarkGfm];
const DISALLOWED_ELEMENTS = ['img'];

/** A Markdown table's cells, drawn as `CellTable`'s; each caller sizes the table itself. */
export const MARKDOWN_CELL_COMPONENTS: Components = {
  th: ({ children, style }) => (
    <th style={style} className={TABLE_HEADER_CELL_CLASS}>
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className={TABLE_CELL_CLASS}>
      {children}
    </td>
  ),
};

/** Pictures a report may carry: our own charts, drawn by the server as PNG data URLs. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=]+$/;

/** Keeps an image's data URL (nothing to fetch); every other URL goes through the safe-URL filter. */
function keepDataImages(url: string, key: string): string {
  return key === 'src' && DATA_IMAGE.test(url) ? url : defaultUrlTransform(url);
}

const DATA_IMAGE_COMPONENTS: Components = {
  img: ({ src, alt }) =>
    typeof src === 'string' && DATA_IMAGE.test(src) ? (
      <img src={src} alt={alt ?? ''} className="my-2 max-w-full" />
    ) : (
      <span>{alt}</span>
    ),
};

/**
 * Markdown the app did not write (a model's reply, a document's chunk): GitHub tables, lists, code,
 * links. Raw HTML is dropped, never rendered, and images are not loaded (the text must not make the
 * browser fetch what it names); URLs go through react-markdown's safe-URL filter. With
 * `dataImages`, pictures embedded as PNG or JPEG data URLs are shown (a research report's charts,
 * which load nothing); any other picture is its alternative text.
 */
export function SafeMarkdown({
  text,
  components,
  dataImages = false,
}: {
  text: string;
  components: Components;
  dataImages?: boolean;
}) {
  return (
    <ReactMarkdown
      remarkPlugins={REMARK_PLUGINS}
      skipHtml
      {...(dataImages
        ? { urlTransform: keepDataImages, components: { ...components, ...DATA_IMAGE_COMPONENTS } }
        : { disallowedElements: DISALLOWED_ELEMENTS, unwrapDisallowed: true, components })}
    >
      {text}
    </ReactMarkdown>
  );
}
