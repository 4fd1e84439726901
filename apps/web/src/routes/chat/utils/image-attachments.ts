import { detectImageType, IMAGE_LIMITS, type TChatImageType, type TValidationMessageKey } from '@app/contract';

/** An image ready to send: its bytes in base64 (no `data:` prefix) and a data URL to preview. */
export type TImageAttachment = { id: string; name: string; type: TChatImageType; base64: string; dataUrl: string };

/** What became of the files picked: the images to add, and the first problem (a catalogue key). */
export type TAttachResult = { added: TImageAttachment[]; problem: TValidationMessageKey | null };

/**
 * Checks picked files as the server will (the contract's limits and signatures): at most
 * `IMAGE_LIMITS.maxCount` images in all, each at most 5 MB, recognised by its first bytes. Files
 * that pass are read; the first problem met is reported, and the files after the limit are left out.
 */
export async function attachImages(files: readonly File[], alreadyAttached: number): Promise<TAttachResult> {
  const added: TImageAttachment[] = [];
  let problem: TValidationMessageKey | null = null;
  for (const file of files) {
    if (alreadyAttached + added.length >= IMAGE_LIMITS.maxCount) {
      problem ??= 'image_too_many';
      break;
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      problem ??= 'image_too_large';
      continue;
    }
    let dataUrl: string;
    try {
      dataUrl = await readDataUrl(file);
    } catch {
      problem ??= 'image_processing_failed';
      continue;
    }
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    const type = detectImageType(headBytes(base64));
    if (!type) {
      problem ??= 'image_unsupported_format';
      continue;
    }
    // The preview names the format the bytes are, not the one the file name claims.
    added.push({
      id: `${file.name}-${file.size}-${added.length}-${alreadyAttached}`,
      name: file.name,
      type,
      base64,
      dataUrl: `data:${type};base64,${base64}`,
    });
  }
  return { added, problem };
}

/** The first 18 bytes of base64 data (enough for every signature). */
function headBytes(base64: string): Uint8Array {
  const binary = globalThis.atob(base64.slice(0, 24));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A file as a data URL (FileReader: jsdom has no `Blob.arrayBuffer`). */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
