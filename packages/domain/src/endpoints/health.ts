import { defineEndpoint } from './define-endpoint';

// Loaded on first use: the web's entry knows the probe's path (a failing probe is no outage,
// lib/api-client.ts), so this declaration must not bring zod into the first download.
const health = () => import('../schemas/platform').then((m) => m.healthSchema);

/** The platform's health probe (DESIGN: operations). */
export const healthEndpoints = {
  /**
   * `{status, db, version}` for load balancers and the client (the maintenance page's retry);
   * 503 when the database does not answer within the probe's time limit.
   */
  probe: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    answer: { 200: health, 503: health },
  }),
};
