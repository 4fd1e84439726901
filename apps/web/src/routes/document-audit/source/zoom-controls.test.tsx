import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/lazy-namespaces';
import { renderApp } from '../../../test/render-app';
import { FIT_WIDTH, nextZoom, ZOOM_STEPS, ZoomControls } from './zoom-controls';

// The audit screen's route loads its messages; this test renders the control alone.
beforeAll(() => loadNamespace('documents'));
afterEach(cleanup);

function Harness() {
  const [zoom, setZoom] = useState(FIT_WIDTH);
  return (
    <>
      <ZoomControls zoom={zoom} onChange={setZoom} />
      <span data-testid="zoom-value">{zoom}</span>
    </>
  );
}

describe('nextZoom', () => {
  it('steps through the zoom steps and stays at either end', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(ZOOM_STEPS[0], -1)).toBe(ZOOM_STEPS[0]);
    expect(nextZoom(3, 1)).toBe(3);
    // A zoom between steps goes to the neighbouring step, not past it.
    expect(nextZoom(1.1, 1)).toBe(1.25);
    expect(nextZoom(1.1, -1)).toBe(1);
  });
});

describe('the source page’s zoom', () => {
  it('zooms in and out by steps, says the zoom, and fits to width again, in the reader’s language', async () => {
    renderApp({ element: <Harness />, language: 'zh' });
    const zoomIn = await screen.findByRole('button', { name: '放大' });
    const zoomOut = screen.getByRole('button', { name: '缩小' });
    const fit = screen.getByRole('button', { name: '适合宽度' });
    const level = screen.getByTestId('pdf-zoom-level');
    expect(level.textContent).toBe('100%');
    expect(fit.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(zoomIn);
    fireEvent.click(zoomIn);
    expect(level.textContent).toBe('150%');
    expect(screen.getByTestId('zoom-value').textContent).toBe('1.5');
    expect(fit.getAttribute('aria-pressed')).toBe('false');

    for (let i = 0; i < ZOOM_STEPS.length; i += 1) fireEvent.click(zoomIn);
    expect(level.textContent).toBe('300%');
    expect(zoomIn.hasAttribute('disabled')).toBe(true);

    fireEvent.click(fit);
    expect(level.textContent).toBe('100%');
    for (let i = 0; i < ZOOM_STEPS.length; i += 1) fireEvent.click(zoomOut);
    expect(level.textContent).toBe('50%');
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
  });
});
