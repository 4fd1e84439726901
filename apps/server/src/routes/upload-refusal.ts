import { AppError } from '../app-error.js';

/**
 * What an upload route answers when reading its form failed: multipart's own limits and a body
 * that is no form (thrown while `registerUploadRoute`'s files are read) as catalogue errors, naming
 * the route's `maxFiles`; anything else as is.
 */
export function uploadRefusal(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('TOO_MANY_FILES', { params: { max: maxFiles }, cause: error });
  if (code === 'FST_FIELDS_LIMIT') return new AppError('BAD_REQUEST', { cause: error });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('NO_FILE', { cause: error });
  return error;
}
