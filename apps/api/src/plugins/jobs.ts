import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobDefinitions } from '../modules/jobs';
import type { MailTransport } from '../modules/mail';

/**
 * The instance's part of the background work (issue 34 §2): defines every job on the queue the app
 * was given, starts its workers once the app is ready and stops them when it closes (after the
 * requests in flight, before the database). An app built without a queue (most tests) runs no
 * background work; tests call the jobs' functions themselves.
 */
export const jobsPlugin = fp(async function backgroundJobs(
  app: FastifyInstance,
  options: { transport: MailTransport | null },
) {
  const jobs = app.deps.jobs;
  if (!jobs) return;
  for (const definition of jobDefinitions(app, options.transport)) jobs.define(definition);
  let closing = false;
  let started: Promise<void> = Promise.resolve();
  // The queue starts beside the server rather than before it listens (a quick start, issue 34 §7);
  // a mail sent meanwhile waits for it. A queue that cannot start is tried again every 5 s.
  const start = async (): Promise<void> => {
    while (!closing) {
      try {
        await jobs.start();
        return;
      } catch (err) {
        app.log.error({ err }, 'job queue did not start; trying again in 5 s');
        await jobs.stop(0).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
  };
  app.addHook('onReady', async () => {
    started = start();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await started;
    await jobs.stop();
  });
});
