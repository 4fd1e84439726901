/**
 * One call's abort signal: the caller's (stop) or our time limit, whichever comes first. `touch()`
 * restarts the limit, so a stream that keeps sending never times out, one that goes quiet does.
 * @internal
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private hasTimedOut = false;

  constructor(
    readonly timeoutMs: number,
    private readonly callerSignal: AbortSignal | undefined,
  ) {
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.controller.signal]) : this.controller.signal;
    this.touch();
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.hasTimedOut = true;
      this.controller.abort(new DOMException('The model provider did not answer in time', 'TimeoutError'));
    }, this.timeoutMs);
    this.timer.unref?.();
  }

  isTimedOut = (): boolean => this.hasTimedOut;
  isAborted = (): boolean => this.callerSignal?.aborted === true;

  dispose(): void {
    clearTimeout(this.timer);
  }
}
