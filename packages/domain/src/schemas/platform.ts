import { z } from 'zod';
import { textSchema } from './common';

/** Public settings the web app needs before anyone signs in. */
export const platformConfigSchema = z.object({
  productName: textSchema(),
  serverVersion: textSchema(),
  adminBackendUrl: textSchema(),
  supportEmail: textSchema(),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
