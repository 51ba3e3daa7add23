import { defineReadModel } from '../../db/read-models/read-model';
import { loadCatalogueModules, readUserCompletions } from './module-catalogue.repository';
import { moduleContentOf } from './module-content-cache';

/**
 * The module catalogue (module-catalogue.ts): every module with what a tile shows and what
 * visibility needs, the same for everyone; lists are filtered from it with the domain's rules.
 * The budget balances are not part of it (every completion changes one): they are read with one
 * prepared query at most every `maxAgeMs`.
 */
export const moduleCatalogue = defineReadModel({
  name: 'module-catalogue',
  scope: 'global',
  dependsOn: [
    { table: 'modules' },
    { table: 'products' },
    { table: 'manufacturers' },
    { table: 'ad_groups' },
    { table: 'ad_group_modules' },
  ],
  load: loadCatalogueModules,
  maxAgeMs: (config) => config.CATALOGUE_MAX_AGE_MS,
});

/** A member's completions (module id → last rewarded at), for the tiles' completed and creditable state. */
export const moduleCompletionsOfUser = defineReadModel({
  name: 'module-completions',
  scope: 'per-user',
  dependsOn: [{ table: 'module_completions', userColumn: 'user_id' }],
  load: readUserCompletions,
  maxAgeMs: (config) => config.USER_CACHE_MAX_AGE_MS,
});

/**
 * A module's content of one version, parsed (module-content-cache.ts). Keyed by the module's uuid
 * and the version, which name the same content for good: nothing to hear, no age.
 */
export const parsedModuleContent = defineReadModel({
  name: 'parsed-module-content',
  scope: 'global',
  dependsOn: [],
  load: moduleContentOf,
  maxAgeMs: () => Number.POSITIVE_INFINITY,
});
