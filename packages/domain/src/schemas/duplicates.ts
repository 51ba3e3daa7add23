import { z } from 'zod';
import { DUPLICATE_REASONS } from '../rules/duplicates';
import { idSchema, pageSchema, paginationQuerySchema } from './common';

const duplicateUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  job: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  organisationName: z.string().nullable(),
  premiumScore: z.number().int(),
  knowledgeScore: z.number().int(),
  createdAt: z.string(),
});
export type DuplicateUser = z.infer<typeof duplicateUserSchema>;

/** `GET /v1/admin/duplicates`: pairs of active accounts, highest score first, with their reasons. */
export const duplicateCandidateSchema = z.object({
  score: z.number().int(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  users: z.tuple([duplicateUserSchema, duplicateUserSchema]),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;
export const duplicateCandidatePageSchema = pageSchema(duplicateCandidateSchema);
export const duplicateListQuerySchema = paginationQuerySchema;

const twoUsers = z
  .tuple([idSchema, idSchema])
  .refine(([a, b]) => a !== b, { message: 'Bitte wähle zwei verschiedene Konten.' });

/** `POST /v1/admin/duplicates/dismissal`: the pair belongs to two people; it is not shown again. */
export const dismissDuplicateBodySchema = z.object({ userIds: twoUsers });
/** `POST /v1/admin/duplicates/deactivation`: switch one account of a pair off. */
export const deactivateDuplicateBodySchema = z.object({ userId: idSchema });
/** `POST /v1/admin/duplicates/merge`: everything of `sourceUserId` moves to `targetUserId`. */
export const mergeDuplicatesBodySchema = z
  .object({ sourceUserId: idSchema, targetUserId: idSchema })
  .refine((b) => b.sourceUserId !== b.targetUserId, { message: 'Bitte wähle zwei verschiedene Konten.' });
export type MergeDuplicatesBody = z.infer<typeof mergeDuplicatesBodySchema>;

export const mergeResultSchema = z.object({
  sourceUserId: z.number().int(),
  targetUserId: z.number().int(),
  pointsMoved: z.number().int(),
  knowledgePointsAdded: z.number().int(),
  /** Rows moved per table; rows that would clash with the target's stay on the deactivated account. */
  moved: z.record(z.string(), z.number().int()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
