import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes this process the single owner of a data folder: two servers writing one PGlite folder
 * would corrupt it, and PGlite itself takes no lock. A lock left by a process that died is taken over.
 * @throws when another live process holds the folder.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
  const owner = readOwner(lockFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another Intrinsic server (process ${owner}). Stop it, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
