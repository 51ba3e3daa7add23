import type { MediaKind } from '@apopunkt/domain/schemas/media';

interface DetectedType {
  mimetype: string;
  extension: string;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (data: Buffer, text: string, offset = 0) => startsWith(data, [...Buffer.from(text, 'latin1')], offset);

/**
 * The file's real type from its first bytes (never from the name or the client's content type),
 * or null when it is not one of the kind's allowed types. SVG is not accepted: it can carry script.
 */
export function detectMediaType(kind: MediaKind, data: Buffer): DetectedType | null {
  switch (kind) {
    case 'image':
      if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return { mimetype: 'image/png', extension: 'png' };
      if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimetype: 'image/jpeg', extension: 'jpg' };
      if (ascii(data, 'GIF87a') || ascii(data, 'GIF89a')) return { mimetype: 'image/gif', extension: 'gif' };
      if (ascii(data, 'RIFF') && ascii(data, 'WEBP', 8)) return { mimetype: 'image/webp', extension: 'webp' };
      return null;
    case 'video':
      if (ascii(data, 'ftyp', 4)) return { mimetype: 'video/mp4', extension: 'mp4' };
      if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return { mimetype: 'video/webm', extension: 'webm' };
      return null;
    case 'document':
      return ascii(data, '%PDF-') ? { mimetype: 'application/pdf', extension: 'pdf' } : null;
    case 'scorm':
      return startsWith(data, [0x50, 0x4b, 0x03, 0x04]) ? { mimetype: 'application/zip', extension: 'zip' } : null;
  }
}
