import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AppError } from '@apopunkt/domain/errors';
import { MEDIA_MESSAGES, type MediaFile, type MediaKind } from '@apopunkt/domain/schemas/media';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import type { UploadedFile } from '../../lib/uploads';
import { recordStaffChange } from '../audit-log';
import { insertMediaFile, type MediaFileRow } from './media.repository';
import { detectMediaType } from './media-types';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;

/** The public address of a stored file (served by the /media/ static route with long caching). */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

function toMediaFile(row: MediaFileRow): MediaFile {
  return {
    id: row.id,
    url: mediaUrl(row.path),
    kind: row.kind,
    mimetype: row.mimetype,
    size: row.size,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores an upload of staff under DATA_DIR/media/uploads/<yyyy>/<mm>/<uuid>.<ext> after checking
 * its real type by its first bytes, records it with an audit entry and answers its URL. The name
 * is new for every file, so the URL can be cached forever.
 */
export async function storeMediaUpload(
  deps: Deps,
  staff: { id: number },
  kind: MediaKind,
  file: UploadedFile,
): Promise<MediaFile> {
  const type = detectMediaType(kind, file.data);
  if (!type) throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.wrongType[kind]);
  const now = deps.clock.now();
  const id = randomUUID();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const path = `uploads/${now.getUTCFullYear()}/${month}/${id}.${type.extension}`;
  const absolute = join(deps.config.DATA_DIR, 'media', path);
  await mkdir(dirname(absolute), { recursive: true });
  await writeFile(absolute, file.data);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const stored = await insertMediaFile(tx, {
        id,
        path,
        kind,
        mimetype: type.mimetype,
        size: file.data.length,
        originalName: file.filename.slice(0, 200),
        uploadedById: staff.id,
        createdAt: now,
      });
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'media.upload',
        entityType: 'media',
        entityId: id,
        after: { path, kind, mimetype: type.mimetype, size: file.data.length },
      });
      return stored;
    });
    return toMediaFile(row);
  } catch (err) {
    await rm(absolute, { force: true });
    throw err;
  }
}
