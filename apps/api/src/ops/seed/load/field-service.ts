import { MEMBER_CONSENT_TEXTS } from '@apopunkt/domain/constants/member-consents';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { LOAD_DOMAIN } from './constants';
import { execute } from './sql';
import type { IdRange } from './users';

/** Fewest and most pharmacies a synthetic field-service rep looks after. */
export const PHARMACIES_PER_REP = { min: 50, max: 300 } as const;
/** The demo field-service account gets this many of the synthetic pharmacies on top of its demo ones. */
const DEMO_REP_PHARMACIES = 150;

const pharmacyCountOf = (seed: ReturnType<typeof sql>, available: number) =>
  sql`least(${available}::int, ${PHARMACIES_PER_REP.min} + abs(hashint4(${seed})) % ${PHARMACIES_PER_REP.max - PHARMACIES_PER_REP.min + 1})`;

/**
 * Field service on the load data: 1–4 reps per synthetic manufacturer (job CUS with the
 * FEATURE_DASHBOARD_CFR subscription, so they are no reach), each assigned a run of 50–300 of
 * the batch's pharmacies (fewer only when the batch has fewer), and the demo field-service
 * account a run of 150 on top of its demo pharmacies, so the bench's field-service pages show
 * real sizes. Answers the number of reps and assignments.
 */
export async function insertFieldService(tx: Tx, organisations: IdRange, passwordHash: string) {
  const available = organisations.lastId - organisations.firstId + 1;
  await tx.execute(sql`CREATE TEMP TABLE load_reps ON COMMIT DROP AS
    SELECT m.id AS manufacturer_id, lm.g, r
    FROM load_manufacturers lm
    JOIN manufacturers m ON m.slug = 'lasthersteller-' || lm.g
    CROSS JOIN LATERAL generate_series(1, 1 + abs(hashint4(lm.g * 31)) % 4) AS r`);
  await tx.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, gender, job, accepted_tos_at,
      email_confirmed_at, referrer_code, created_at, updated_at)
    SELECT 'aussendienst-' || g || '-' || r || ${`@${LOAD_DOMAIN}`}, ${passwordHash}, 'Außendienst', g || '.' || r, 'DI',
           'CUS', now(), now(), 'R' || lpad(upper(to_hex(g * 8 + r)), 9, '0'), now(), now()
    FROM load_reps`);
  await tx.execute(sql`INSERT INTO subscriptions (user_id, type, manufacturer_id)
    SELECT u.id, 'FEATURE_DASHBOARD_CFR', r.manufacturer_id
    FROM load_reps r JOIN users u ON u.email = 'aussendienst-' || r.g || '-' || r.r || ${`@${LOAD_DOMAIN}`}`);
  const { count } = await execute(
    tx,
    sql`INSERT INTO field_service_pharmacies (user_id, organisation_id)
    SELECT reps.id, ${organisations.firstId}::int + (reps.start + j) % ${available}::int
    FROM (SELECT u.id, abs(hashint4(u.id)) % ${available}::int AS start, ${pharmacyCountOf(sql`u.id * 13`, available)} AS n
          FROM load_reps r JOIN users u ON u.email = 'aussendienst-' || r.g || '-' || r.r || ${`@${LOAD_DOMAIN}`}
          UNION ALL
          SELECT id, 0, least(${available}::int, ${DEMO_REP_PHARMACIES}) FROM users
          WHERE email = 'aussendienst@demo.apopunkt.de') AS reps
    CROSS JOIN LATERAL generate_series(0, reps.n - 1) AS j
    ON CONFLICT DO NOTHING`,
  );
  const reps = (await execute(tx, sql`SELECT 1 FROM load_reps`)).rows.length;
  return { reps, assignments: count };
}

/** Two of three synthetic members let their team and field service see them (TEAM_VISIBILITY), as they decided at sign-up. */
export async function insertTeamConsents(tx: Tx, users: IdRange): Promise<number> {
  const { count } = await execute(
    tx,
    sql`INSERT INTO member_consents (user_id, kind, granted, text_version, decided_at)
    SELECT id, 'TEAM_VISIBILITY', true, ${MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.version}::int, created_at
    FROM users WHERE id BETWEEN ${users.firstId}::int AND ${users.lastId}::int AND id % 3 <> 0`,
  );
  return count;
}
