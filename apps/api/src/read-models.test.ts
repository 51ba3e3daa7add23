import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_MARKER, readModelTriggersSql } from './db/read-models/triggers';
import { collectReadModels } from './read-models';

const folder = fileURLToPath(new URL('./db/migrations', import.meta.url));

/** The generated part of the newest migration that has one. */
function newestGeneratedTriggers(): { file: string; sql: string } {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = readFileSync(`${folder}/${file}`, 'utf8');
    const at = text.indexOf(GENERATED_MARKER);
    if (at >= 0) return { file, sql: text.slice(at) };
  }
  throw new Error('no migration holds generated read-model triggers');
}

describe('the read models', async () => {
  const models = await collectReadModels();

  it('have the change notifications the newest generated migration creates (else: npx tsx apps/api/src/db/read-models/write-migration.ts <name>)', () => {
    const { file, sql } = newestGeneratedTriggers();
    expect(sql, file).toBe(readModelTriggersSql(models));
  });

  it("are collected from the modules' read-models.ts files", async () => {
    const { signedInUsers } = await import('./modules/users');
    const { moduleCatalogue, moduleCompletionsOfUser, parsedModuleContent } = await import(
      './modules/learning-modules'
    );
    expect(models).toEqual(
      expect.arrayContaining([signedInUsers, moduleCatalogue, moduleCompletionsOfUser, parsedModuleContent]),
    );
  });

  it('have names of their own', () => {
    const names = models.map((model) => model.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
