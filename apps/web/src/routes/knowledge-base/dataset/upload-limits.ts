import { KB_LIMITS } from '@app/contract';

/** What an upload sends, and what it leaves out before sending (the server's limits, known here). */
export type TUploadPlan = {
  /** At most `KB_LIMITS.uploadFiles` files of at most `KB_LIMITS.uploadFileBytes` each. */
  files: File[];
  /** Files over the size limit: the server would refuse them, so they are not sent. */
  tooLarge: File[];
  /** Files beyond the per-upload count, in the order given. */
  overCount: File[];
};

/** Splits dropped or chosen files into those sent and those left out, keeping their order. */
export function planUpload(files: readonly File[]): TUploadPlan {
  const tooLarge = files.filter((file) => file.size > KB_LIMITS.uploadFileBytes);
  const fitting = files.filter((file) => file.size <= KB_LIMITS.uploadFileBytes);
  return {
    files: fitting.slice(0, KB_LIMITS.uploadFiles),
    tooLarge,
    overCount: fitting.slice(KB_LIMITS.uploadFiles),
  };
}
