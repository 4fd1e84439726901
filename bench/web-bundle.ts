import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';

/** Size of the built web app (run `npm run build` first), raw and gzipped, by file type. */
export function benchWebBundle(): void {
  const totals = new Map<string, { raw: number; gzip: number; files: number }>();
  for (const file of walk(DIST)) {
    const type = file.split('.').pop() ?? 'other';
    const content = readFileSync(file);
    const total = totals.get(type) ?? { raw: 0, gzip: 0, files: 0 };
    total.raw += content.length;
    total.gzip += gzipSync(content).length;
    total.files += 1;
    totals.set(type, total);
  }
  if (totals.size === 0) throw new Error(`${DIST} is empty: run npm run build first`);
  for (const [type, total] of [...totals].sort()) {
    console.info(
      `web bundle ${type.padEnd(5)} ${String(total.files).padStart(3)} files  ${kib(total.raw)} KiB raw  ${kib(total.gzip)} KiB gzip`,
    );
  }
}

function* walk(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
