import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ReadModel } from './db/read-models/read-model';
import { GENERATED_MARKER, readModelTriggersSql } from './db/read-models/triggers';
import { READ_MODELS } from './read-models';

const folder = fileURLToPath(new URL('./db/migrations', import.meta.url));

function isReadModel(value: unknown): value is ReadModel {
  return typeof value === 'object' && value !== null && 'dependsOn' in value && 'scope' in value;
}

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

describe('the read models', () => {
  it('have the change notifications the newest generated migration creates (else: npx tsx apps/api/src/db/read-models/write-migration.ts <name>)', () => {
    const { file, sql } = newestGeneratedTriggers();
    expect(sql, file).toBe(readModelTriggersSql(READ_MODELS));
  });

  it("are all listed: every declaration of a module's read-models.ts is in READ_MODELS", async () => {
    const modulesFolder = fileURLToPath(new URL('./modules', import.meta.url));
    const declared: unknown[] = [];
    for (const module of readdirSync(modulesFolder)) {
      if (!existsSync(`${modulesFolder}/${module}/read-models.ts`)) continue;
      const exports = await import(`./modules/${module}/read-models.ts`);
      declared.push(...Object.values(exports).filter((value) => isReadModel(value)));
    }
    expect(declared.length).toBeGreaterThan(0);
    for (const model of declared) expect(READ_MODELS, (model as ReadModel).name).toContain(model);
  });

  it('have names of their own', () => {
    const names = READ_MODELS.map((model) => model.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
