import { useEffect, useRef, useState } from 'react';
import { useDocumentFile } from '../../../api/financial';
import { buttonClass } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { openPdf, type PDFDocumentProxy } from './pdfjs';
import { FIT_WIDTH, ZoomControls } from './zoom-controls';

/**
 * The pages of the uploaded PDF a statement was read from, drawn by pdf.js in the browser. Opens at
 * the statement's first page; the arrows move through the whole document. The page opens fitted to
 * the panel's width and zooms in and out (`ZoomControls`), scrolling inside its box when larger.
 */
export function PdfPages({
  documentId,
  firstPage,
  lastPage,
}: {
  documentId: string;
  firstPage: number;
  lastPage: number;
}) {
  const { t } = useAppTranslation();
  const file = useDocumentFile(documentId);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(firstPage);
  const [zoom, setZoom] = useState(FIT_WIDTH);

  useEffect(() => setPageNumber(firstPage), [firstPage]);

  useEffect(() => {
    if (!file.data) return;
    const opened = openPdf(file.data);
    let isCurrent = true;
    opened.promise.then(
      (loaded) => isCurrent && setPdf(loaded),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
      setPdf(null);
      void opened.destroy();
    };
  }, [file.data]);

  function previous(): void {
    setPageNumber((page) => Math.max(1, page - 1));
  }

  function next(): void {
    setPageNumber((page) => Math.min(pdf?.numPages ?? page, page + 1));
  }

  if (file.isError || failed) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('documents:source.renderFailed')}
      </p>
    );
  }
  if (!pdf) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('documents:source.loading')}
      </p>
    );
  }
  const isStatementPage = pageNumber >= firstPage && pageNumber <= lastPage;
  return (
    <div className="flex flex-col gap-2" data-testid="pdf-pages">
      <div className="flex items-center justify-between gap-2 text-xs text-ink-muted">
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={previous}
          disabled={pageNumber <= 1}
          data-testid="pdf-previous"
        >
          {t('documents:source.previous')}
        </button>
        <span className="tabular-nums" data-testid="pdf-page-number" aria-live="polite">
          {t('documents:source.page', { page: pageNumber, count: pdf.numPages })}
          {isStatementPage ? null : <span className="ml-1 text-warning">{t('documents:source.otherPage')}</span>}
        </span>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={next}
          disabled={pageNumber >= pdf.numPages}
          data-testid="pdf-next"
        >
          {t('documents:source.next')}
        </button>
      </div>
      <div className="flex justify-end">
        <ZoomControls zoom={zoom} onChange={setZoom} />
      </div>
      <PdfPageCanvas key={pageNumber} pdf={pdf} pageNumber={pageNumber} zoom={zoom} />
    </div>
  );
}

/** One page drawn to a canvas `zoom` times as wide as its box, sharp on high-density screens. */
function PdfPageCanvas({ pdf, pageNumber, zoom }: { pdf: PDFDocumentProxy; pageNumber: number; zoom: number }) {
  const { t } = useAppTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    let cancel: (() => void) | null = null;
    let isCurrent = true;
    setState('drawing');
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        const canvas = canvasRef.current;
        const width = (boxRef.current?.clientWidth || 600) * zoom;
        if (!canvas || !isCurrent) return;
        const density = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * density });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / density)}px`;
        const task = page.render({ canvas, viewport });
        cancel = () => task.cancel();
        await task.promise;
        if (isCurrent) setState('drawn');
      } catch {
        if (isCurrent) setState('failed');
      }
    })();
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [pdf, pageNumber, zoom]);

  return (
    <div ref={boxRef} className="relative max-h-[80vh] w-full overflow-auto rounded border border-line bg-white">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('documents:source.pageImage', { page: pageNumber })}
        data-testid="pdf-canvas"
        data-page={pageNumber}
        data-state={state}
        data-zoom={zoom}
        className="block max-w-none"
      />
      {state === 'failed' ? (
        <p role="alert" className="p-3 text-sm text-danger">
          {t('documents:source.renderFailed')}
        </p>
      ) : null}
    </div>
  );
}
