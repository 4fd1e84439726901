import { errorMessage, FILE_LIMITS } from '@app/contract';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { useUploadFiles } from '../../api/files';
import { useServices } from '../../app/services-context';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** A file that was not stored, and why (in the UI language); `id` tells apart two files of one name. */
export type TRefusedFile = { id: number; fileName: string; message: string };

/**
 * Uploads files into a folder, at most `FILE_LIMITS.uploadFiles` per request, one request after the
 * other. A file over the size limit is refused here, without sending it; the server refuses the
 * rest on their own (their type is told from their bytes). Says how many were stored, and lists
 * the refused ones with their reasons.
 */
export function useUpload(parentId: string | null) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const upload = useUploadFiles();
  const [refused, setRefused] = useState<readonly TRefusedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  async function start(files: readonly File[]): Promise<void> {
    if (files.length === 0 || isUploading) return;
    const language = currentLanguage(i18n);
    const tooLarge = errorMessage('FILE_TOO_LARGE', language, { limit_mb: FILE_LIMITS.uploadFileBytes / 1024 / 1024 });
    const problems: Omit<TRefusedFile, 'id'>[] = files
      .filter((file) => file.size > FILE_LIMITS.uploadFileBytes)
      .map((file) => ({ fileName: file.name, message: tooLarge }));
    const sendable = files.filter((file) => file.size <= FILE_LIMITS.uploadFileBytes);
    let stored = 0;
    setIsUploading(true);
    try {
      for (let start = 0; start < sendable.length; start += FILE_LIMITS.uploadFiles) {
        const batch = sendable.slice(start, start + FILE_LIMITS.uploadFiles);
        try {
          const result = await upload.mutateAsync({ parentId, files: batch });
          for (const outcome of result.files) {
            if (outcome.file) stored += 1;
            else problems.push({ fileName: outcome.fileName, message: outcome.error?.message ?? '' });
          }
        } catch (error) {
          // Every file of the request was refused: the server gives the first one's reason.
          if (!(error instanceof ApiError)) throw error;
          problems.push(
            ...batch.map((file, index) => ({
              fileName: file.name,
              message: index === 0 ? error.message : t('knowledge:files.upload.notStored'),
            })),
          );
        }
      }
    } finally {
      setIsUploading(false);
      // The list is replaced whole, so its order numbers each entry for good.
      setRefused(problems.map((problem, id) => ({ ...problem, id })));
    }
    if (stored > 0) toasts.show('success', t('knowledge:files.upload.stored', { count: stored }));
  }

  function dismiss(): void {
    setRefused([]);
  }

  return { start, isUploading, refused, dismiss };
}
