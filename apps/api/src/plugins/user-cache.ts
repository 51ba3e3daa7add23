import type { FastifyInstance, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/notifications';
import { USER_CHANGES_CHANNEL } from '../modules/users';
import { appendRouteHook, routeWrites } from './route-hooks';

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
 * request, here, sees a sign-out, a deactivation or a new grant (see UserCache.settle). Only routes
 * that write get the hook (route-hooks.ts); a read has nothing to wait for.
 */
export const userCachePlugin = fp(async function userCache(app: FastifyInstance) {
  const settleChanges: onSendAsyncHookHandler = async (request, _reply, payload) => {
    if ((await app.deps.userCache.settle()) === 'forgot') {
      request.log.warn('user cache cleared: its own notification did not come back in time');
    }
    return payload;
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (routeWrites(route)) appendRouteHook(route, 'onSend', settleChanges);
  });
});
