import { errorMessage, financialStatementRoutes, financialTaskRoutes, MAX_UPLOAD_FILE_BYTES } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { DocumentKeys } from '../../../api/financial';
import { useServices } from '../../../app/services-context';
import { currentLanguage } from '../../../i18n/i18n';

/** How many files are sent at once: the others wait their turn. */
export const UPLOAD_CONCURRENCY = 3;

/** Where one chosen file stands: chosen, being sent, refused (and why), or kept as a document. */
export type TUploadItem = {
  key: string;
  file: File;
  phase: 'selected' | 'uploading' | 'refused' | 'uploaded';
  /** Why the file was refused, or why its extraction could not start, in the user's language. */
  error: string | null;
  documentId: string | null;
  /** The extraction task, once started. */
  taskId: string | null;
  isStarting: boolean;
};

/** What the user says about the company for every file of an upload. */
export type TUploadDetails = { companyName?: string; fiscalYear?: number };

/**
 * The files of the private-company upload. Each file is sent in a request of its own (so each one
 * succeeds or is refused on its own, with the server's reason), a few at a time; a kept file's
 * extraction starts at once. A file over the size limit is refused here with the server's own
 * message, without sending it.
 */
export function useDocumentUploads() {
  const { api, i18n } = useServices();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<TUploadItem[]>([]);
  const nextKey = useRef(1);

  function patch(key: string, change: Partial<TUploadItem>): void {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function add(files: readonly File[]): void {
    const tooLarge = errorMessage('DOCUMENT_TOO_LARGE', currentLanguage(i18n), {
      limit_mb: MAX_UPLOAD_FILE_BYTES / 1024 / 1024,
    });
    setItems((current) => {
      const known = new Set(current.filter((item) => item.phase === 'selected').map((item) => identity(item.file)));
      const added = files
        .filter((file) => !known.has(identity(file)))
        .map(
          (file): TUploadItem => ({
            key: `file-${nextKey.current++}`,
            file,
            phase: file.size > MAX_UPLOAD_FILE_BYTES ? 'refused' : 'selected',
            error: file.size > MAX_UPLOAD_FILE_BYTES ? tooLarge : null,
            documentId: null,
            taskId: null,
            isStarting: false,
          }),
        );
      return [...current, ...added];
    });
  }

  function remove(key: string): void {
    setItems((current) => current.filter((item) => item.key !== key));
  }

  /** Sends every chosen file, then starts the extraction of each kept one. */
  async function uploadAll(details: TUploadDetails): Promise<void> {
    const queue = items.filter((item) => item.phase === 'selected');
    for (const item of queue) patch(item.key, { phase: 'uploading', error: null });
    const workers = Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await uploadOne(item, details);
    });
    await Promise.all(workers);
    void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
  }

  async function uploadOne(item: TUploadItem, details: TUploadDetails): Promise<void> {
    const documentId = await send(item, details);
    if (documentId) await start(item.key, documentId);
  }

  /** One file in one request: its new document's id, or null when it was refused. */
  async function send(item: TUploadItem, details: TUploadDetails): Promise<string | null> {
    try {
      const answer = await api.upload(financialStatementRoutes.upload, details, [item.file]);
      const outcome = answer.documents[0];
      if (outcome?.error || !outcome?.documentId) {
        patch(item.key, { phase: 'refused', error: outcome?.error?.message ?? null });
        return null;
      }
      patch(item.key, { phase: 'uploaded', documentId: outcome.documentId });
      return outcome.documentId;
    } catch (error) {
      // A refusal names its reason; a network failure has raised its own toast.
      patch(item.key, { phase: 'refused', error: error instanceof ApiError ? error.message : null });
      return null;
    }
  }

  /** Starts the extraction of an uploaded file (also the retry when starting failed). */
  async function start(key: string, documentId: string): Promise<void> {
    patch(key, { isStarting: true, error: null });
    try {
      const task = await api.request(financialTaskRoutes.run, { documentId });
      patch(key, { taskId: task.taskId, isStarting: false });
    } catch (error) {
      patch(key, { isStarting: false, error: error instanceof ApiError ? error.message : null });
    }
  }

  return { items, add, remove, uploadAll, start };
}

function identity(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
