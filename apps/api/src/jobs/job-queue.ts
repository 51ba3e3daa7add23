import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { JobDefinition, JobQueue, JobRunCounts } from '../lib/background-jobs';
import { retryOnDeadlock } from './deadlock-retry';
import { pgliteJobExecutor } from './pglite-job-executor';

/** How the queue's own timing is set (tests shorten it). */
export interface JobQueueTiming {
  /** How often an idle worker asks for the next job. */
  pollingIntervalSeconds: number;
  /** How often expired runs are failed and retried, and finished jobs archived. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_JOB_QUEUE_TIMING: JobQueueTiming = {
  pollingIntervalSeconds: 1,
  maintenanceIntervalSeconds: 30,
};

/** Where the queue reports what goes wrong in the background. */
export interface JobQueueLog {
  warn(details: object, message: string): void;
}

/**
 * The background work of every instance on one queue in the database (pg-boss, issue 34 §2):
 * a job is claimed by exactly one instance (`FOR UPDATE SKIP LOCKED`), a failed run is retried with
 * backoff, and a run whose instance died is failed by the supervisor after `expireInSeconds` and
 * retried elsewhere. On PostgreSQL pg-boss keeps two connections of its own; on PGlite it runs its
 * statements on the embedded database (pglite-job-executor.ts), so the same code runs in both.
 */
export function createJobQueue(
  database: Pick<Database, 'kind' | 'url' | 'pglite'>,
  log: JobQueueLog,
  timing: JobQueueTiming = DEFAULT_JOB_QUEUE_TIMING,
): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const counts: Record<string, JobRunCounts> = {};
  /** This instance's workers per queue: a job sent here wakes one at once instead of at its next poll. */
  const workers = new Map<string, string[]>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  /** The start under way, if any: a job sent meanwhile waits for it. */
  let starting: Promise<unknown> = Promise.resolve();

  const connection: PgBoss.DatabaseOptions =
    database.kind === 'postgres'
      ? { connectionString: database.url, max: 2, application_name: 'apopunkt-jobs' }
      : { db: pgliteJobExecutor(database.pglite as NonNullable<Database['pglite']>) };

  async function sendPeriodic(current: PgBoss, definition: JobDefinition<object>, seconds: number) {
    try {
      await current.sendThrottled(definition.name, {}, {}, seconds);
    } catch (err) {
      log.warn({ err, job: definition.name }, 'periodic job not queued');
    }
  }

  async function work(current: PgBoss, definition: JobDefinition<object>): Promise<string> {
    return current.work<object>(
      definition.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: timing.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const isLastTry = job.retryCount >= job.retryLimit;
        const count = counts[definition.name] as JobRunCounts;
        try {
          await definition.run(job.data ?? {}, { id: job.id, retryCount: job.retryCount, isLastTry });
          count.completed++;
        } catch (err) {
          count.failed++;
          if (isLastTry) count.gaveUp++;
          log.warn(
            { err, job: definition.name, jobId: job.id, try: job.retryCount + 1, gaveUp: isLastTry },
            'job failed',
          );
          throw err;
        }
      },
    );
  }

  async function startQueue(): Promise<void> {
    const current = await retryOnDeadlock(async () => {
      const candidate = new PgBoss({
        ...connection,
        schedule: false,
        maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
        // pg-boss refuses a throttled send whose period is longer than the archive interval.
        archiveCompletedAfterSeconds: Math.max(
          3600,
          ...[...definitions.values()].map((d) => 2 * (d.everySeconds ?? 0)),
        ),
        deleteAfterDays: 7,
      });
      candidate.on('error', (err) => log.warn({ err }, 'job queue error'));
      try {
        await candidate.start();
        return candidate;
      } catch (err) {
        await candidate.stop({ graceful: false, wait: true }).catch(() => {});
        throw err;
      }
    });
    boss = current;
    for (const definition of definitions.values()) {
      await retryOnDeadlock(() =>
        current.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retry?.limit ?? 0,
          retryDelay: definition.retry?.delaySeconds ?? 0,
          retryBackoff: Boolean(definition.retry),
          expireInSeconds: definition.expireInSeconds,
        }),
      );
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) ids.push(await work(current, definition));
      workers.set(definition.name, ids);
      const seconds = definition.everySeconds;
      if (seconds) {
        void sendPeriodic(current, definition, seconds);
        const timer = setInterval(() => void sendPeriodic(current, definition, seconds), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    }
  }

  return {
    get names() {
      return [...definitions.keys()];
    },
    define(definition) {
      if (boss) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
      counts[definition.name] = { completed: 0, failed: 0, gaveUp: 0 };
    },
    async send(name, data) {
      await starting;
      if (!boss) throw new Error(`job queue not started (sending ${name})`);
      await boss.send(name, data);
      const local = workers.get(name);
      const worker = local?.shift();
      if (local && worker) {
        local.push(worker);
        boss.notifyWorker(worker);
      }
    },
    start() {
      const run = startQueue();
      starting = run.catch(() => {});
      return run;
    },
    async stop(timeoutMs = 10_000) {
      for (const timer of timers.splice(0)) clearInterval(timer);
      workers.clear();
      const current = boss;
      boss = null;
      await current?.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
    runs: () => structuredClone(counts),
    async queued() {
      const counts: Record<string, number> = {};
      if (!boss) return counts;
      for (const name of definitions.keys()) counts[name] = await boss.getQueueSize(name);
      return counts;
    },
  };
}
