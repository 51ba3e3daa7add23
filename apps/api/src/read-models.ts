import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReadModel } from './db/read-models/read-model';

const modulesFolder = fileURLToPath(new URL('./modules', import.meta.url));

function isReadModel(value: unknown): value is ReadModel {
  return typeof value === 'object' && value !== null && 'dependsOn' in value && 'scope' in value && 'load' in value;
}

/**
 * Every read model of the API: what the `read-models.ts` of each module exports (a module declares
 * its read models there, nothing else lists them). The change-notification triggers are generated
 * from them (db/read-models/write-migration.ts); read-models.test.ts fails while the newest
 * generated migration does not match them. Only tools and tests load this: it reads the source tree.
 */
export async function collectReadModels(): Promise<ReadModel[]> {
  const models: ReadModel[] = [];
  for (const module of readdirSync(modulesFolder).sort()) {
    const file = `${modulesFolder}/${module}/read-models.ts`;
    if (!existsSync(file)) continue;
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    models.push(...Object.values(exports).filter(isReadModel));
  }
  return models;
}
