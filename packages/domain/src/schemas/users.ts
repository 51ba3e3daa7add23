import { z } from 'zod';
import { SUBSCRIPTION_TYPES } from '../constants/features';
import { JOBS } from '../constants/jobs';
import { ORGANISATION_TYPES } from '../constants/organisations';
import { PERMISSIONS } from '../constants/permissions';
import { SALUTATIONS } from '../constants/salutations';
import { textSchema } from './common';

export const jobSchema = z.enum(JOBS);
export const salutationSchema = z.enum(SALUTATIONS);
export const permissionSchema = z.enum(PERMISSIONS);
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

export const addressSchema = z.object({
  street: textSchema(),
  zip: textSchema(),
  city: textSchema(),
});

export const organisationSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  type: z.enum(ORGANISATION_TYPES),
  isVerified: z.boolean(),
  address: addressSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  type: subscriptionTypeSchema,
  manufacturer: z.object({ id: z.number().int(), slug: textSchema(), name: textSchema() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const employeeSchema = z.object({
  isVerified: z.boolean(),
  lastOrganisationChangeAt: textSchema().nullable(),
  organisation: organisationSchema.nullable(),
  creationRequest: z
    .object({ name: textSchema(), street: textSchema(), zip: textSchema(), city: textSchema() })
    .nullable(),
});

/** The user record of spec §3, as `GET /v1/me` answers it. Dates are ISO strings on the wire. */
export const userSchema = z.object({
  id: z.number().int(),
  uuid: textSchema(),
  firstName: textSchema(),
  lastName: textSchema(),
  gender: salutationSchema,
  dateOfBirth: textSchema().nullable(),
  email: textSchema(),
  job: jobSchema.nullable(),
  /** Set while a job the user changed after verification waits for staff's confirmation (no Rx content until then). */
  jobConfirmationPendingSince: textSchema().nullable(),
  acceptedTosAt: textSchema().nullable(),
  hasAcceptedNewsletter: z.boolean(),
  verificationLetterRequestedAt: textSchema().nullable(),
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
  referrerCode: textSchema(),
  employee: employeeSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;
