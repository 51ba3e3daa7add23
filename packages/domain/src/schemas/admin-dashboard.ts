import { z } from 'zod';

/** Days the dashboard's figures and charts cover. */
export const DASHBOARD_DAYS = 30;
/** A budgeted module with fewer remaining contacts than this is listed as near exhaustion. */
export const NEAR_EXHAUSTION_CONTACTS = 25;

const seriesPointSchema = z.object({
  /** Calendar day in Europe/Berlin, yyyy-MM-dd. */
  date: z.string(),
  registrations: z.number().int(),
  completions: z.number().int(),
  activeMembers: z.number().int(),
  premiumIssued: z.number().int(),
  premiumSpent: z.number().int(),
  vouchersSold: z.number().int(),
});
export type DashboardSeriesPoint = z.infer<typeof seriesPointSchema>;

const nearExhaustionSchema = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.number().int(),
  balance: z.number().int(),
  remainingContacts: z.number().int(),
});

/** `GET /v1/admin/dashboard` (staff): platform figures of the last 30 days, charts and work queues. */
export const adminDashboardSchema = z.object({
  days: z.number().int(),
  members: z.object({ total: z.number().int(), active7: z.number().int(), active30: z.number().int() }),
  registrations: z.number().int(),
  completions: z.number().int(),
  knowledgePointsIssued: z.number().int(),
  premiumPointsIssued: z.number().int(),
  premiumPointsSpent: z.number().int(),
  vouchersSold: z.number().int(),
  budgetsLeft: z.number().int(),
  modulesNearExhaustion: z.array(nearExhaustionSchema),
  series: z.array(seriesPointSchema),
  queues: z.object({
    benefitRequests: z.number().int(),
    organisationRequests: z.number().int(),
    verificationLetters: z.number().int(),
    duplicateCandidates: z.number().int(),
    /** Mails whose delivery failed on every try (listed below the queues with "send again"). */
    failedMails: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
