import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import type { JobDefinition, JobQueue, JobRun } from '../lib/background-jobs';
import { openTestDatabase } from '../test-support/test-app';
import { createJobQueue } from './job-queue';

/**
 * The job queue (issue 34 §2) as two instances use it: on PostgreSQL two queues with their own
 * connections, on PGlite two queues on the one embedded database (the in-process equivalent). The
 * crash test needs a second process, so it runs on PostgreSQL only.
 */
const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const quiet = { warn: () => {} };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Database & { drop(): Promise<void> };
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000);
  await database?.close();
  await database?.drop();
});

function instance(...definitions: JobDefinition<object>[]): JobQueue {
  const queue = createJobQueue(database, quiet, FAST);
  for (const definition of definitions) queue.define(definition);
  queues.push(queue);
  return queue;
}

async function stopAll(...running: JobQueue[]) {
  for (const queue of running) await queue.stop(5000);
}

describe('the job queue', () => {
  it('starts on a fresh database with several instances starting at once', async () => {
    const definitions = ['a', 'b', 'c', 'd'].map(
      (name): JobDefinition => ({ name: `fresh-${name}`, expireInSeconds: 30, run: async () => {} }),
    );
    const starting = Array.from({ length: 4 }, () => instance(...definitions));
    await Promise.all(starting.map((queue) => queue.start()));
    expect(await starting[0]?.queued()).toEqual({ 'fresh-a': 0, 'fresh-b': 0, 'fresh-c': 0, 'fresh-d': 0 });
    await stopAll(...starting);
  });

  it('runs every job once across two instances', async () => {
    const runs: { id: number; instance: string }[] = [];
    const definition = (instanceName: string): JobDefinition<{ id: number }> => ({
      name: 'once-each',
      expireInSeconds: 30,
      run: async ({ id }) => {
        runs.push({ id, instance: instanceName });
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const first = instance(definition('a') as JobDefinition<object>);
    const second = instance(definition('b') as JobDefinition<object>);
    await first.start();
    await second.start();
    for (let id = 1; id <= 30; id++) await (id % 2 ? first : second).send('once-each', { id });
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBe(30);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await first.queued()).toEqual({ 'once-each': 0 });
    const completed = (queue: JobQueue) => queue.runs()['once-each']?.completed ?? 0;
    expect(completed(first) + completed(second)).toBe(30);
    await stopAll(first, second);
  });

  it('retries a failing run with growing delays and gives up after the last retry', async () => {
    const tries: { run: JobRun; at: number }[] = [];
    const queue = instance({
      name: 'always-fails',
      retry: { limit: 2, delaySeconds: 1 },
      expireInSeconds: 30,
      run: async (_data, run) => {
        tries.push({ run, at: Date.now() });
        throw new Error('kaputt');
      },
    });
    await queue.start();
    await queue.send('always-fails', {});
    await expect.poll(() => tries.length, { timeout: 30_000, interval: 100 }).toBe(3);
    expect(tries.map((t) => [t.run.retryCount, t.run.isLastTry])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    const [first, second, third] = tries.map((t) => t.at) as [number, number, number];
    // Backoff: the second retry waits longer than the first (1 s, then about 2 s; pg-boss adds jitter).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(tries).toHaveLength(3);
    expect(queue.runs()['always-fails']).toEqual({ completed: 0, failed: 3, gaveUp: 1 });
    await stopAll(queue);
  });

  it('runs a periodic job once per period, however many instances send it', async () => {
    const runs: number[] = [];
    const periodic: JobDefinition = {
      name: 'every-second',
      everySeconds: 1,
      expireInSeconds: 30,
      run: async () => {
        runs.push(Date.now());
      },
    };
    const started = Date.now();
    const three = [instance(periodic), instance(periodic), instance(periodic)];
    for (const queue of three) await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await stopAll(...three);
    const periods = Math.ceil((Date.now() - started) / 1000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    // Three instances each send one per second: without the throttle there would be about three times as many.
    expect(runs.length).toBeLessThanOrEqual(periods);
  });

  it('runs a job of a long period (the media clean-up: six hours) once at the start', async () => {
    let runs = 0;
    const queue = instance({
      name: 'every-six-hours',
      everySeconds: 6 * 60 * 60,
      expireInSeconds: 60,
      run: async () => {
        runs++;
      },
    });
    await queue.start();
    await expect.poll(() => runs, { timeout: 30_000, interval: 100 }).toBe(1);
    await stopAll(queue);
  });

  it('lets a run in flight finish when the instance stops (SIGTERM), and runs it only once', async () => {
    let started = 0;
    let finished = 0;
    const slow: JobDefinition = {
      name: 'slow',
      retry: { limit: 2, delaySeconds: 1 },
      expireInSeconds: 30,
      run: async () => {
        started++;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        finished++;
      },
    };
    const stopping = instance(slow);
    await stopping.start();
    await stopping.send('slow', {});
    await expect.poll(() => started, { timeout: 30_000, interval: 50 }).toBe(1);
    await stopping.stop(10_000);
    expect(finished).toBe(1);
    const other = instance(slow);
    await other.start();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(started).toBe(1);
    expect(await other.queued()).toEqual({ slow: 0 });
    await stopAll(other);
  });

  it.skipIf(!onPostgres)('hands the job of an instance killed mid-run to another instance', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../test-support/job-worker-process.ts', import.meta.url))],
      { env: { ...process.env, DATABASE_URL: database.url, JOB: 'crash-probe' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    try {
      await expect.poll(() => output.includes('ready'), { timeout: 30_000, interval: 100 }).toBe(true);
      const producer = instance();
      await producer.start();
      await producer.send('crash-probe', {});
      await expect.poll(() => /claimed (\S+)/.exec(output)?.[1], { timeout: 30_000, interval: 100 }).toBeTruthy();
      const claimed = /claimed (\S+)/.exec(output)?.[1];
      child.kill('SIGKILL');

      const finished: JobRun[] = [];
      const survivor = instance({
        name: 'crash-probe',
        retry: { limit: 2, delaySeconds: 1 },
        expireInSeconds: 3,
        run: async (_data, run) => {
          finished.push(run);
        },
      });
      await survivor.start();
      // The run expires 3 s after it started; the supervisor fails it and the survivor takes the retry.
      await expect.poll(() => finished.length, { timeout: 30_000, interval: 200 }).toBe(1);
      expect(finished[0]).toMatchObject({ id: claimed, retryCount: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(finished).toHaveLength(1);
      await stopAll(survivor);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
