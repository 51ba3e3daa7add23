import type { FastifyPluginAsync } from 'fastify';
import { runDueDeposits } from './deposits.service';

const INTERVAL_MS = 60_000;

/**
 * Executes due scheduled deposits every minute (SCHEDDEP). Submissions also run a module's due
 * deposits first, so rewards never wait for the timer. Off in tests, which call runDueDeposits.
 */
export const scheduledDepositsPlugin: FastifyPluginAsync = async (app) => {
  if (app.deps.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const executed = await runDueDeposits(app.deps.db, app.deps.clock.now());
      if (executed > 0) app.log.info({ executed }, 'scheduled deposits executed');
    } catch (err) {
      app.log.error({ err }, 'scheduled deposits failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
