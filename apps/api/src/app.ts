import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Listen } from './db/notifications';
import type { ResolvedDeps } from './deps';
import { type Clock, systemClock } from './lib/clock';
import { createTokenSigner } from './lib/jwt';
import { createKeyRing } from './lib/keys';
import { createMailer, type Mailer } from './lib/mail';
import { SCORM_CONTENT_SECURITY_POLICY } from './lib/security-headers';
import { fastSerializerCompiler } from './lib/serializer';
import { registerModules } from './modules';
import { USER_CHANGES_CHANNEL, UserCache } from './modules/users/user-cache';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { errorBody, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { listenForUserChanges, userCachePlugin } from './plugins/user-cache';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  jwtSecret: string;
  clock?: Clock;
  mailer?: Mailer;
  redis?: Redis;
  /** LISTEN/NOTIFY on the database; without it signed-in users are not cached. */
  listen?: Listen;
  /** Folder of the built SPA; served with a history fallback when present. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Hashed build files never change under their name, so browsers keep them for a year without
 * asking; index.html (which names them) and the other files are revalidated on every visit.
 */
function spaCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Pages the web build drew in advance (apps/web/build-plugins/prerender.ts): `prerendered/sign-in.html`
 * is sent for `/sign-in`, by address path, relative to the SPA folder.
 */
function prerenderedPages(spa: string): Map<string, string> {
  const folder = join(spa, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}

/** Builds the application with all plugins and modules; never listens (tests use app.inject). */
export async function buildApp(input: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: input.logger ?? { level: input.config.LOG_LEVEL },
    trustProxy: input.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long enough for every slug and token we issue; longer answers 414 in our error format.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  const clock = input.clock ?? systemClock;
  app.decorate('deps', {
    config: input.config,
    db: input.db,
    dbKind: input.dbKind,
    clock,
    mailer:
      input.mailer ??
      createMailer({ db: input.db, log: app.log, smtpUrl: input.config.SMTP_URL, from: input.config.MAIL_FROM }),
    tokens: createTokenSigner(input.jwtSecret, () => clock.now()),
    keys: createKeyRing(input.jwtSecret),
    redis: input.redis,
    userCache: new UserCache({
      maxAgeMs: input.config.USER_CACHE_MAX_AGE_MS,
      maxUsers: 20_000,
      notify: (payload) => input.db.execute(sql`SELECT pg_notify(${USER_CHANGES_CHANNEL}, ${payload})`),
    }),
  } satisfies ResolvedDeps);
  if (input.listen) await listenForUserChanges(app, input.listen);

  await app.register(errorsPlugin);
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);
  await app.register(userCachePlugin);
  await app.register(accessPlugin);
  await app.register(registerModules, { prefix: '/api' });

  const mediaDir = join(input.config.DATA_DIR, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    // Uploads get a new name per file, so they are cached for good; seed media may change with a release.
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/media/uploads/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (path.includes('/media/scorm/')) res.setHeader('content-security-policy', SCORM_CONTENT_SECURITY_POLICY);
    },
  });
  const spa = input.webDist && existsSync(join(input.webDist, 'index.html')) ? input.webDist : null;
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // Brotli and gzip files written at build time (apps/web/build-plugins/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', spaCacheControl(path)),
    });
  }
  const prerendered = spa ? prerenderedPages(spa) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (spa && request.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/media')) {
      return reply.type('text/html').sendFile(prerendered.get(path) ?? 'index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `Nicht gefunden: ${request.method} ${path}`));
  });
  return app;
}
