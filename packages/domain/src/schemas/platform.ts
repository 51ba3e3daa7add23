import { z } from 'zod';

/** Public settings the web app needs before anyone signs in. */
export const platformConfigSchema = z.object({
  productName: z.string(),
  serverVersion: z.string(),
  adminBackendUrl: z.string(),
  supportEmail: z.string(),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
