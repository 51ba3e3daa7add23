import { describe, expect, it } from 'vitest';
import { accessPlugin } from './access';
import { authPlugin } from './auth';
import { databaseAvailabilityPlugin } from './database-availability';
import { errorsPlugin } from './errors';
import { jobsPlugin } from './jobs';
import { metricsPlugin } from './metrics';
import { pageSessionPlugin } from './page-session';
import { readModelsPlugin } from './read-models';
import { securityHeadersPlugin } from './security-headers';

/**
 * fastify-plugin names an anonymous plugin from a stack trace it throws for the purpose; with the
 * source maps `npm start` turns on, the first such trace decoded the server's whole source map
 * (about 0.2 s of every start). A named function gives the plugin its name without one.
 */
describe('our fastify plugins', () => {
  it('are named functions, so that fastify-plugin needs no stack trace to name them', () => {
    const plugins = {
      accessPlugin,
      authPlugin,
      databaseAvailabilityPlugin,
      errorsPlugin,
      jobsPlugin,
      metricsPlugin,
      pageSessionPlugin,
      securityHeadersPlugin,
      readModelsPlugin,
    };
    // fastify-plugin asks for a stack trace exactly when the function's name is empty.
    for (const [name, plugin] of Object.entries(plugins)) expect(plugin.name, name).not.toBe('');
  });
});
