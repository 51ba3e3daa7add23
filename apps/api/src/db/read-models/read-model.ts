import type { Config } from '../../config';

/**
 * A table a read model is built from. `userColumn` names the column that holds the user a row
 * belongs to: a change then names those users (a per-user model drops only them). Without it,
 * every change of the table counts as a change of everyone.
 */
export interface TableDependency {
  table: string;
  userColumn?: string;
}

/**
 * The declaration of one cached read (docs/architecture.md, "Read models"): what it is, whom it
 * is kept for, which tables it depends on, how it loads and how old it may get. The change
 * notifications of its tables are generated from these declarations (triggers.ts, one migration),
 * and one listener and one settle (change-feed.ts) serve every declaration.
 */
export interface ReadModel {
  name: string;
  /** 'per-user': entries per user id, dropped for the users a change names; 'global': one value. */
  scope: 'per-user' | 'global';
  /** Every table it is built from; empty when its keys name immutable data (nothing to hear). */
  dependsOn: readonly TableDependency[];
  /** The function that loads it (for the reader: where the query is). */
  load: (...args: never[]) => unknown;
  /** Its longest age in ms, e.g. from the configuration; Infinity when only a change ends an entry. */
  maxAgeMs: (config: Config) => number;
}

/** Declares a read model (an identity function that checks the shape). */
export function defineReadModel<const M extends ReadModel>(model: M): M {
  if (model.scope === 'global' && model.dependsOn.some((dependency) => dependency.userColumn)) {
    throw new Error(`read model ${model.name}: a global model names no user column`);
  }
  return model;
}
