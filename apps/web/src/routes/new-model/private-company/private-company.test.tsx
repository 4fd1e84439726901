import {
  errorMessage,
  financialStatementRoutes,
  financialTaskRoutes,
  isLanguage,
  MAX_UPLOAD_FILE_BYTES,
  userRoutes,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_ID, TASK_ID, wireDocument, wireTask } from '../../../test/financial-fixture';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  wireUser,
} from '../../../test/local-api-server';
import { renderApp } from '../../../test/render-app';

const SECOND_TASK_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/**
 * A server that keeps `acme-2024.html`, refuses `locked.pdf` as password-protected (in the
 * language the client asked for), and answers the task polls from a script.
 */
async function startUploadApi(script: Record<string, unknown>[], retryScript: Record<string, unknown>[] = []) {
  let poll = 0;
  let retryPoll = 0;
  server = await startLocalApiServer((request: TRecordedRequest) => {
    const language = String(request.headers['accept-language'] ?? 'en');
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case financialStatementRoutes.upload.path: {
        const file = request.files[0];
        if (file?.name === 'locked.pdf') {
          const message = errorMessage('DOCUMENT_PASSWORD_PROTECTED', isLanguage(language) ? language : 'en');
          return { status: 422, body: failure(422, 'DOCUMENT_PASSWORD_PROTECTED', message) };
        }
        return {
          body: ok({
            document_id: DOCUMENT_ID,
            documents: [{ file_name: file?.name, document_id: DOCUMENT_ID, error: null }],
          }),
        };
      }
      case financialTaskRoutes.run.path: {
        const runs = server?.requests.filter((r) => r.path === financialTaskRoutes.run.path).length ?? 0;
        return { body: ok({ task_id: runs > 1 ? SECOND_TASK_ID : TASK_ID, status: 'pending' }) };
      }
      case financialTaskRoutes.status.path: {
        if (request.query.get('task_id') === SECOND_TASK_ID) {
          const answer = retryScript[Math.min(retryPoll, retryScript.length - 1)];
          retryPoll += 1;
          return { body: ok({ ...answer, task_id: SECOND_TASK_ID }) };
        }
        const answer = script[Math.min(poll, script.length - 1)];
        poll += 1;
        return { body: ok(answer) };
      }
      case financialTaskRoutes.cancel.path:
        poll = script.length; // the next polls answer the script's last state
        return { body: ok(wireTask('cancelled', { current_step: 'extracting', progress: 40 })) };
      case financialStatementRoutes.list.path:
        return { body: ok({ items: [wireDocument()], total: 1 }) };
      case financialStatementRoutes.info.path:
        return { body: ok(wireDocument()) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

function file(name: string, content = '<html><body><table></table></body></html>', type = 'text/html'): File {
  return new File([content], name, { type });
}

async function openPrivatePath(language: string, url: string): Promise<void> {
  renderApp({ path: '/models/new', language, baseUrl: url });
  fireEvent.click(screen.getByTestId('company-kind-private'));
  await screen.findByTestId('private-company');
}

describe('private company upload', () => {
  it('uploads each file alone with the company details first, shows a refused file’s reason in Spanish, and follows the other’s extraction step by step to review', async () => {
    const api = await startUploadApi([
      wireTask('pending'),
      wireTask('processing', { current_step: 'parsing', progress: 10 }),
      wireTask('processing', { current_step: 'extracting', progress: 35 }),
      wireTask('processing', { current_step: 'categorizing', progress: 60 }),
      wireTask('processing', { current_step: 'validating', progress: 85 }),
      wireTask('awaiting_audit', { current_step: 'validating', progress: 100 }),
    ]);
    await openPrivatePath('es', api.url);
    // The page asks nothing of the server before the upload.
    expect(api.requests.some((r) => r.path === financialStatementRoutes.upload.path)).toBe(false);

    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [file('acme-2024.html'), file('locked.pdf', '%PDF-1.7 encrypted', 'application/pdf')] },
    });
    expect(screen.getAllByTestId('upload-item').map((item) => item.dataset.phase)).toEqual(['selected', 'selected']);
    fireEvent.change(screen.getByTestId('upload-company-name'), { target: { value: 'Acme Tools Ltd' } });
    fireEvent.change(screen.getByTestId('upload-fiscal-year'), { target: { value: '20x4' } });
    expect((screen.getByTestId('upload-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Introduce un año de cuatro cifras entre 1900 y 2100.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('upload-fiscal-year'), { target: { value: '2024' } });
    fireEvent.click(screen.getByTestId('upload-submit'));

    // The refused file says why, in the reader's language; the other one goes on.
    const locked = await waitFor(() => {
      const item = screen.getAllByTestId('upload-item').find((element) => element.dataset.file === 'locked.pdf');
      expect(item?.dataset.phase).toBe('refused');
      return item as HTMLElement;
    });
    expect(within(locked).getByTestId('upload-error').textContent).toContain(
      errorMessage('DOCUMENT_PASSWORD_PROTECTED', 'es'),
    );

    const uploads = api.requests.filter((r) => r.path === financialStatementRoutes.upload.path);
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(String(upload.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
      // Text fields come before the file, as the server reads them.
      expect(upload.partNames).toEqual(['company_name', 'fiscal_year', 'file']);
      expect(upload.body).toEqual({ company_name: 'Acme Tools Ltd', fiscal_year: '2024' });
    }
    expect(uploads.map((upload) => upload.files[0]?.name).sort()).toEqual(['acme-2024.html', 'locked.pdf']);
    expect(uploads.find((upload) => upload.files[0]?.name === 'acme-2024.html')?.files[0]?.text).toContain('<table>');

    // The kept file's extraction: one step after another, then the way to the review.
    await waitFor(() => expect(screen.getByTestId('task-progress').dataset.step).toBe('categorizing'));
    expect(screen.getByTestId('task-step-parsing').dataset.state).toBe('done');
    expect(screen.getByTestId('task-step-extracting').dataset.state).toBe('done');
    expect(screen.getByTestId('task-step-categorizing').dataset.state).toBe('current');
    expect(screen.getByTestId('task-step-validating').dataset.state).toBe('waiting');
    expect(screen.getByTestId('task-status').textContent).toBe('Extrayendo');

    const review = await screen.findByTestId('task-review');
    expect(review.getAttribute('href')).toBe(`/documents/${DOCUMENT_ID}/audit`);
    expect(screen.getByTestId('task-status').textContent).toBe('Listo para revisar');
    expect(screen.getByRole('progressbar', { name: 'Progreso de la extracción' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    const runs = api.requests.filter((r) => r.path === financialTaskRoutes.run.path);
    expect(runs.map((r) => r.body)).toEqual([{ document_id: DOCUMENT_ID }]);
    // Polling stops once the task has settled.
    const polls = api.requests.filter((r) => r.path === financialTaskRoutes.status.path).length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.requests.filter((r) => r.path === financialTaskRoutes.status.path)).toHaveLength(polls);
  });

  it('refuses a file over the size limit without sending it, with the server’s own message', async () => {
    const api = await startUploadApi([wireTask('pending')]);
    await openPrivatePath('zh', api.url);
    const big = new File([new Uint8Array(MAX_UPLOAD_FILE_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [big] } });
    const item = screen.getByTestId('upload-item');
    expect(item.dataset.phase).toBe('refused');
    expect(within(item).getByTestId('upload-error').textContent).toContain(
      errorMessage('DOCUMENT_TOO_LARGE', 'zh', { limit_mb: 10 }),
    );
    expect((screen.getByTestId('upload-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(item).getByTestId('upload-remove'));
    expect(screen.queryByTestId('upload-item')).toBeNull();
  });

  it('cancels a running extraction and runs it again as a new task', async () => {
    const api = await startUploadApi(
      [
        wireTask('processing', { current_step: 'extracting', progress: 40 }),
        wireTask('cancelled', { current_step: 'extracting', progress: 40 }),
      ],
      [
        wireTask('processing', { current_step: 'validating', progress: 90 }),
        wireTask('awaiting_audit', { current_step: 'validating', progress: 100 }),
      ],
    );
    await openPrivatePath('en', api.url);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file('acme-2024.html')] } });
    fireEvent.click(screen.getByTestId('upload-submit'));

    fireEvent.click(await screen.findByTestId('task-cancel'));
    await waitFor(() => expect(screen.getByTestId('task-status').textContent).toBe('Cancelled'));
    expect(api.requests.find((r) => r.path === financialTaskRoutes.cancel.path)?.body).toEqual({ task_id: TASK_ID });
    expect(screen.getByText('The extraction was cancelled. Nothing it found was kept.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('task-retry'));
    await screen.findByTestId('task-review');
    expect(api.requests.filter((r) => r.path === financialTaskRoutes.run.path)).toHaveLength(2);
    expect(api.requests.some((r) => r.query.get('task_id') === SECOND_TASK_ID)).toBe(true);
  });
});
