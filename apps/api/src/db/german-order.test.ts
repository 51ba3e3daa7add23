import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../ops/seed/factories';
import { openTestDatabase } from '../test-support/test-app';
import { manufacturers } from './schema/manufacturers';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

/** DIN 5007-1: case-insensitive, umlauts with their base letters, ß as ss; the same on PostgreSQL and PGlite. */
const GERMAN_ORDER = [
  'Äpfel',
  'apfelsaft',
  'Ärzte',
  'Éclair',
  'Oel',
  'Öl',
  'Ostern',
  'Schlafstörungen',
  'SPECIAL: Winter',
  'Straße',
  'Strasse 2',
  'Übelkeit',
  'Ulme',
  'zebra',
  'Zoo',
];

describe('name_sort: German reading order', () => {
  it('sorts names as a German reader expects, whatever the insertion order', async () => {
    const shuffled = [...GERMAN_ORDER].reverse();
    for (const [i, name] of shuffled.entries()) await createManufacturer(database.db, { slug: `m-${i}`, name });
    const rows = await database.db
      .select({ name: manufacturers.name, key: manufacturers.nameSort })
      .from(manufacturers)
      .orderBy(asc(manufacturers.nameSort), asc(manufacturers.id));
    expect(rows.map((r) => r.name)).toEqual(GERMAN_ORDER.map((n) => n));
    expect(rows.find((r) => r.name === 'Straße')?.key).toBe('strasse');
    expect(rows.find((r) => r.name === 'Übelkeit')?.key).toBe('ubelkeit');
  });
});
