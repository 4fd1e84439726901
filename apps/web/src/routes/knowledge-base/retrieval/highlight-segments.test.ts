import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

describe('highlightSegments', () => {
  it('marks the terms inside <em> and decodes the escaped text around them', () => {
    expect(highlightSegments('Net <em>revenue</em> rose &gt; 10% &amp; margins &#39;held&#x27;')).toEqual([
      { text: 'Net ', isMatch: false },
      { text: 'revenue', isMatch: true },
      { text: " rose > 10% & margins 'held'", isMatch: false },
    ]);
  });

  it('keeps every other tag as visible text, escaped or not', () => {
    const segments = highlightSegments(
      '&lt;script&gt;x&lt;/script&gt; <script>alert(1)</script><img src=x onerror=alert(2)> <EM>cash</EM>',
    );
    expect(segments).toEqual([
      { text: '<script>x</script> <script>alert(1)</script><img src=x onerror=alert(2)> ', isMatch: false },
      { text: 'cash', isMatch: true },
    ]);
  });

  it('leaves unknown or out-of-range entities as they are, and tolerates unbalanced markers', () => {
    expect(highlightSegments('&bogus; &#0; &#x110000; </em>a<em>b')).toEqual([
      { text: '&bogus; &#0; &#x110000; a', isMatch: false },
      { text: 'b', isMatch: true },
    ]);
    expect(highlightSegments('')).toEqual([]);
  });
});
