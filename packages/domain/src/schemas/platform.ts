import { z } from 'zod';
import { textSchema } from './common';

/** Public settings the web app needs before anyone signs in. */
export const platformConfigSchema = z.object({
  productName: textSchema(),
  serverVersion: textSchema(),
  adminBackendUrl: textSchema(),
  supportEmail: textSchema(),
  /** The DSN the web app reports errors to (SENTRY_DSN); null turns error reporting off. */
  sentryDsn: z.string().nullable().default(null),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/** `GET /api/health`: for load balancers and the client's maintenance rule. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
