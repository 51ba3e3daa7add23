import { z } from 'zod';
import { pageSchema, paginationQuerySchema, textSchema } from './common';

/** The popup members see (spec §3). */
export const popupSchema = z.object({
  uuid: textSchema(),
  image: textSchema().nullable(),
  imageMobile: textSchema().nullable(),
  link: textSchema(),
  shortDescription: textSchema(),
  linkAndDescriptionOnDesktop: z.boolean(),
  /** Counts staff's changes of what members see (1 at first): a member who closed an older one sees it again. */
  version: z.number().int().min(1),
});
export type Popup = z.infer<typeof popupSchema>;

/** `GET /v1/popups`: the current popup or none. */
export const currentPopupSchema = z.object({ popup: popupSchema.nullable() });
export type CurrentPopup = z.infer<typeof currentPopupSchema>;

/** `POST /v1/popups`: a view (0) or a click (1). */
export const popupInteractionBodySchema = z.object({
  uuid: z.uuid(),
  type: z.union([z.literal(0), z.literal(1)]),
});
export type PopupInteractionBody = z.infer<typeof popupInteractionBodySchema>;

export const popupUuidParamSchema = z.object({ uuid: z.uuid() });

/** `PUT /v1/popups/{uuid}/closed`: the member closed this version of the popup (issue 36). */
export const closePopupBodySchema = z.object({ version: z.number().int().min(1).max(2_147_483_647) });
export type ClosePopupBody = z.infer<typeof closePopupBodySchema>;

const dateTimeSchema = z.iso.datetime({ offset: true });
const imagePathSchema = textSchema().trim().max(500).nullable();
const linkSchema = textSchema()
  .trim()
  .max(500)
  .regex(/^$|^(\/(?!\/)|https:\/\/)\S*$/, 'Bitte gib einen Pfad wie /play/modul oder eine https-Adresse an.');

/** The popup form (spec §3) with its defaults: no dates, empty link and description, false. */
export const createPopupBodySchema = z
  .object({
    name: textSchema().trim().max(200).default(''),
    startsAt: dateTimeSchema.nullable().default(null),
    endsAt: dateTimeSchema.nullable().default(null),
    image: imagePathSchema.default(null),
    imageMobile: imagePathSchema.default(null),
    link: linkSchema.default(''),
    shortDescription: textSchema().trim().max(1000).default(''),
    linkAndDescriptionOnDesktop: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .refine((b) => !b.startsAt || !b.endsAt || new Date(b.startsAt) < new Date(b.endsAt), {
    message: 'Das Ende muss nach dem Beginn liegen.',
    path: ['endsAt'],
  });
export type CreatePopupBody = z.infer<typeof createPopupBodySchema>;
export const patchPopupBodySchema = z
  .object({
    name: textSchema().trim().max(200),
    startsAt: dateTimeSchema.nullable(),
    endsAt: dateTimeSchema.nullable(),
    image: imagePathSchema,
    imageMobile: imagePathSchema,
    link: linkSchema,
    shortDescription: textSchema().trim().max(1000),
    linkAndDescriptionOnDesktop: z.boolean(),
    isActive: z.boolean(),
  })
  .partial();
export type PatchPopupBody = z.infer<typeof patchPopupBodySchema>;

export const adminPopupSchema = popupSchema.extend({
  name: textSchema(),
  createdAt: textSchema(),
  startsAt: textSchema().nullable(),
  endsAt: textSchema().nullable(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;
export const adminPopupPageSchema = pageSchema(adminPopupSchema);
export const adminPopupListQuerySchema = paginationQuerySchema;

const seenClicked = z.object({ seen: z.number().int(), clicked: z.number().int() });
const postcodeRows = z.array(z.object({ region: textSchema(), seen: z.number().int(), clicked: z.number().int() }));

/** `GET /v1/admin/popups/{uuid}/report` (spec §3 Popup report). */
export const popupReportSchema = z.object({
  uuid: textSchema(),
  name: textSchema(),
  isVisible: z.boolean(),
  visibleFrom: textSchema().nullable(),
  visibleTo: textSchema().nullable(),
  createdAt: textSchema(),
  clickable: z.boolean(),
  /** Every view and click of members and of pharmacies (members with a pharmacy workplace). */
  userTotals: seenClicked,
  pharmacyTotals: seenClicked,
  /** Distinct members and pharmacies that saw and clicked. */
  distinct: z.object({ users: seenClicked, pharmacies: seenClicked }),
  /** Per postcode region (first two digits) for members and for pharmacies (distinct). */
  perPostcode: z.object({ users: postcodeRows, pharmacies: postcodeRows }),
});
export type PopupReport = z.infer<typeof popupReportSchema>;
