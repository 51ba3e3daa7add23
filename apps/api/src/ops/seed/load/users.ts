import { PROFESSIONAL_JOBS, RX_QUALIFIED_JOBS } from '@apopunkt/domain/constants/jobs';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  CITIES,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NEUTRAL_FIRST_NAMES,
  PHARMACY_NAMES,
  STREETS,
} from './names';
import { one, textArray } from './sql';

export interface SyntheticUsersInput {
  count: number;
  /** The e-mail domain that marks the batch (load data, bench players); numbering continues per domain. */
  domain: string;
  /**
   * First letter of the referrer codes. Synthetic codes have ten characters, so they never meet
   * the eight-character codes real sign-ups get, and a prefix per domain keeps batches apart.
   */
  codePrefix: string;
  /** Share of premium users (verified PTA and colleagues at a verified pharmacy), 0 to 1. */
  premiumShare: number;
  /** One argon2 hash for every user: hashing 100k passwords would take longer than all the rest. */
  passwordHash: string;
}

/** Fewest and most people a synthetic pharmacy has. */
export const PEOPLE_PER_PHARMACY = { min: 1, max: 15 } as const;

export interface IdRange {
  firstId: number;
  lastId: number;
}

export interface SyntheticUsers {
  users: IdRange;
  organisations: IdRange;
}

/** An id range from `WITH ins AS (INSERT … RETURNING id)`; ids must be contiguous for the set-based joins. */
async function insertedRange(db: Executor, insert: ReturnType<typeof sql>, what: string, expected: number) {
  const row = await one<{ first: number; last: number; n: number }>(
    db,
    sql`WITH ins AS (${insert} RETURNING id) SELECT min(id)::int AS first, max(id)::int AS last, count(*)::int AS n FROM ins`,
    what,
  );
  if (row.n !== expected || row.last - row.first + 1 !== expected) {
    throw new Error(`${what}: expected ${expected} contiguous ids, got ${row.n} in ${row.first}..${row.last}`);
  }
  return { firstId: row.first, lastId: row.last };
}

