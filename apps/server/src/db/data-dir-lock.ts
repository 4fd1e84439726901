import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds a data folder: the process, when it started (so a later process with its PID is told apart), a token of its own. */
type TLockOwner = { pid: number; startedAt: string | null; token: string };

/** A lock file being written (created, its content not yet there) is left alone this long. */
const WRITING_GRACE_MS = 10_000;

/**
 * Makes this process the single owner of a data folder: two servers writing one PGlite folder
 * would corrupt it, and PGlite itself takes no lock. The lock file is created with `open(…, 'wx')`
 * (`O_CREAT | O_EXCL`), so of two servers starting at once exactly one creates it. It names the
 * process, its start time (`/proc/<pid>/stat` and the boot id, on Linux) and a random token: a
 * lock is held while that process runs, and a lock whose PID now belongs to another process (the
 * server died and the PID was reused) or to no process is stale, moved away and taken over.
 * @returns the release, which removes the lock only while it is still this call's
 * @throws when another live server (this process included) holds the folder
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
  const own: TLockOwner = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  const content = JSON.stringify(own);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(lockFile, content)) {
      return () => {
        if (readText(lockFile) === content) rmSync(lockFile, { force: true });
      };
    }
    const held = readText(lockFile);
    if (held === undefined) continue; // removed meanwhile
    const owner = parseOwner(held);
    if (owner ? isHolding(owner) : isBeingWritten(lockFile)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Intrinsic server (process ${owner?.pid ?? 'starting'}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    moveAwayStale(lockFile, held, own.token);
  }
  throw new Error(`The lock ${lockFile} kept changing; is another Intrinsic server starting?`);
}

/**
 * When a process started, as `<boot id>:<start time in clock ticks>` (Linux `/proc`), or null where
 * there is no `/proc`: then a live PID is taken to be the owner.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19]; // field 22
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${bootId}:${startTicks}` : null;
  } catch {
    return null;
  }
}

function createExclusively(lockFile: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The owner a lock file names; a bare PID is the lock of a build before start times were kept. */
function parseOwner(text: string): TLockOwner | undefined {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), startedAt: null, token: '' };
  try {
    const value = JSON.parse(text) as Partial<TLockOwner>;
    if (!Number.isInteger(value.pid)) return undefined;
    return { pid: value.pid as number, startedAt: value.startedAt ?? null, token: String(value.token ?? '') };
  } catch {
    return undefined;
  }
}

/** The named process runs, and is the one that wrote the lock (same start time, where it can be told). */
function isHolding(owner: TLockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (owner.startedAt === null) return true;
  const startedAt = processStartTime(owner.pid);
  return startedAt === null || startedAt === owner.startedAt;
}

/** An unreadable lock just created: its writer is between `open` and `write`. */
function isBeingWritten(lockFile: string): boolean {
  try {
    return Date.now() - statSync(lockFile).mtimeMs < WRITING_GRACE_MS;
  } catch {
    return false;
  }
}

/**
 * Moves a stale lock away (a rename is atomic), then checks that what moved is the lock judged
 * stale: when another server replaced it in between, its lock is linked back.
 */
function moveAwayStale(lockFile: string, judged: string, token: string): void {
  const aside = `${lockFile}.stale-${token}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== judged) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // A third server created a lock meanwhile; it holds the folder.
    }
  }
  rmSync(aside, { force: true });
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
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
