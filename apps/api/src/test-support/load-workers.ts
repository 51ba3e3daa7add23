/** What a call answered: its HTTP status (0 when no answer came, the connection broke) and body. */
export interface HttpAnswer {
  status: number;
  body: string;
}

/** One answer a worker got and when it came (Date.now()). */
export interface LoadAnswer {
  status: number;
  at: number;
}

export interface Load {
  /** Every answer in the order it came. */
  answers: LoadAnswer[];
  /** Answers by status, only those that came in [from, to) when given. */
  statuses(from?: number, to?: number): Record<number, number>;
  /** Lets every worker finish its call in flight and resolves when all have (rejects on a worker's error). */
  stop(): Promise<void>;
}

/**
 * Workers that repeat one call until stopped (or until the call returns null: nothing left to
 * send), with every answer they got, so a fault test can say what the clients saw before, during
 * and after the fault. `call` returns the status it got; a transport failure is status 0.
 */
export function startLoad(options: {
  workers: number;
  pauseMs: number;
  call: (worker: number) => Promise<number | null>;
}): Load {
  const answers: LoadAnswer[] = [];
  let running = true;
  const workers = Array.from({ length: options.workers }, async (_, worker) => {
    while (running) {
      const status = await options.call(worker);
      if (status === null) return;
      answers.push({ status, at: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  });
  const finished = Promise.all(workers);
  // A worker's error is reported by stop(), not as an unhandled rejection before it.
  finished.catch(() => {});
  return {
    answers,
    statuses(from = 0, to = Number.POSITIVE_INFINITY) {
      const counts: Record<number, number> = {};
      for (const answer of answers) {
        if (answer.at >= from && answer.at < to) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      }
      return counts;
    },
    async stop() {
      running = false;
      await finished;
    },
  };
}

/** The statuses in `counts` that are not in `expected`. */
export function unexpectedStatuses(counts: Record<number, number>, expected: readonly number[]): number[] {
  return Object.keys(counts)
    .map(Number)
    .filter((status) => !expected.includes(status));
}

/** How many answers in `counts` have a status in `statuses`. */
export function countOf(counts: Record<number, number>, statuses: readonly number[]): number {
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}
