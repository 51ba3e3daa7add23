import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type DatabaseConnection, type Db, PROBE_TIMEOUT_MS } from './db/client';
import { createDatabaseAvailability } from './db/database-availability';
import type { Listen } from './db/notifications';
import { ChangeFeed, READ_MODEL_CHANNEL } from './db/read-models/change-feed';
import type { ResolvedDeps } from './deps';
import type { JobQueue } from './lib/background-jobs';
import { type Clock, systemClock } from './lib/clock';
import { createTokenSigner } from './lib/jwt';
import { createKeyRing } from './lib/keys';
import { requestIdFor } from './lib/request-id';
import { fastSerializerCompiler } from './lib/serializer';
import { trustProxyOption } from './lib/trust-proxy';
import { registerModules } from './modules';
import { createMailer, createMailTransport, type Mailer } from './modules/mail';
import { userCacheOf } from './modules/users';
import { accessPlugin } from './plugins/access';
import { registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import { databaseAvailabilityPlugin } from './plugins/database-availability';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { mediaFilesPlugin } from './plugins/media-files';
import { metricsPlugin } from './plugins/metrics';
import { pageSessionPlugin } from './plugins/page-session';
import { listenForReadModelChanges, readModelsPlugin } from './plugins/read-models';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  jwtSecret: string;
  clock?: Clock;
  mailer?: Mailer;
  /** The job queue of this instance (server.ts); without it no background work runs (tests). */
  jobs?: JobQueue;
  redis?: Redis;
  /** LISTEN/NOTIFY on the database; without it signed-in users are not cached. */
  listen?: Listen;
  /** Health probe, broken connections, pool figures; without it a `select 1` through the pool probes. */
  connection?: DatabaseConnection;
  /** Folder of the built SPA; served with a history fallback when present. */
  webDist?: string;
  /** The worker that draws members' pages (apps/web/dist-prerender/member-page-worker.js), with webDist. */
  memberPageWorker?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the application with all plugins and modules; never listens (tests use app.inject). */
export async function buildApp(input: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: input.logger ?? { level: input.config.LOG_LEVEL },
    trustProxy: trustProxyOption(input.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Long enough for every slug and token we issue; longer answers 414 in our error format.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  const clock = input.clock ?? systemClock;
  const readModels = new ChangeFeed({
    notify: (payload) => input.db.execute(sql`SELECT pg_notify(${READ_MODEL_CHANNEL}, ${payload})`),
  });
  const mailTransport = createMailTransport(input.config.SMTP_URL);
  app.decorate('deps', {
    config: input.config,
    db: input.db,
    dbKind: input.dbKind,
    dbAvailability: createDatabaseAvailability({
      probe: input.connection?.probe ?? (() => input.db.execute(sql`select 1`)),
      probeTimeoutMs: PROBE_TIMEOUT_MS,
      maxAgeMs: 500,
      clock,
      onChange: (status) =>
        status === 'ok' ? app.log.info('database reachable again') : app.log.error('database unreachable'),
    }),
    clock,
    mailer:
      input.mailer ?? createMailer({ db: input.db, log: app.log, jobs: input.jobs, delivers: mailTransport !== null }),
    jobs: input.jobs,
    tokens: createTokenSigner(input.jwtSecret, () => clock.now()),
    keys: createKeyRing(input.jwtSecret),
    redis: input.redis,
    readModels,
    userCache: userCacheOf(readModels, input.config),
  } satisfies ResolvedDeps);
  if (input.listen) await listenForReadModelChanges(app, input.listen);
  input.connection?.onConnectionError((err) => {
    app.log.warn({ err }, 'a database connection broke; the pool opens a new one');
    app.deps.dbAvailability.reportUnavailable();
  });
  if (input.dbKind === 'postgres') app.deps.dbAvailability.watch();

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    token: input.config.METRICS_TOKEN,
    port: input.config.METRICS_PORT,
    host: input.config.HOST,
    poolStats: input.connection?.poolStats,
  });
  await app.register(databaseAvailabilityPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, {
    global: false,
    ...(input.redis ? { redis: input.redis } : {}),
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${input.config.PRODUCT_NAME} API`, version: input.config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);
  await registerApiDocs(app, input.config.API_DOCS);
  await app.register(pageSessionPlugin);
  await app.register(readModelsPlugin);
  await app.register(accessPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(jobsPlugin, { transport: mailTransport });

  const mediaDir = join(input.config.DATA_DIR, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(mediaFilesPlugin, { mediaDir });
  const spa = input.webDist && existsSync(join(input.webDist, 'index.html')) ? input.webDist : null;
  await webAppPlugin(app, { spa, memberPageWorker: input.memberPageWorker });
  app.addHook('onClose', async () => app.deps.dbAvailability.close());
  return app;
}
