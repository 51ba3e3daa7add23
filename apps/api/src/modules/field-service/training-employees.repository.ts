import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matchesPrefixQuery } from '../../lib/text-search';
import { moduleIdList, type PharmacyRow, parsedJson, peopleOfRep, pharmacyOf, rows } from './training-sql';

/** What a search of the employees page matches: word starts of the name and of the pharmacy (`so`). */
const EMPLOYEE_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig,
  p.first_name || ' ' || p.last_name || ' ' || so.name || ' ' || so.city || ' ' || so.zip)`;

/**
 * What a search matches of a pharmacy's count of hidden people (`o`): its name, city and postcode,
 * never the names of the people it counts (they did not consent to being found by name).
 */
const PHARMACY_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, o.name || ' ' || o.city || ' ' || o.zip)`;

interface Pass {
  moduleId: number;
  passedAt: string;
}

interface EmployeesPageRow {
  total: string | number;
  hidden: (PharmacyRow & { members: number })[] | string | null;
  people:
    | {
        userId: number;
        firstName: string;
        lastName: string;
        job: string | null;
        pharmacy: PharmacyRow;
        passed: Pass[] | null;
      }[]
    | string
    | null;
}

/**
 * The employees page of a field-service rep in one statement, walking the rep's people once:
 * of peopleOfRep's people those who satisfy `shown` (a predicate on `u`), narrowed by `tsQuery`
 * (prefixTsQuery, matched against EMPLOYEE_SEARCH_DOCUMENT): how many, and one page of them by
 * last and first name with their pharmacy and what they first passed of these modules (by module
 * id); and per assigned pharmacy (by name) how many do not satisfy `shown`, with `tsQuery` only the
 * pharmacies it matches (PHARMACY_SEARCH_DOCUMENT). Only the page's people get their pharmacy and
 * passes looked up.
 */
export async function findEmployeesPageOfRep(
  db: Executor,
  repId: number,
  moduleIds: number[],
  filter: { shown: SQL; tsQuery: string | null; limit: number; offset: number },
) {
  const searched = filter.tsQuery
    ? sql`JOIN organisations so ON so.id = p.organisation_id
          WHERE p.shown AND ${matchesPrefixQuery(EMPLOYEE_SEARCH_DOCUMENT, filter.tsQuery)}`
    : sql`WHERE p.shown`;
  const hiddenSearched = filter.tsQuery
    ? sql`WHERE ${matchesPrefixQuery(PHARMACY_SEARCH_DOCUMENT, filter.tsQuery)}`
    : sql``;
  const [found] = await rows<EmployeesPageRow>(
    db,
    sql`WITH people AS MATERIALIZED (
          SELECT u.id AS user_id, u.first_name, u.last_name, u.job, e.organisation_id, ${filter.shown} AS shown
          ${peopleOfRep(repId)}
        ),
        listed AS (SELECT p.* FROM people p ${searched}),
        page AS (SELECT * FROM listed ORDER BY last_name, first_name, user_id
                 LIMIT ${filter.limit}::int OFFSET ${filter.offset}::int),
        hidden AS (SELECT organisation_id, count(*) AS members FROM people WHERE NOT shown GROUP BY 1)
        SELECT (SELECT count(*) FROM listed) AS total,
          (SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'zip', o.zip, 'city', o.city,
                                             'members', h.members) ORDER BY o.name, o.id)
           FROM hidden h ${pharmacyOf(sql`h.organisation_id`)} ${hiddenSearched}) AS hidden,
          (SELECT json_agg(json_build_object(
                    'userId', pg.user_id, 'firstName', pg.first_name, 'lastName', pg.last_name, 'job', pg.job,
                    'pharmacy', json_build_object('id', o.id, 'name', o.name, 'zip', o.zip, 'city', o.city),
                    'passed', passes.passed)
                  ORDER BY pg.last_name, pg.first_name, pg.user_id)
           FROM page pg ${pharmacyOf(sql`pg.organisation_id`)}
           LEFT JOIN LATERAL (
             SELECT json_agg(json_build_object(
                      'moduleId', mc.module_id,
                      'passedAt', to_char(mc.first_passed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                      ORDER BY mc.module_id) AS passed
             FROM module_completions mc
             WHERE mc.user_id = pg.user_id AND mc.module_id IN (${moduleIdList(moduleIds)})) AS passes ON true
          ) AS people`,
  );
  const hidden = parsedJson(found?.hidden ?? null) ?? [];
  const people = parsedJson(found?.people ?? null) ?? [];
  return {
    count: Number(found?.total ?? 0),
    people: people.map((p) => ({ ...p, userId: Number(p.userId), passed: p.passed ?? [] })),
    hidden: hidden.map(({ members, ...pharmacy }) => ({ pharmacy, members: Number(members) })),
  };
}
