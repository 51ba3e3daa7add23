import { z } from 'zod';
import { idStringSchema, pageSchema, paginationQuerySchema, textSchema } from './common';

/**
 * Data-sharing sets ("Datenweitergabe", issue 12 §4): which member data a partner receives, for
 * what purpose and with which consent text. The fields a set may share, in CSV column order.
 */
export const THIRD_PARTY_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'job',
  'workplaceName',
  'workplaceStreet',
  'workplaceZip',
  'workplaceCity',
] as const;
export type ThirdPartyField = (typeof THIRD_PARTY_FIELDS)[number];

/** German column and checkbox labels of the fields. */
export const THIRD_PARTY_FIELD_LABELS: Record<ThirdPartyField, string> = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  job: 'Beruf',
  workplaceName: 'Arbeitsstätte',
  workplaceStreet: 'Straße der Arbeitsstätte',
  workplaceZip: 'PLZ der Arbeitsstätte',
  workplaceCity: 'Ort der Arbeitsstätte',
};

const FIELD_MESSAGE = 'Bitte wähle mindestens ein Feld aus.';

/** The staff form: partner, title, purpose, the fields shared and the consent text. */
export const thirdPartySetBodySchema = z.strictObject({
  partner: textSchema().trim().min(1, 'Bitte gib den Partner an.').max(200),
  title: textSchema().trim().min(1, 'Bitte gib einen Titel an.').max(200),
  purpose: textSchema().trim().min(1, 'Bitte beschreibe den Zweck.').max(2000),
  fields: z
    .array(z.enum(THIRD_PARTY_FIELDS), { error: FIELD_MESSAGE })
    .min(1, FIELD_MESSAGE)
    .max(THIRD_PARTY_FIELDS.length)
    .refine((list) => new Set(list).size === list.length, 'Jedes Feld nur einmal.'),
  consentText: textSchema().trim().min(1, 'Bitte gib den Einwilligungstext ein.').max(5000),
});
export type ThirdPartySetBody = z.infer<typeof thirdPartySetBodySchema>;
/** PATCH: only the fields sent change; a changed consent text becomes a new version. */
export const thirdPartySetPatchSchema = thirdPartySetBodySchema.partial();
export type ThirdPartySetPatch = z.infer<typeof thirdPartySetPatchSchema>;

export const thirdPartySetParamSchema = z.object({ uuid: z.uuid() });
export const thirdPartySetListQuerySchema = paginationQuerySchema.extend({
  search: textSchema().trim().max(200).optional(),
});
export type ThirdPartySetListQuery = z.infer<typeof thirdPartySetListQuerySchema>;

/** A row of the staff overview. */
export const thirdPartySetRowSchema = z.object({
  uuid: z.string(),
  partner: z.string(),
  title: z.string(),
  purpose: z.string(),
  fields: z.array(z.enum(THIRD_PARTY_FIELDS)),
  textVersion: z.number().int(),
  moduleCount: z.number().int(),
  activeConsents: z.number().int(),
  updatedAt: z.string(),
});
export type ThirdPartySetRow = z.infer<typeof thirdPartySetRowSchema>;
export const thirdPartySetPageSchema = pageSchema(thirdPartySetRowSchema);

export const thirdPartyExportLogSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  rowCount: z.number().int(),
  exportedBy: z.string().nullable(),
});
export type ThirdPartyExportLog = z.infer<typeof thirdPartyExportLogSchema>;

/** The staff detail: the set with its current text, its modules and the export log. */
export const thirdPartySetSchema = thirdPartySetRowSchema.extend({
  consentText: z.string(),
  createdAt: z.string(),
  modules: z.array(z.object({ uuid: z.string(), name: z.string(), slug: z.string() })),
  exports: z.array(thirdPartyExportLogSchema),
});
export type ThirdPartySet = z.infer<typeof thirdPartySetSchema>;

/** `PUT /v1/admin/modules/{uuid}/third-party-data`: the set a module asks consent for, or none. */
export const moduleThirdPartySetBodySchema = z.strictObject({ setUuid: z.uuid().nullable() });
export type ModuleThirdPartySetBody = z.infer<typeof moduleThirdPartySetBodySchema>;
export const moduleThirdPartySetSchema = z.object({
  set: z.object({ uuid: z.string(), partner: z.string(), title: z.string() }).nullable(),
});
export type ModuleThirdPartySet = z.infer<typeof moduleThirdPartySetSchema>;

/** A member's active consent (account page). */
export const myThirdPartyConsentSchema = z.object({
  id: z.number().int(),
  partner: z.string(),
  title: z.string(),
  purpose: z.string(),
  fields: z.array(z.enum(THIRD_PARTY_FIELDS)),
  consentText: z.string(),
  textVersion: z.number().int(),
  givenAt: z.string(),
  moduleName: z.string().nullable(),
});
export type MyThirdPartyConsent = z.infer<typeof myThirdPartyConsentSchema>;
export const myThirdPartyConsentsSchema = z.object({ results: z.array(myThirdPartyConsentSchema) });
export const consentIdParamSchema = z.object({ id: idStringSchema });
export const withdrawnConsentSchema = z.object({ id: z.number().int(), withdrawnAt: z.string() });
