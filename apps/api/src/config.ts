import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The names proxy-addr (Fastify's `trustProxy`) knows for the private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const proxyEntries = (value: string) => value.split(',').map((e) => e.trim());

/**
 * Which proxies' `X-Forwarded-For` entries are believed: `false` (none; the default), a hop count
 * (the proxies in front of the API) or a list of proxy addresses and ranges. The client is the
 * right-most address that is not a trusted proxy. `true` is refused: it believes the left-most
 * entry, which the client writes itself (issue 33).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true ist nicht erlaubt: dann bestimmt der Client seine Adresse selbst. Setze die Zahl der Proxys vor der API (z. B. 1) oder ihre Adressen (z. B. 127.0.0.1,10.0.0.0/8).',
      });
      return;
    }
    if (value === 'false' || /^\d{1,2}$/.test(value)) return;
    const bad = proxyEntries(value).filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `erwartet false, eine Zahl von Proxys (z. B. 1) oder Adressen und Bereiche (z. B. 127.0.0.1,10.0.0.0/8); ungültig: ${bad.join(', ')}`,
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    return proxyEntries(value);
  });

/** Every setting the server reads, with its default. The README documents this table. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('ApoPunkt'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss eine postgres://-URL sein')
    .optional(),
  /** Connections to PostgreSQL per instance; unset: db/pool-size.ts decides. Ignored on PGlite. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'mindestens 1').max(1000, 'höchstens 1000').optional(),
  /** How long opening a PostgreSQL connection may take before the call answers 503 (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100, 'mindestens 100').max(60_000).default(2000),
  /** How long a call waits for a pooled connection the other calls hold before it answers 503 (ms). */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100, 'mindestens 100').max(600_000).default(10_000),
  /** Longest statement on PostgreSQL (statement_timeout, ms); migrations are exempt. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100, 'mindestens 100').max(600_000).default(15_000),
  /** A transaction idle this long is ended by PostgreSQL (idle_in_transaction_session_timeout, ms). */
  DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100, 'mindestens 100').max(600_000).default(15_000),
  JWT_SECRET: z.string().min(32, 'mindestens 32 Zeichen').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'muss eine smtp:// oder smtps://-URL sein')
    .optional(),
  MAIL_FROM: z.string().default('ApoPunkt <noreply@apopunkt.de>'),
  /** Retries of a mail the server refused (with SMTP_URL); then it waits on the staff dashboard. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0, 'mindestens 0').max(20, 'höchstens 20').default(5),
  /** Delay before the first retry (s); each further retry waits twice as long. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1, 'mindestens 1').max(3600, 'höchstens 3600').default(30),
  SUPPORT_EMAIL: z.email().default('support@apopunkt.de'),
  LETTER_RETURN_ADDRESS: z.string().min(1).default('Postfach 10 10 10 · 10115 Berlin'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'muss eine redis://-URL sein')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** The demo popup starts active; the e2e run turns it off, since a modal on Home would cover other specs. */
  SEED_DEMO_POPUP: booleanFlag.default(true),
  SERVE_WEB: booleanFlag.default(true),
  ATTEMPT_MIN_SECONDS: z.coerce.number().int().min(0).optional(),
  /**
   * The staff link "Admin-Backend" to an external administration a staff member can work in; unset:
   * no link (the English API docs at /api/docs are for developers, not a staff tool; issue 36).
   */
  ADMIN_BACKEND_URL: z.string().optional(),
  /** Who may read the API description at /api/docs; unset: staff in production, else public. */
  API_DOCS: z.enum(['public', 'staff', 'off'], 'erwartet public, staff oder off').optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  /** How old the in-memory module catalogue may get before its version is checked again (ms). */
  CATALOGUE_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long a signed-in user may be answered from memory at most (ms); changes drop it at once. 0: off. */
  USER_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  /**
   * How long a visit may wait for the server to draw a member's Home (ms: reading its data and
   * drawing it); slower, or under load, the visitor gets the plain page and the app draws it.
   */
  MEMBER_PAGE_BUDGET_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /** `GET /metrics` (Prometheus) on the app's port with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'mindestens 16 Zeichen').optional(),
  /** `GET /metrics` without a token on a port of its own (for the monitoring network only). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Error reporting (spec §9) for the API and, through GET /v1/config, the web app; off when unset. */
  SENTRY_DSN: z.url().optional(),
  /** Largest SCORM package in megabytes, packed (the upload) and unpacked (all files together). */
  SCORM_MAX_MB: z.coerce.number().int().min(1, 'mindestens 1').max(2048, 'höchstens 2048').default(100),
});

export type ApiDocsAccess = 'public' | 'staff' | 'off';

export type Config = Omit<z.infer<typeof configSchema>, 'ADMIN_BACKEND_URL' | 'API_DOCS'> & {
  ADMIN_BACKEND_URL: string;
  API_DOCS: ApiDocsAccess;
  publicUrl: string;
  version: string;
};

export const SERVER_VERSION = '0.1.0';

/**
 * Parses the environment; on a bad value it throws one line per problem, naming the variable.
 * Relative paths are resolved against `cwd` (the directory `npm start` runs from).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const apiDocs = cfg.API_DOCS ?? (cfg.NODE_ENV === 'production' ? 'staff' : 'public');
  return {
    ...cfg,
    API_DOCS: apiDocs,
    ADMIN_BACKEND_URL: cfg.ADMIN_BACKEND_URL ?? '',
    // Resolved once here, so every consumer (PGlite, media, static files) gets an absolute path.
    DATA_DIR: resolve(cwd, cfg.DATA_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
    version: SERVER_VERSION,
  };
}
