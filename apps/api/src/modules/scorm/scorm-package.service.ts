import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { AdminModule } from '@apopunkt/domain/schemas/admin-modules';
import type { ScormPackage } from '@apopunkt/domain/schemas/scorm';
import type { ResolvedDeps } from '../../deps';
import type { UploadedFile } from '../../lib/uploads';
import { requireModuleByUuid, setModuleScormPackage } from '../modules-admin';
import { parseScormManifest } from './scorm-manifest';
import { unpackScormZip } from './scorm-unpack';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;
type Staff = { id: number };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The largest package in bytes (SCORM_MAX_MB), for the upload and for the unpacked files. */
export function scormMaxBytes(config: Pick<ResolvedDeps['config'], 'SCORM_MAX_MB'>): number {
  return config.SCORM_MAX_MB * 1024 * 1024;
}

async function writePackage(root: string, files: Map<string, Uint8Array>): Promise<void> {
  for (const [path, content] of files) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/**
 * `POST /v1/admin/modules/{uuid}/scorm-package`: unpacks the uploaded ZIP (unpack limits in
 * scorm-unpack), reads its manifest, writes the files to DATA_DIR/media/scorm/<id>/ (served
 * sandboxed, with the SCORM bridge in its pages: plugins/media-files) and makes it the module's
 * package, audited. A package replaced or removed later stays on disk for a week (members may
 * still be playing it), then the media clean-up job deletes it (media/replaced-packages.ts).
 */
export async function attachScormPackage(
  deps: Deps,
  staff: Staff,
  uuid: string,
  upload: UploadedFile,
): Promise<AdminModule> {
  await requireModuleByUuid(deps.db, uuid);
  if (!ZIP_MAGIC.every((byte, i) => upload.data[i] === byte)) {
    throw new AppError('VALIDATION_FAILED', SCORM_ERRORS.notZip);
  }
  const unpacked = unpackScormZip(upload.data, { maxBytes: scormMaxBytes(deps.config) });
  const manifestFile = unpacked.files.get('imsmanifest.xml');
  if (!manifestFile) throw new AppError('VALIDATION_FAILED', SCORM_ERRORS.missingManifest);
  const manifest = parseScormManifest(Buffer.from(manifestFile).toString('utf8'), new Set(unpacked.files.keys()));

  const id = randomUUID();
  const root = join(deps.config.DATA_DIR, 'media', 'scorm', id);
  const [launchPath = '', launchQuery = ''] = manifest.launch.split(/(?=[?#])/, 2);
  const scormPackage: ScormPackage = {
    url: `/media/scorm/${id}/${encodePath(launchPath)}${launchQuery}`,
    version: manifest.version,
    ...(manifest.title ? { title: manifest.title.slice(0, 300) } : {}),
    files: unpacked.files.size,
    bytes: unpacked.bytes,
    originalName: upload.filename.slice(0, 200),
    uploadedAt: deps.clock.now().toISOString(),
  };
  try {
    await writePackage(root, unpacked.files);
    return await setModuleScormPackage(deps, staff, uuid, scormPackage);
  } catch (err) {
    // A write that fails halfway (disk full) leaves no half package behind either.
    await rm(root, { recursive: true, force: true });
    throw err;
  }
}

/** `DELETE /v1/admin/modules/{uuid}/scorm-package`: the module is played from its pages again. */
export async function detachScormPackage(deps: Deps, staff: Staff, uuid: string): Promise<AdminModule> {
  return setModuleScormPackage(deps, staff, uuid, null);
}
