/**
 * What the modules know of background work: a job's definition and the queue they send to. The
 * queue itself (pg-boss) is the ops floor's (jobs/job-queue.ts); modules depend only on these types.
 */

/** What a run of a job knows about itself. */
export interface JobRun {
  id: string;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
  /** True when no retry follows if this run fails (the job then counts as failed for good). */
  isLastTry: boolean;
}

/** One kind of background work: its queue, its handler and what happens when a run fails. */
export interface JobDefinition<T extends object = object> {
  /** The queue's name (kebab-case), also the metrics label. */
  name: string;
  run(data: T, run: JobRun): Promise<void>;
  /** Retries after a failed run: how many, the first delay, doubling each time (pg-boss adds jitter). */
  retry?: { limit: number; delaySeconds: number };
  /**
   * The longest a run may take. A run that takes longer, or whose instance died, is failed by the
   * queue's supervisor and retried on whichever instance asks next.
   */
  expireInSeconds: number;
  /** Run every this many seconds, once per period across all instances (a throttled send per period). */
  everySeconds?: number;
  /** Runs at once on each instance (workers polling this queue); 1 when omitted. */
  concurrency?: number;
}

/** Runs of one queue since the start of this instance (GET /metrics). */
export interface JobRunCounts {
  completed: number;
  /** Runs that threw (each retry counts). */
  failed: number;
  /** Runs that threw with no retry left. */
  gaveUp: number;
}

/** The background queue of every instance (jobs/job-queue.ts). */
export interface JobQueue {
  /** Registers a kind of job; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues one job; any instance's worker runs it. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Creates the queues, starts the workers and the periodic sends. */
  start(): Promise<void>;
  /** Stops taking jobs, lets the runs in flight finish (at most timeoutMs; then they are failed and retried). */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs waiting per queue (created or waiting for a retry). */
  queued(): Promise<Record<string, number>>;
  /** Runs per queue on this instance since it started. */
  runs(): Record<string, JobRunCounts>;
  readonly names: readonly string[];
}
