import { z } from 'zod';
import { idParamSchema, idSchema, idStringSchema, pageSchema, paginationQuerySchema, textSchema } from './common';
import { jobSchema, permissionSchema, subscriptionTypeSchema, userSchema } from './users';

/** `GET /v1/admin/users`: `search` matches word starts of first and last name, or the start of the e-mail. */
export const adminUserListQuerySchema = paginationQuerySchema.extend({
  search: textSchema().max(100).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserListItemSchema = z.object({
  id: z.number().int(),
  uuid: textSchema(),
  firstName: textSchema(),
  lastName: textSchema(),
  email: textSchema(),
  job: jobSchema.nullable(),
  isActive: z.boolean(),
  isStaff: z.boolean(),
  isSuperuser: z.boolean(),
  isPremium: z.boolean(),
  isDemo: z.boolean(),
  isEmailConfirmed: z.boolean(),
  createdAt: textSchema(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserPageSchema = pageSchema(adminUserListItemSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const permissionGrantSchema = z.object({ permission: permissionSchema, granted: z.boolean() });
export type PermissionGrantInput = z.infer<typeof permissionGrantSchema>;

/** The full profile plus what staff manage: per-user grants and what the job group alone gives. */
export const adminUserDetailSchema = userSchema.extend({
  createdAt: textSchema(),
  grants: z.array(permissionGrantSchema),
  jobGroupPermissions: z.array(permissionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `PATCH /v1/admin/users/{id}`: isStaff and isSuperuser only by a superuser. */
export const adminUserPatchBodySchema = z.strictObject({
  isActive: z.boolean().optional(),
  isStaff: z.boolean().optional(),
  isSuperuser: z.boolean().optional(),
  isPremium: z.boolean().optional(),
  isDemo: z.boolean().optional(),
});
export type AdminUserPatchBody = z.infer<typeof adminUserPatchBodySchema>;

/** `PUT /v1/admin/users/{id}/permissions`: replaces all grants and revocations of the user. */
export const permissionGrantsBodySchema = z.object({
  grants: z
    .array(permissionGrantSchema)
    .max(50)
    .refine(
      (grants) => new Set(grants.map((g) => g.permission)).size === grants.length,
      'Jede Berechtigung darf nur einmal vorkommen.',
    ),
});
export type PermissionGrantsBody = z.infer<typeof permissionGrantsBodySchema>;

/** `POST /v1/admin/users/{id}/subscriptions`. */
export const createSubscriptionBodySchema = z.object({
  type: subscriptionTypeSchema,
  manufacturerId: idSchema,
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export const userSubscriptionParamsSchema = idParamSchema.extend({
  subscriptionId: idStringSchema,
});

/**
 * `POST /v1/admin/users/{id}/employee/verification`. With `organisationId` the employee is moved to
 * that organisation first; `verifyOrganisation` also verifies an unverified organisation.
 */
export const employeeVerificationBodySchema = z.object({
  organisationId: idSchema.optional(),
  verifyOrganisation: z.boolean().default(false),
});
export type EmployeeVerificationBody = z.input<typeof employeeVerificationBodySchema>;

export const manufacturerOptionSchema = z.object({ id: z.number().int(), slug: textSchema(), name: textSchema() });
export type ManufacturerOption = z.infer<typeof manufacturerOptionSchema>;

export const manufacturerOptionPageSchema = pageSchema(manufacturerOptionSchema);
export type ManufacturerOptionPage = z.infer<typeof manufacturerOptionPageSchema>;
