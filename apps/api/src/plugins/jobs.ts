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
export const jobsPlugin = fp(async (app: FastifyInstance, options: { transport: MailTransport | null }) => {
  const jobs = app.deps.jobs;
  if (!jobs) return;
  for (const definition of jobDefinitions(app, options.transport)) jobs.define(definition);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
});
