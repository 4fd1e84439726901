import {
  errorMessage,
  FILE_LIMITS,
  type fileRoutes,
  type TErrorCode,
  type TLanguage,
  type TRouteOutput,
} from '@app/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { files } from '../db/schema.js';
import { cleanFileName } from '../financial/create-document.js';
import {
  documentFailureParams,
  readFailureOf,
  WORKER_FAILURE_CODES,
  workerFailureOf,
} from '../financial/extraction.js';
import type { TUploadedFile } from '../routes/register-route.js';
import { uploadRefusal } from '../routes/upload-refusal.js';
import type { FileDeps } from './file-deps.js';
import { storeFile, type TFileRow } from './file-store.js';
import { fileViews } from './file-view.js';
import { assertCanHoldItems, getOwnedFolder } from './get-owned-file.js';

/** The catalogue error of each reason `inspectFile` refuses a file. */
const REFUSAL_CODES: Record<string, TErrorCode> = {
  unsupported_type: 'FILE_UNSUPPORTED_TYPE',
  corrupt: 'DOCUMENT_CORRUPT',
  password_protected: 'DOCUMENT_PASSWORD_PROTECTED',
  too_many_pages: 'DOCUMENT_TOO_MANY_PAGES',
  too_large: 'FILE_TOO_LARGE',
};

/**
 * Stores the files of one upload in a folder, each looked at in an inspection worker (its bytes
 * decide its type, never its name) and kept or refused on its own; a name the folder holds gets a
 * number. A request refused as a whole (too many files, a broken form) deletes what it stored.
 * When every file is refused, the request fails with the first file's error.
 * @throws AppError `NOT_FOUND`, `FILE_NOT_A_FOLDER`, `FILE_KNOWLEDGE_BASE_FOLDER` for the folder
 */
export async function uploadFiles(
  deps: FileDeps,
  ownerId: string,
  upload: { files: AsyncIterable<TUploadedFile>; input(): { parent_id?: string | undefined } },
  language: TLanguage,
): Promise<TRouteOutput<typeof fileRoutes.upload>> {
  const outcomes: { fileName: string; row: TFileRow | null; code: TErrorCode | null }[] = [];
  let parentId: string | null | undefined;
  try {
    for await (const file of upload.files) {
      if (parentId === undefined) {
        // The folder comes before the files in the form: checked before the first file is stored.
        const parent = await getOwnedFolder(deps.db, ownerId, upload.input().parent_id);
        assertCanHoldItems(parent);
        parentId = parent?.id ?? null;
      }
      const fileName = cleanFileName(unescapedFormName(file.fileName));
      const stored = await storeUploadedFile(deps, ownerId, parentId, fileName, file.bytes);
      outcomes.push({ fileName, ...stored });
    }
  } catch (error) {
    const kept = outcomes.flatMap((outcome) => (outcome.row ? [outcome.row.id] : []));
    if (kept.length > 0) await deps.db.delete(files).where(inArray(files.id, kept));
    throw uploadRefusal(error, FILE_LIMITS.uploadFiles);
  }
  const first = outcomes[0];
  if (!first) throw new AppError('NO_FILE');
  if (outcomes.every((outcome) => !outcome.row))
    throw new AppError(first.code ?? 'BAD_REQUEST', { params: paramsOf(first.code) });
  const views = new Map(
    (
      await fileViews(
        deps.db,
        outcomes.flatMap((o) => (o.row ? [o.row] : [])),
      )
    ).map((v) => [v.id, v]),
  );
  return {
    files: outcomes.map(({ fileName, row, code }) => ({
      file_name: fileName,
      file: row ? (views.get(row.id) ?? null) : null,
      error: code ? { code, message: errorMessage(code, language, paramsOf(code)) } : null,
    })),
  };
}

async function storeUploadedFile(
  deps: FileDeps,
  ownerId: string,
  parentId: string | null,
  fileName: string,
  bytes: Buffer | null,
): Promise<{ row: TFileRow | null; code: TErrorCode | null }> {
  if (!bytes) return { row: null, code: 'FILE_TOO_LARGE' };
  if (bytes.length === 0) return { row: null, code: 'DOCUMENT_EMPTY' };
  let inspected: Awaited<ReturnType<FileDeps['inspectFile']>>;
  try {
    inspected = await deps.inspectFile(bytes);
  } catch (error) {
    const reason = readFailureOf(error);
    if (reason) return { row: null, code: REFUSAL_CODES[reason] ?? 'FILE_UNSUPPORTED_TYPE' };
    const failure = workerFailureOf(error);
    if (failure) return { row: null, code: WORKER_FAILURE_CODES[failure] };
    throw error;
  }
  try {
    const row = await storeFile(deps.db, ownerId, {
      parentId,
      name: fileName,
      bytes,
      type: inspected.kind,
      sourceType: 'local',
      sha256: inspected.sha256,
    });
    return { row, code: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_LIMIT_REACHED') return { row: null, code: error.code };
    throw error;
  }
}

/**
 * Browsers escape `"`, CR and LF in a multipart file name as `%22`, `%0D` and `%0A` (WHATWG's
 * form encoding) and busboy leaves them so: a file named `a"b.html` arrives as `a%22b.html`.
 * CR and LF are then dropped with the other control characters.
 */
function unescapedFormName(name: string | undefined): string | undefined {
  return name?.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

function paramsOf(code: TErrorCode | null): Record<string, number> | undefined {
  if (code === 'FILE_TOO_LARGE') return { limit_mb: FILE_LIMITS.uploadFileBytes / (1024 * 1024) };
  if (code === 'TOO_MANY_FILES') return { max: FILE_LIMITS.uploadFiles };
  if (code === 'FILE_LIMIT_REACHED') return { max: FILE_LIMITS.itemsPerUser };
  return documentFailureParams(code);
}
