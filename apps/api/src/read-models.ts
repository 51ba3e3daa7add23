import type { ReadModel } from './db/read-models/read-model';
import { moduleCatalogue, moduleCompletionsOfUser, parsedModuleContent } from './modules/learning-modules';
import { signedInUsers } from './modules/users';

/**
 * Every read model of the API. The change-notification triggers are generated from this list
 * (db/read-models/triggers.ts); read-models.test.ts fails while the newest generated migration
 * does not match it. Add a declaration here when a module declares a new one.
 */
export const READ_MODELS: readonly ReadModel[] = [
  signedInUsers,
  moduleCompletionsOfUser,
  moduleCatalogue,
  parsedModuleContent,
];
