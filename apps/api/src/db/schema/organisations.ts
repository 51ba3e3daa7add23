import type { OrganisationType } from '@apopunkt/domain/constants/organisations';
import type { OrganisationRequestStatus } from '@apopunkt/domain/schemas/organisation-requests';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { germanSortKey, sortKey } from './search';
import { users } from './users';

/**
 * What `GET /v1/organisations?search=` matches: the words of name and city and the postcode.
 * The GIN index is built on exactly this expression, so queries must use this function too.
 */
export function organisationSearchDocument(t: { name: AnyColumn; city: AnyColumn; zip: AnyColumn }): SQL {
  return sql`to_tsvector('simple'::regconfig, ${t.name} || ' ' || ${t.city} || ' ' || ${t.zip})`;
}

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<OrganisationType>().notNull().default('PHA'),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name in German reading order. */
    nameSort: sortKey('name_sort').notNull().generatedAlwaysAs(germanSortKey(sql`name`)),
  },
  (t) => [
    index('organisations_name_sort_idx').on(t.nameSort, t.id),
    index('organisations_zip_idx').on(t.zip),
    index('organisations_search_idx').using('gin', organisationSearchDocument(t)),
  ],
);

export const employees = pgTable(
  'employees',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id),
    isUnemployed: boolean('is_unemployed').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastOrganisationChangeAt: timestamp('last_organisation_change_at', { withTimezone: true }),
    /** The user's pending request for a workplace that is not in our list yet. */
    creationRequestId: integer('creation_request_id').references(() => organisationCreationRequests.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('employees_organisation_idx').on(t.organisationId)],
);

/** A user's request to add an organisation that is not in our list; staff approve or reject it. */
export const organisationCreationRequests = pgTable(
  'organisation_creation_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    status: text('status').$type<OrganisationRequestStatus>().notNull().default('pending'),
    organisationId: integer('organisation_id').references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason for a rejection; it is mailed to the user. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('org_requests_status_idx').on(t.status, t.createdAt),
    /** At most one pending request per user, enforced by the database. */
    uniqueIndex('org_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
