import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text.js';

const PAGE = `<!doctype html><html><head><title> NVIDIA  results </title><style>p{color:red}</style>
<script>var secret = 1;</script></head><body>
<header><a href="/">Home</a></header>
<nav><ul><li><a href="/a">Menu item</a></li></ul></nav>
<h1>Fourth quarter</h1>
<p>Revenue was <a href="https://example.com/x">$39.3 billion</a>, up   78%.</p>
<h2>Segments</h2>
<ul><li>Data Center</li><li>Gaming</li></ul>
<table><tr><th>Segment</th><th>Revenue</th></tr><tr><td>Data Center</td><td>$35.6 | bn</td></tr></table>
<aside>Related stories</aside><div hidden>hidden text</div><div style="display: none">also hidden</div>
<footer>Copyright</footer></body></html>`;

describe('readableText', () => {
  it('keeps headings as # lines, lists, tables as Markdown tables and link words; drops chrome, scripts and addresses', () => {
    const { title, text, isTruncated } = readableText(PAGE, 'https://nvidianews.nvidia.com/q4');
    expect(title).toBe('NVIDIA results');
    expect(isTruncated).toBe(false);
    expect(text).toBe(
      [
        '# Fourth quarter',
        'Revenue was $39.3 billion, up 78%.',
        '## Segments',
        '- Data Center',
        '- Gaming',
        '| Segment | Revenue |\n| --- | --- |\n| Data Center | $35.6 \\| bn |',
      ].join('\n\n'),
    );
  });

  it('keeps only <main> when the page marks it', () => {
    const { text } = readableText(
      '<body><div>Site banner text</div><main><h2>Story</h2><p>Body.</p></main><div>Trailer</div></body>',
      'https://example.com/',
    );
    expect(text).toBe('## Story\n\nBody.');
  });

  it('reads SEC tables: $ and ) cells joined to their numbers, spacer columns dropped, a spanning header over its data column', () => {
    const { text } = readableText(
      `<table>
        <tr><td></td><td colspan="3">2024</td><td></td><td colspan="3">2023</td></tr>
        <tr><td>Net sales</td><td>$</td><td>1,234</td><td></td><td></td><td>$</td><td>1,000</td><td></td></tr>
        <tr><td>Other, net</td><td>(</td><td>5</td><td>)</td><td></td><td></td><td>7</td><td></td></tr>
      </table>`,
      'https://www.sec.gov/',
    );
    expect(text).toBe(
      '|  | 2024 | 2023 |\n| --- | --- | --- |\n| Net sales | $1,234 | $1,000 |\n| Other, net | (5) | 7 |',
    );
  });

  it('reads a standalone bold line as a heading (## for parts and items), but not a bold sentence', () => {
    const bold = (text: string) => `<div><span style="font-weight:700">${text}</span></div>`;
    const { text } = readableText(
      `<body>${bold('PART I')}${bold('Item 1A.&#160;&#160;Risk Factors')}${bold('Business Risks')}${bold(
        'The Company depends on the performance of carriers and resellers.',
      )}<div><span style="font-weight:700">Net sales</span> grew 2%.</div></body>`,
      'https://www.sec.gov/',
    );
    expect(text.split('\n\n')).toEqual([
      '## PART I',
      '## Item 1A. Risk Factors',
      '### Business Risks',
      'The Company depends on the performance of carriers and resellers.',
      'Net sales grew 2%.',
    ]);
  });

  it('cuts at a block boundary after maxChars and says so; falls back to the host for a title', () => {
    const html = `<body>${Array.from({ length: 50 }, (_, i) => `<p>Paragraph number ${i}.</p>`).join('')}</body>`;
    const { title, text, isTruncated } = readableText(html, 'https://example.com/page', { maxChars: 100 });
    expect(title).toBe('example.com');
    expect(isTruncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('.')).toBe(true);
  });
});
