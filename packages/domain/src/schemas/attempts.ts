import { z } from 'zod';
import { PREMIUM_REASONS, REWARD_TRANSACTION_TYPES } from '../constants/ledger';
import { textSchema } from './common';
import { moduleDetailSchema } from './learning-modules';
import { playerContentSchema } from './module-content';

/** `POST /v1/modules/{slug}/attempts`: the attempt with the content to play, never the solutions. */
export const attemptSchema = z.object({
  id: textSchema(),
  startedAt: textSchema(),
  module: moduleDetailSchema,
  content: playerContentSchema,
});
export type Attempt = z.infer<typeof attemptSchema>;

export const submittedAnswerSchema = z.object({
  questionId: textSchema().min(1).max(100),
  optionIds: z.array(textSchema().min(1).max(100)).max(20),
});

/** `POST /v1/attempts/{id}/submission`. One answer per question. */
export const submissionBodySchema = z.object({
  answers: z
    .array(submittedAnswerSchema)
    .max(200)
    .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
      message: 'Jede Frage darf nur einmal beantwortet werden.',
    }),
  /**
   * The user agreed to the data sharing described in the module's thirdPartyModalData. Required
   * for such modules: without it the completion does not count (and is not sent).
   */
  thirdPartyConsent: z.boolean().optional(),
});
export type SubmissionBody = z.infer<typeof submissionBodySchema>;

/** One graded question; the right options (`correctOptionIds`) only come with a passed attempt. */
export const questionResultSchema = z.object({
  questionId: textSchema(),
  correct: z.boolean(),
  correctOptionIds: z.array(textSchema()).optional(),
  explanation: textSchema(),
});

/** The graded attempt; a repeated submission of the same attempt answers this same result again. */
export const submissionResultSchema = z.object({
  passed: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Knowledge points added by this submission (only on the first pass of the module). */
  knowledgePoints: z.number().int(),
  /** Premium points the module paid by this submission (the weekly-challenge bonus apart). */
  premiumPoints: z.number().int(),
  /** The module's reward entry this submission wrote to the ledger, if any. */
  transactionType: z.enum(REWARD_TRANSACTION_TYPES).nullable(),
  /**
   * Why the module paid what it paid, decided in the transaction that paid it: its ledger entry's
   * type, or `NOT_PREMIUM` / `ALREADY_REWARDED` when it wrote none; null after a failure.
   */
  premiumReason: z.enum(PREMIUM_REASONS).nullable(),
  /** The weekly-challenge bonus (BQUEST) paid by this submission, on top of `premiumPoints`; 0 if none. */
  challengeBonus: z.number().int(),
  results: z.array(questionResultSchema),
  /** After a failure: when the next attempt of the module can start (rules/attempt-retry); else null. */
  retryAt: textSchema().nullable(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

export const attemptIdParamSchema = z.object({ id: z.uuid({ message: 'Unbekannter Versuch.' }) });
