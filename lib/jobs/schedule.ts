import "server-only";

// The server's background jobs run once at start and then on an interval, in every instance. Each
// job logs its own failures (its run never rejects); the schedule only keeps time.

export interface Schedule {
  /** Starts the interval and returns the first run; while started, a second start does nothing. */
  start(intervalMs: number): Promise<void>;
  stop(): void;
}

export function everyInterval(run: () => Promise<void>): Schedule {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start(intervalMs) {
      if (timer) return Promise.resolve();
      timer = setInterval(() => void run(), intervalMs);
      // The schedule never keeps a process alive on its own (scripts, tests, shutdown).
      timer.unref?.();
      return run();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
