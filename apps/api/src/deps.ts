import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DatabaseAvailability } from './db/database-availability';
import type { ChangeFeed } from './db/read-models/change-feed';
import type { JobQueue } from './lib/background-jobs';
import type { Clock } from './lib/clock';
import type { TokenSigner } from './lib/jwt';
import type { KeyRing } from './lib/keys';
import type { Mailer } from './modules/mail/mailer';
import type { UserCache } from './modules/users/user-cache';

/**
 * What services receive: the resolved dependencies of the app. A leaf file (it imports only
 * types), so modules can name it without importing app.ts and its whole graph. For that it takes
 * the mailer's and the user cache's types from their files, not through the modules' front doors
 * (a door reaches the module's services, which name this file: a cycle).
 */
export interface ResolvedDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** Whether the database answers; while it does not, calls answer 503 at once. */
  dbAvailability: DatabaseAvailability;
  clock: Clock;
  mailer: Mailer;
  /** Background work on the database's job queue; absent in apps built without one (tests). */
  jobs?: JobQueue;
  tokens: TokenSigner;
  /** Purpose-bound keys derived from the JWT secret (client ids, e-mail codes). */
  keys: KeyRing;
  redis?: Redis;
  /** The one listener of every read model's changes (LISTEN/NOTIFY) and its settle (db/read-models). */
  readModels: ChangeFeed;
  /** Signed-in users in memory (read model `signedInUsers`), dropped on every change by any instance. */
  userCache: UserCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ResolvedDeps;
  }
}
