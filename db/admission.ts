/**
 * Admission of API requests to the database, first come first served.
 *
 * PGlite runs one statement at a time. When hundreds of requests each issue a
 * handful of statements, their statements interleave and every request finishes
 * late; under a 200-client soak some waited over 30 s. Letting a few requests
 * at a time use the database, in arrival order, keeps each request's
 * statements together and bounds the wait by the queue ahead of it. A request
 * takes its place when it first asks for the database (so a slow upload does
 * not hold one) and gives it back when its answer is ready.
 */
export class ServerBusyError extends Error {
  // Checked by code, not instanceof: Next bundles this module once per route.
  readonly code = SERVER_BUSY;
  constructor() {
    super("The server is busy. Please try again shortly.");
  }
}

export const SERVER_BUSY = "SERVER_BUSY";

interface Waiter {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly limit: number,
    /** Beyond this many waiting requests, new ones are refused at once. */
    readonly maxWaiting: number,
    /** A request waiting longer than this is refused rather than left hanging. */
    readonly maxWaitMs: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  enter(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new ServerBusyError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ServerBusyError());
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the place straight to the longest waiter, so none can be overtaken. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else {
      this.active = Math.max(0, this.active - 1);
    }
  }
}
