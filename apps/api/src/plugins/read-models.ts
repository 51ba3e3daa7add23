import type { FastifyInstance, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/notifications';
import { READ_MODEL_CHANNEL } from '../db/read-models/change-feed';
import { appendRouteHook, routeWrites } from './route-hooks';

/** Feeds every read model with the database's change notifications for as long as the app runs. */
export async function listenForReadModelChanges(app: FastifyInstance, listen: Listen): Promise<void> {
  const feed = app.deps.readModels;
  const listener = await listen(READ_MODEL_CHANNEL, {
    onPayload: (payload) => feed.receive(payload),
    onConnected: (connected) => {
      feed.setListening(connected);
      if (!connected) app.log.warn('read models off: the database notification connection is down');
    },
  });
  app.addHook('onClose', () => listener.close());
}

/**
 * A write answers only once this instance has heard every change committed before: the next
 * request, here, sees a sign-out, a deactivation, a new grant or a changed module (see
 * ChangeFeed.settle). Only routes that write get the hook (route-hooks.ts); a read has nothing to
 * wait for.
 */
export const readModelsPlugin = fp(async function readModels(app: FastifyInstance) {
  const settleChanges: onSendAsyncHookHandler = async (request, _reply, payload) => {
    if ((await app.deps.readModels.settle()) === 'forgot') {
      request.log.warn('read models cleared: their own notification did not come back in time');
    }
    return payload;
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (routeWrites(route)) appendRouteHook(route, 'onSend', settleChanges);
  });
});
