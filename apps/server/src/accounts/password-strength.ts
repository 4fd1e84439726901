import { Worker } from 'node:worker_threads';
import { ZodError } from 'zod';

/**
 * The lowest zxcvbn score a new password may have: 3 is "safely unguessable" (about 10^8 guesses or
 * more, offline against a slow hash like ours), and it refuses common passwords however they are
 * dressed up (`Passw0rd!`, `Qwerty123!`, `Summer2024!`).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only this many first characters are scored: a check's time grows fast with the length (a
 * 128-character repeat takes a second), and a password whose first 64 characters are strong is.
 */
const SCORED_LENGTH = 64;

/** The checker's thread ends after this long without a check (its dictionaries take memory). */
const IDLE_MS = 60_000;

type TReply = { id: number; score?: number; error?: string };
type TPending = { resolve(score: number): void; reject(error: Error): void };

/**
 * One worker thread that scores passwords with zxcvbn-ts and its common-password and English
 * dictionaries, offline; started on the first check, ended when idle. It never keeps the process
 * alive, and a dead worker fails the checks it had and is started again by the next one.
 */
class PasswordScorer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, TPending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  score(password: string, userInputs: string[]): Promise<number> {
    const worker = this.worker ?? this.start();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password: password.slice(0, SCORED_LENGTH), userInputs });
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./password-strength-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: TReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.score !== undefined) waiting?.resolve(reply.score);
      else waiting?.reject(new Error(`password check failed: ${reply.error ?? 'no score'}`));
      if (this.pending.size === 0) this.idleTimer = setTimeout(() => void this.stop(worker), IDLE_MS).unref();
    });
    worker.on('error', (error: Error) => this.fail(worker, error));
    worker.on('exit', (code: number) => this.fail(worker, new Error(`password checker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private async stop(worker: Worker): Promise<void> {
    if (this.worker !== worker || this.pending.size > 0) return;
    this.worker = null;
    await worker.terminate();
  }

  /** The current worker failed: so do its checks. (An idle worker that was stopped had none.) */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

const scorer = new PasswordScorer();

/**
 * Refuses a new password that is common or easy to guess (zxcvbn score below 3), also counting the
 * user's own email and nickname as guessable words. The refusal is a validation error on `field`
 * (`password_weak`, in five languages), like the contract's own password rule.
 *
 * @throws ZodError with one `password_weak` issue at `field`
 * @example await assertStrongPassword('Passw0rd!', 'password', ['ana@example.com', 'Ana']); // throws
 */
export async function assertStrongPassword(password: string, field: string, userInputs: string[]): Promise<void> {
  const score = await scorer.score(password, guessableWords(userInputs));
  if (score >= MIN_PASSWORD_SCORE) return;
  throw new ZodError([{ code: 'custom', message: 'password_weak', path: [field], input: undefined }]);
}

/** The inputs and their words (`ana.lee@example.com` gives `ana.lee@example.com`, `ana`, `lee`, `example`, `com`). */
function guessableWords(userInputs: string[]): string[] {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(words.filter((word) => word.length >= 3))];
}
