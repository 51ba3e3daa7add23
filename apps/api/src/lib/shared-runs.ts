/** Runs of an expensive read that concurrent callers share (see sharedRuns). */
export interface SharedRuns<T> {
  /** The running load of `key` if there is one, otherwise a new one that others may join. */
  run(key: string, load: () => Promise<T>): Promise<T>;
  /** Later callers start a fresh run even while one is in flight (after a write that changes the result). */
  forget(): void;
}

/**
 * Lets concurrent callers of the same expensive read share one run: while the load of a key is in
 * flight, further callers get its promise instead of starting their own. Nothing is kept once the
 * run has settled, so a caller that comes later always starts afresh: this is no cache, and what
 * a caller gets is at most as old as the run it joined (begun at most one run's time before it
 * asked). Twenty staff opening the dashboard at once cost the database one dashboard, not twenty.
 * A failed run fails every caller that joined it.
 */
export function sharedRuns<T>(): SharedRuns<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, load) {
      const current = running.get(key);
      if (current) return current;
      const started = load().finally(() => {
        if (running.get(key) === started) running.delete(key);
      });
      running.set(key, started);
      return started;
    },
    forget() {
      running.clear();
    },
  };
}
