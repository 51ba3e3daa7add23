import { z } from 'zod';
import { SUBSCRIPTION_TYPES } from '../constants/features';
import { JOBS } from '../constants/jobs';
import { ORGANISATION_TYPES } from '../constants/organisations';
import { PERMISSIONS } from '../constants/permissions';
import { SALUTATIONS } from '../constants/salutations';

export const jobSchema = z.enum(JOBS);
export const salutationSchema = z.enum(SALUTATIONS);
export const permissionSchema = z.enum(PERMISSIONS);
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

export const addressSchema = z.object({
  street: z.string(),
  zip: z.string(),
  city: z.string(),
});

export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  isVerified: z.boolean(),
  address: addressSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  type: subscriptionTypeSchema,
  manufacturer: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const employeeSchema = z.object({
  isVerified: z.boolean(),
  lastOrganisationChangeAt: z.string().nullable(),
  organisation: organisationSchema.nullable(),
  creationRequest: z.object({ name: z.string(), street: z.string(), zip: z.string(), city: z.string() }).nullable(),
});

/** The user record of spec §3, as `GET /v1/me` answers it. Dates are ISO strings on the wire. */
export const userSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: salutationSchema,
  dateOfBirth: z.string().nullable(),
  email: z.string(),
  job: jobSchema.nullable(),
  acceptedTosAt: z.string().nullable(),
  hasAcceptedNewsletter: z.boolean(),
  verificationLetterRequestedAt: z.string().nullable(),
  is2faEnabled: z.boolean(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
  isStaff: z.boolean(),
  isSuperuser: z.boolean(),
  isPremium: z.boolean(),
  isVerificationLetterTriggered: z.boolean(),
  isEmailConfirmed: z.boolean(),
  knowledgeScore: z.number().int(),
  premiumScore: z.number().int(),
  permissions: z.array(permissionSchema),
  subscriptions: z.array(subscriptionSchema),
  referrerCode: z.string(),
  employee: employeeSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;
