import { defineReadModel } from '../../db/read-models/read-model';
import { findProfileForSession } from './user-profile.repository';

/**
 * Signed-in users (user-cache.ts): what the guards check, the profile, the live sessions. Shared
 * rows (an organisation, a manufacturer, a pending organisation request) change everyone.
 */
export const signedInUsers = defineReadModel({
  name: 'signed-in-users',
  scope: 'per-user',
  dependsOn: [
    { table: 'users', userColumn: 'id' },
    { table: 'employees', userColumn: 'user_id' },
    { table: 'user_permissions', userColumn: 'user_id' },
    { table: 'subscriptions', userColumn: 'user_id' },
    { table: 'refresh_tokens', userColumn: 'user_id' },
    { table: 'organisations' },
    { table: 'organisation_creation_requests' },
    { table: 'manufacturers' },
  ],
  load: findProfileForSession,
  maxAgeMs: (config) => config.USER_CACHE_MAX_AGE_MS,
});
