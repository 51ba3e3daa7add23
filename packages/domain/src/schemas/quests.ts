import { z } from 'zod';
import { idSchema, pageSchema, paginationQuerySchema, textSchema } from './common';

/** A weekly challenge as members see it (spec §3 Quest); `endsAt` drives the countdown. */
export const questSchema = z.object({
  id: z.number().int(),
  module: z.object({ slug: textSchema(), name: textSchema() }),
  coverImage: textSchema().nullable(),
  coverImageMobile: textSchema().nullable(),
  startsAt: textSchema(),
  endsAt: textSchema(),
  bonus: z.number().int(),
  isCompleted: z.boolean(),
});
export type Quest = z.infer<typeof questSchema>;

/** `GET /v1/quests`: the current quests, the one ending first first (used for the banner). */
export const questListSchema = z.object({ results: z.array(questSchema) });

const dateTimeSchema = z.iso.datetime({ offset: true });
const imagePathSchema = textSchema().trim().max(500).nullable();
const questFields = {
  moduleId: idSchema,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  coverImage: imagePathSchema,
  coverImageMobile: imagePathSchema,
  bonus: z.number().int().min(0).max(100_000),
  isActive: z.boolean(),
};
const periodInOrder = (b: { startsAt?: string; endsAt?: string }) =>
  !b.startsAt || !b.endsAt || new Date(b.startsAt) < new Date(b.endsAt);
const periodMessage = { message: 'Das Ende muss nach dem Beginn liegen.', path: ['endsAt'] };

export const createQuestBodySchema = z
  .object({
    ...questFields,
    coverImage: imagePathSchema.default(null),
    coverImageMobile: imagePathSchema.default(null),
    isActive: z.boolean().default(true),
  })
  .refine(periodInOrder, periodMessage);
export type CreateQuestBody = z.infer<typeof createQuestBodySchema>;
export const patchQuestBodySchema = z.object(questFields).partial().refine(periodInOrder, periodMessage);
export type PatchQuestBody = z.infer<typeof patchQuestBodySchema>;

export const adminQuestSchema = z.object({
  id: z.number().int(),
  module: z.object({ id: z.number().int(), slug: textSchema(), name: textSchema() }),
  startsAt: textSchema(),
  endsAt: textSchema(),
  coverImage: textSchema().nullable(),
  coverImageMobile: textSchema().nullable(),
  bonus: z.number().int(),
  isActive: z.boolean(),
  status: z.enum(['running', 'upcoming', 'ended']),
  completions: z.number().int(),
  bonusesPaid: z.number().int(),
  createdAt: textSchema(),
});
export type AdminQuest = z.infer<typeof adminQuestSchema>;
export const adminQuestPageSchema = pageSchema(adminQuestSchema);
export const adminQuestListQuerySchema = paginationQuerySchema;
