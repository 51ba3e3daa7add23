import type { FastifyPluginAsync } from 'fastify';
import { createRateLimiter } from '../../lib/rate-limit';
import { accountDeletionRoutes } from './account-deletion.routes';
import { deviceSessionsRoutes } from './device-sessions.routes';
import { emailChangeRoutes } from './email-change.routes';
import { emailVerificationRoutes } from './email-verification.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { passwordResetsRoutes } from './password-resets.routes';
import { registrationRoutes } from './registration.routes';
import { sessionsRoutes } from './sessions.routes';
import { twoFactorRoutes } from './two-factor.routes';

/**
 * Every sign-in, registration, session, two-factor, password and e-mail change call, the
 * member's device list and the deletion of the account. They share one
 * per-account limiter (in-process, or Redis when several instances run).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const limiter = createRateLimiter({ clock: app.deps.clock, redis: app.deps.redis });
  await app.register(emailVerificationRoutes, { limiter });
  await app.register(registrationRoutes);
  await app.register(sessionsRoutes, { limiter });
  await app.register(twoFactorRoutes, { limiter });
  await app.register(passwordResetsRoutes, { limiter });
  await app.register(passwordChangeRoutes, { limiter });
  await app.register(emailChangeRoutes, { limiter });
  await app.register(deviceSessionsRoutes);
  await app.register(accountDeletionRoutes, { limiter });
};