/** How many users of this domain exist already, so a second batch continues the numbering. */
async function existingCount(db: Executor, domain: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE lower(email) LIKE ${`nutzer-%@${domain}`}`,
    'existing users',
  );
  return row.n;
}

function insertOrganisations(from: number, count: number) {
  const cities = textArray(CITIES.map((c) => c.city));
  const zips = textArray(CITIES.map((c) => c.zip));
  return sql`INSERT INTO organisations (name, type, street, zip, city, is_verified)
    SELECT ${textArray(PHARMACY_NAMES)}[1 + g % ${PHARMACY_NAMES.length}] || ' ' || g,
           'PHA',
           ${textArray(STREETS)}[1 + g % ${STREETS.length}] || ' ' || (1 + g % 97),
           ${zips}[1 + g % ${CITIES.length}] || lpad(((g * 37) % 1000)::text, 3, '0'),
           ${cities}[1 + g % ${CITIES.length}],
           true
    FROM generate_series(${from + 1}::int, ${from + count}::int) AS g`;
}

function insertUsers(input: SyntheticUsersInput, from: number) {
  const firstName = sql`CASE s.gender
      WHEN 'FE' THEN ${textArray(FEMALE_FIRST_NAMES)}[1 + (s.n / 2) % ${FEMALE_FIRST_NAMES.length}]
      WHEN 'MA' THEN ${textArray(MALE_FIRST_NAMES)}[1 + (s.n / 2) % ${MALE_FIRST_NAMES.length}]
      ELSE ${textArray(NEUTRAL_FIRST_NAMES)}[1 + s.n % ${NEUTRAL_FIRST_NAMES.length}] END`;
  const job = sql`CASE WHEN s.premium
      THEN ${textArray(RX_QUALIFIED_JOBS)}[1 + s.n % ${RX_QUALIFIED_JOBS.length}]
      ELSE ${textArray(PROFESSIONAL_JOBS)}[1 + s.n % ${PROFESSIONAL_JOBS.length}] END`;
  return sql`INSERT INTO users (email, password_hash, first_name, last_name, gender, date_of_birth, job,
      accepted_tos_at, has_accepted_newsletter, is_premium, email_confirmed_at, referrer_code, created_at, updated_at)
    SELECT 'nutzer-' || s.n || ${`@${input.domain}`}, ${input.passwordHash}, ${firstName},
           ${textArray(LAST_NAMES)}[1 + (s.n / 7) % ${LAST_NAMES.length}], s.gender,
           DATE '1965-01-01' + ((s.n::bigint * 7919) % 13000)::int, ${job},
           s.created, s.n % 4 = 0, s.premium,
           CASE WHEN s.premium OR s.n % 3 <> 0 THEN s.created END,
           ${input.codePrefix} || lpad(upper(to_hex(s.n)), 9, '0'), s.created, s.created
    FROM (SELECT n,
                 CASE WHEN n % 40 = 0 THEN 'DI' WHEN n % 2 = 0 THEN 'FE' ELSE 'MA' END AS gender,
                 random() < ${input.premiumShare}::float8 AS premium,
                 now() - random() * interval '730 days' AS created
          FROM generate_series(${from + 1}::int, ${from + input.count}::int) AS n) AS s`;
}

/**
 * The batch's pharmacies with their sizes (1–15 people, skewed towards small ones by a fixed hash)
 * and the batch index of their first employee, as many as the users fill; the last one takes the rest.
 */
async function stagePharmacySizes(db: Executor, from: number, count: number): Promise<number> {
  const { min, max } = PEOPLE_PER_PHARMACY;
  await db.execute(sql`CREATE TEMP TABLE load_pharmacy_sizes ON COMMIT DROP AS
    SELECT k, start, least(size, ${count}::int - start) AS size FROM (
      SELECT k, size, (sum(size) OVER (ORDER BY k) - size)::int AS start
      FROM (SELECT k, ${min} + floor(${max - min + 1} * power((abs(hashint4(k + ${from}::int)) % 10000) / 10000.0, 1.5))::int AS size
            FROM generate_series(1, ${count}::int) AS k) AS s) AS c
    WHERE start < ${count}::int`);
  return (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM load_pharmacy_sizes`, 'pharmacies')).n;
}

/** Every user works at the batch's pharmacy their index falls into; premium users' employment is verified. */
function insertEmployees(users: IdRange, organisations: IdRange) {
  return sql`INSERT INTO employees (user_id, organisation_id, is_verified, verified_at, last_organisation_change_at)
    SELECT u.id, ${organisations.firstId}::int + s.k - 1, u.is_premium,
           CASE WHEN u.is_premium THEN u.created_at END, u.created_at
    FROM load_pharmacy_sizes s
    CROSS JOIN LATERAL generate_series(s.start, s.start + s.size - 1) AS i
    JOIN users u ON u.id = ${users.firstId}::int + i`;
}

/**
 * Inserts a batch of synthetic users with their pharmacies (1–15 people each) and employments in
 * a few set-based statements (INSERT … SELECT generate_series). Premium users satisfy DESIGN §4: an Rx-qualified
 * professional job, a confirmed e-mail and a verified employment at a verified pharmacy.
 * Run it inside a transaction: the joins rely on the contiguous ids of the batch.
 */
export async function insertSyntheticUsers(db: Executor, input: SyntheticUsersInput): Promise<SyntheticUsers> {
  const from = await existingCount(db, input.domain);
  const orgCount = await stagePharmacySizes(db, from, input.count);
  const organisations = await insertedRange(db, insertOrganisations(from, orgCount), 'organisations', orgCount);
  const users = await insertedRange(db, insertUsers(input, from), 'users', input.count);
  await db.execute(insertEmployees(users, organisations));
  return { users, organisations };
}
