import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TEXT = `Chart: ![Value per share](${PNG})\n\nTracker: ![Pixel](https://tracker.example/p.png)`;

describe('SafeMarkdown', () => {
  it('loads no picture by default', () => {
    const { container } = render(<SafeMarkdown text={TEXT} components={{}} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('with dataImages shows a picture embedded as data, and only the words of one that would be fetched', () => {
    const { container } = render(<SafeMarkdown text={TEXT} components={{}} dataImages />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      [PNG, 'Value per share'],
    ]);
    expect(container.textContent).toContain('Tracker: Pixel');
  });
});
