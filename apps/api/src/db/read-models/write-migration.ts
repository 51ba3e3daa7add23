/**
 * Writes a migration with the read models' current triggers: `npx tsx
 * apps/api/src/db/read-models/write-migration.ts <name>` adds `<next number>_<name>.sql` to the
 * migrations and the journal. Run it after changing the tables of a read-model declaration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectReadModels } from '../../read-models';
import { readModelTriggersSql } from './triggers';

const folder = fileURLToPath(new URL('../migrations', import.meta.url));
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: write-migration.ts <name_in_snake_case>');
const journalFile = join(folder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
const idx = journal.entries.length;
const tag = `${String(idx).padStart(4, '0')}_${name}`;
writeFileSync(
  join(folder, `${tag}.sql`),
  `-- The read models' change notifications, regenerated from the modules' read-models.ts.\n${readModelTriggersSql(await collectReadModels())}`,
);
journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
console.log(`wrote ${tag}.sql`);
