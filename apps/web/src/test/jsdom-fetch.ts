import { Blob as NodeBlob } from 'node:buffer';

/**
 * Node's `fetch` does not know jsdom's `FormData` and `File` (it would send "[object FormData]"),
 * so an upload from a component test is rebuilt with Node's own classes, file names and types
 * kept, as a browser would send it. Every other request passes through untouched.
 */
export const jsdomFetch: typeof fetch = async (input, init) => {
  const body = init?.body;
  if (!(body instanceof FormData)) return fetch(input, init);
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const form = new NodeFormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new NodeBlob([await readBytes(value)], { type: value.type }) as Blob, value.name);
  }
  return fetch(input, { ...init, body: form });
};

/** The bytes of a jsdom `File` (jsdom has no `Blob.arrayBuffer`, only `FileReader`). */
function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
