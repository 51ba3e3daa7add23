import { z } from 'zod';

/** What staff can upload (`POST /v1/admin/media?kind=`); each kind has its own types and size limit. */
export const MEDIA_KINDS = ['image', 'video', 'document', 'scorm'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
  scorm: 100 * 1024 * 1024,
};

export const MEDIA_MESSAGES = {
  missing: 'Bitte wähle eine Datei zum Hochladen.',
  tooLarge: (kind: MediaKind) =>
    `Die Datei ist zu groß. Erlaubt sind höchstens ${Math.round(MEDIA_MAX_BYTES[kind] / (1024 * 1024))} MB.`,
  wrongType: {
    image: 'Bitte lade ein Bild im Format PNG, JPEG, WebP oder GIF hoch.',
    video: 'Bitte lade ein Video im Format MP4 oder WebM hoch.',
    document: 'Bitte lade ein PDF-Dokument hoch.',
    scorm: 'Bitte lade ein SCORM-Paket als ZIP-Datei hoch.',
  } satisfies Record<MediaKind, string>,
} as const;

export const mediaUploadQuerySchema = z.object({ kind: z.enum(MEDIA_KINDS) });
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** The stored file: `url` is what pages and content documents reference. */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mimetype: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
