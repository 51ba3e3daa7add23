import { z } from 'zod';
import { TRAINING_POINTS_ERRORS } from '../error-texts';
import { parseDate } from '../rules/dates';
import { textSchema } from './common';

/** A calendar day yyyy-MM-dd that exists (no 31 February). */
const calendarDaySchema = textSchema().refine((value) => !Number.isNaN(parseDate(value).getTime()), {
  message: TRAINING_POINTS_ERRORS.badDate,
  abort: true,
});

/** `PUT /v1/admin/modules/{uuid}/accreditation`: the module's accreditation by an Apothekerkammer. */
export const accreditationBodySchema = z
  .object({
    /** The accrediting chamber, e.g. "Apothekerkammer Nordrhein". */
    chamber: textSchema().trim().min(1).max(200),
    /** The chamber's event number (Veranstaltungsnummer). */
    eventNumber: textSchema().trim().min(1).max(100),
    points: z.number().int().min(1).max(100),
    /** The chamber's category, e.g. "1" or "7 (interaktive Fortbildung)". */
    category: textSchema().trim().min(1).max(100),
    validFrom: calendarDaySchema,
    validUntil: calendarDaySchema,
  })
  .refine((body) => body.validFrom <= body.validUntil, {
    message: TRAINING_POINTS_ERRORS.windowOrder,
    path: ['validUntil'],
  });
export type AccreditationBody = z.infer<typeof accreditationBodySchema>;

export const accreditationSchema = z.object({
  chamber: textSchema(),
  eventNumber: textSchema(),
  points: z.number().int(),
  category: textSchema(),
  validFrom: textSchema(),
  validUntil: textSchema(),
  updatedAt: textSchema(),
});
export type Accreditation = z.infer<typeof accreditationSchema>;

/** `GET /v1/admin/modules/{uuid}/accreditation`: null while the module has none. */
export const moduleAccreditationSchema = z.object({ accreditation: accreditationSchema.nullable() });
export type ModuleAccreditation = z.infer<typeof moduleAccreditationSchema>;

/** One certificate of attendance with the accreditation as it was on the day of the pass. */
export const attendanceSchema = z.object({
  certificateUuid: textSchema(),
  moduleName: textSchema(),
  chamber: textSchema(),
  eventNumber: textSchema(),
  points: z.number().int(),
  category: textSchema(),
  attendedAt: textSchema(),
  /** The instant after which the points no longer count. */
  expiresAt: textSchema(),
  /** Whether the points count in the last three years. */
  counts: z.boolean(),
  verificationCode: textSchema(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** `GET /v1/me/training-points`: the Fortbildungskonto. */
export const trainingPointsSchema = z.object({
  goal: z.number().int(),
  points: z.number().int(),
  missing: z.number().int(),
  percent: z.number().int(),
  reached: z.boolean(),
  expiries: z.array(z.object({ date: textSchema(), points: z.number().int() })),
  /** Every certificate of attendance, newest first. */
  attendances: z.array(attendanceSchema),
  /** API path of all certificates of attendance as one PDF; null while there are none. */
  pdfUrl: textSchema().nullable(),
});
export type TrainingPoints = z.infer<typeof trainingPointsSchema>;
