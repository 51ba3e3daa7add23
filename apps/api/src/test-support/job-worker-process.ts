/**
 * A second instance's job worker as a process of its own, for the crash test (jobs/job-queue.test.ts):
 * it works the queue `JOB` on DATABASE_URL, prints `claimed <job id>` when it takes a job and then
 * never finishes it, until the test kills it with SIGKILL.
 */
import { createJobQueue } from '../jobs/job-queue';

const url = process.env.DATABASE_URL;
const name = process.env.JOB;
if (!url || !name) throw new Error('DATABASE_URL and JOB are needed');
const queue = createJobQueue(
  { kind: 'postgres', url },
  { warn: (details, message) => console.error(message, details) },
  { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
);
queue.define({
  name,
  retry: { limit: 2, delaySeconds: 1 },
  expireInSeconds: 3,
  run: async (_data, run) => {
    console.log(`claimed ${run.id}`);
    await new Promise(() => {});
  },
});
await queue.start();
console.log('ready');
