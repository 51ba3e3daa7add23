import { z } from 'zod';
import { textSchema } from './common';

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** What a module stores of its SCORM package (`modules.scorm_package`); `url` is the launch file. */
export const scormPackageSchema = z.object({
  url: textSchema(),
  version: z.enum(SCORM_VERSIONS),
  title: textSchema().optional(),
  files: z.number().int().optional(),
  bytes: z.number().int().optional(),
  originalName: textSchema().optional(),
  uploadedAt: textSchema().optional(),
});
export type ScormPackage = z.infer<typeof scormPackageSchema>;

/** What the player needs of it (GET /v1/modules/{slug}, attempts). */
export const playerScormPackageSchema = z.object({ url: textSchema(), version: z.enum(SCORM_VERSIONS) });

const score = z.number().min(-1_000_000).max(1_000_000).optional();

/** SCORM 1.2: `cmi.core.lesson_status` and `cmi.core.score.*` as the runtime holds them. */
export const scorm12CompletionSchema = z.object({
  version: z.literal('1.2'),
  lessonStatus: z.enum(['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted']),
  scoreRaw: score,
  scoreMin: score,
  scoreMax: score,
  thirdPartyConsent: z.boolean().optional(),
});

/** SCORM 2004: `cmi.completion_status`, `cmi.success_status` and `cmi.score.*`. */
export const scorm2004CompletionSchema = z.object({
  version: z.literal('2004'),
  completionStatus: z.enum(['completed', 'incomplete', 'not attempted', 'unknown']),
  successStatus: z.enum(['passed', 'failed', 'unknown']),
  scoreScaled: z.number().min(-1).max(1).optional(),
  scoreRaw: score,
  scoreMin: score,
  scoreMax: score,
  thirdPartyConsent: z.boolean().optional(),
});

/** `POST /v1/attempts/{id}/scorm-completion`: what the SCORM runtime reported; the server decides. */
export const scormCompletionBodySchema = z.discriminatedUnion('version', [
  scorm12CompletionSchema,
  scorm2004CompletionSchema,
]);
export type ScormCompletionBody = z.infer<typeof scormCompletionBodySchema>;
