import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** The zoom steps of a source page, as multiples of the page drawn as wide as its box (fit to width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
/** Fit to width: the page as wide as the panel. */
export const FIT_WIDTH = 1;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] as number;

/** The next zoom step in a direction; stays at the last step at either end. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? zoom;
  return ZOOM_STEPS.findLast((step) => step < zoom - 1e-9) ?? zoom;
}

/**
 * Zoom out, the zoom as a percentage of the panel's width, zoom in, and fit to width: the source
 * page of an audit is read at the size the user needs, scrolled inside its box when it is larger.
 */
export function ZoomControls({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t, i18n } = useAppTranslation();
  const percent = formatFigure(zoom, 'percent', currentLanguage(i18n), { digits: 0 });
  const isFit = Math.abs(zoom - FIT_WIDTH) < 1e-9;

  function handleZoomOut(): void {
    onChange(nextZoom(zoom, -1));
  }

  function handleZoomIn(): void {
    onChange(nextZoom(zoom, 1));
  }

  function handleFit(): void {
    onChange(FIT_WIDTH);
  }

  return (
    <fieldset className="inline-flex items-center gap-1 text-xs" data-testid="pdf-zoom">
      <legend className="sr-only">{t('documents:source.zoom.label')}</legend>
      <button
        type="button"
        className={BUTTON_CLASS}
        onClick={handleZoomOut}
        disabled={zoom <= MIN_ZOOM}
        aria-label={t('documents:source.zoom.out')}
        title={t('documents:source.zoom.out')}
        data-testid="pdf-zoom-out"
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="w-12 text-center tabular-nums text-ink" aria-live="polite" data-testid="pdf-zoom-level">
        {percent}
      </output>
      <button
        type="button"
        className={BUTTON_CLASS}
        onClick={handleZoomIn}
        disabled={zoom >= MAX_ZOOM}
        aria-label={t('documents:source.zoom.in')}
        title={t('documents:source.zoom.in')}
        data-testid="pdf-zoom-in"
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className={`${BUTTON_CLASS} px-2`}
        onClick={handleFit}
        aria-pressed={isFit}
        data-testid="pdf-zoom-fit"
      >
        {t('documents:source.zoom.fit')}
      </button>
    </fieldset>
  );
}

const BUTTON_CLASS =
  'min-w-7 rounded-md border border-line bg-surface px-1.5 py-1 text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-surface-muted';
