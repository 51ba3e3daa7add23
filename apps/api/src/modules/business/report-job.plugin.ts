import type { FastifyPluginAsync } from 'fastify';
import { runReportJob } from './report-job.service';

const INTERVAL_MS = 10_000;

/**
 * Keeps the business report tables current: folds newly submitted attempts every ten seconds.
 * Safe with several instances (advisory lock, queue rows removed in the folding transaction).
 * Off in tests, which call runReportJob.
 */
export const reportJobPlugin: FastifyPluginAsync = async (app) => {
  if (app.deps.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const folded = await runReportJob(app.deps.db, app.deps.clock);
      if (folded) app.log.info({ folded }, 'business reports updated');
    } catch (err) {
      app.log.error({ err }, 'business report job failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), INTERVAL_MS);
    timer.unref();
  });
  // The first run once the server listens: the start does not wait for its queries.
  app.addHook('onListen', async () => void tick());
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
