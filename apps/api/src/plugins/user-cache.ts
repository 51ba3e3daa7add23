import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/notifications';
import { USER_CHANGES_CHANNEL } from '../modules/users/user-cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Feeds the user cache with the database's change notifications for as long as the app runs. */
export async function listenForUserChanges(app: FastifyInstance, listen: Listen): Promise<void> {
  const cache = app.deps.userCache;
  const listener = await listen(USER_CHANGES_CHANNEL, {
    onPayload: (payload) => cache.receive(payload),
    onConnected: (connected) => {
      cache.setListening(connected);
      if (!connected) app.log.warn('user cache off: the database notification connection is down');
    },
  });
  app.addHook('onClose', () => listener.close());
}

/**
 * A write answers only once this instance has heard every change committed before: the next
 * request, here, sees a sign-out, a deactivation or a new grant (see UserCache.settle).
 */
export const userCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if ((await app.deps.userCache.settle()) === 'forgot') {
      request.log.warn('user cache cleared: its own notification did not come back in time');
    }
  });
});
