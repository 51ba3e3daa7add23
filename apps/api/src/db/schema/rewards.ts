import type { BenefitRequestStatus } from '@apopunkt/domain/constants/rewards';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transfers } from './ledger';
import { users } from './users';

/**
 * Campaign codes (DESIGN §5): `code` is stored normalised (trimmed, upper case), so the unique
 * index makes the case-insensitive match exact. `redemptions` counts successful redemptions; the
 * CHECK is the last line of defence behind the conditional UPDATE that increments it.
 */
export const campaignCodes = pgTable(
  'campaign_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** Premium points credited per redemption (BCMPINST). */
    value: integer('value').notNull(),
    /** Where the web app sends the user after a successful redemption. */
    url: text('url'),
    description: text('description'),
    /** Null: no limit in total (still once per user). */
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_codes_value_check', sql`${t.value} > 0`),
    check(
      'campaign_codes_redemptions_check',
      sql`${t.redemptions} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check('campaign_codes_max_check', sql`${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} > 0`),
    check(
      'campaign_codes_window_check',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} < ${t.validTo}`,
    ),
    index('campaign_codes_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One row per user and code: the unique key makes a second redemption impossible. */
export const campaignCodeRedemptions = pgTable(
  'campaign_code_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => campaignCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    value: integer('value').notNull(),
    /** The BCMPINST transfer, set in the same transaction. */
    transferId: uuid('transfer_id').references(() => transfers.uuid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_code_redemptions_code_user_idx').on(t.codeId, t.userId),
    index('campaign_code_redemptions_user_idx').on(t.userId),
  ],
);

/** Shops whose vouchers the portal sells for premium points. */
export const couponPartners = pgTable('coupon_partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
  shortDescription: text('short_description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A voucher of a partner: its face value in euro cents and its price in premium points. */
export const couponOffers = pgTable(
  'coupon_offers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => couponPartners.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    valueCents: integer('value_cents').notNull(),
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_offers_value_check', sql`${t.valueCents} > 0`),
    check('coupon_offers_price_check', sql`${t.price} > 0`),
    index('coupon_offers_active_price_idx').on(t.isActive, t.price, t.id),
    index('coupon_offers_partner_idx').on(t.partnerId),
  ],
);

/** The voucher codes in stock; `assigned_at` is set when a purchase claims one. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => couponOffers.id),
    code: text('code').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_offer_code_idx').on(t.offerId, t.code),
    /** The stock of an offer, and where a purchase finds its code. */
    index('coupon_codes_free_idx').on(t.offerId, t.id).where(sql`${t.assignedAt} IS NULL`),
  ],
);

/** A bought voucher: one code, paid by one PURCHASE transfer. */
export const couponPurchases = pgTable(
  'coupon_purchases',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => couponOffers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeId: integer('code_id')
      .notNull()
      .unique()
      .references(() => couponCodes.id),
    price: integer('price').notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .unique()
      .references(() => transfers.uuid),
    /** Set when staff cancelled the PURCHASE transfer: the voucher is withdrawn, its code never sold again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_purchases_user_idx').on(t.userId, t.createdAt.desc()),
    index('coupon_purchases_offer_idx').on(t.offerId, t.createdAt),
    index('coupon_purchases_created_idx').on(t.createdAt),
  ],
);

/** What premium members can ask for (training allowance, books, ...); staff handle each request. */
export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benefits_active_position_idx').on(t.isActive, t.position, t.id)],
);

/**
 * A user's request for a benefit. The partial unique index allows one pending request (open or
 * approved) per user and benefit; decided ones stay as history.
 */
export const benefitRequests = pgTable(
  'benefit_requests',
  {
    id: serial('id').primaryKey(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message'),
    status: text('status').$type<BenefitRequestStatus>().notNull().default('open'),
    /** Staff's note to the user, sent with the status mail. */
    note: text('note'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('benefit_requests_status_check', sql`${t.status} IN ('open', 'approved', 'rejected', 'fulfilled')`),
    uniqueIndex('benefit_requests_pending_idx')
      .on(t.benefitId, t.userId)
      .where(sql`${t.status} IN ('open', 'approved')`),
    index('benefit_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('benefit_requests_benefit_user_idx').on(t.benefitId, t.userId, t.createdAt.desc()),
    index('benefit_requests_status_idx').on(t.status, t.createdAt),
  ],
);
