import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { unzipSync } from 'fflate';

/** At most this many files in one package (zip-bomb guard next to the size limit). */
export const SCORM_MAX_FILES = 5000;
/** Longest file or folder name in bytes (NAME_MAX of the usual file systems). */
export const SCORM_MAX_NAME_BYTES = 255;
/** Longest path inside a package in bytes, well below PATH_MAX with DATA_DIR in front. */
export const SCORM_MAX_PATH_BYTES = 1024;

export interface UnpackLimits {
  /** Largest sum of the unpacked files, in bytes. */
  maxBytes: number;
  maxFiles?: number;
}

export interface UnpackedPackage {
  /** Normalised relative paths (forward slashes) with their content; folders are left out. */
  files: Map<string, Uint8Array>;
  bytes: number;
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * A safe relative path for a zip entry, or null when it could leave the package folder: absolute
 * paths, drive letters, backslashes, `..` and `.` segments, control characters are refused.
 */
export function safeEntryPath(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (!name || name.includes('\\') || /[\u0000-\u001F\u007F]/.test(name)) return null;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return null;
  const segments = name.replace(/\/+$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments.join('/');
}

/**
 * Remembers the package's paths while the entries are read and answers the refusal for a path
 * that cannot be written as given: a name longer than the file system allows, a file where a
 * folder of the same name is (or the other way round), the same file twice. Checked before
 * anything is written, so such a package answers 400 and leaves nothing on disk.
 */
function pathChecker() {
  const files = new Set<string>();
  const folders = new Set<string>();
  return (path: string, isFolder: boolean): AppError | null => {
    const shown = path.slice(0, 200);
    const segments = path.split('/');
    if (
      Buffer.byteLength(path) > SCORM_MAX_PATH_BYTES ||
      segments.some((s) => Buffer.byteLength(s) > SCORM_MAX_NAME_BYTES)
    ) {
      return invalid(SCORM_ERRORS.nameTooLong(shown));
    }
    const ancestors = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
    if (ancestors.some((folder) => files.has(folder)) || files.has(path) || (!isFolder && folders.has(path))) {
      return invalid(SCORM_ERRORS.pathConflict(shown));
    }
    for (const folder of ancestors) folders.add(folder);
    (isFolder ? folders : files).add(path);
    return null;
  };
}

/**
 * Unpacks a SCORM package in memory with zip-bomb guards: the entries of the central directory
 * are checked before anything is inflated (every path safe, at most `maxFiles` files, declared
 * sizes together at most `maxBytes`), and every file is inflated into a buffer of its declared
 * size, so a lying header cannot make it grow. Paths that cannot be written as given (pathChecker)
 * are refused too. Broken archives answer 400, never a 5xx.
 */
export function unpackScormZip(data: Uint8Array, limits: UnpackLimits): UnpackedPackage {
  const maxFiles = limits.maxFiles ?? SCORM_MAX_FILES;
  let count = 0;
  let declared = 0;
  let refusal: AppError | null = null;
  const checkPath = pathChecker();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (entry) => {
        if (refusal) return false;
        const isFolder = entry.name.endsWith('/') && entry.originalSize === 0;
        const path = safeEntryPath(entry.name);
        if (!path) {
          refusal = invalid(SCORM_ERRORS.unsafePath(entry.name.slice(0, 200)));
          return false;
        }
        refusal = checkPath(path, isFolder);
        if (refusal || isFolder) return false;
        count += 1;
        declared += entry.originalSize;
        if (count > maxFiles) refusal = invalid(SCORM_ERRORS.tooManyFiles(maxFiles));
        else if (declared > limits.maxBytes) {
          refusal = invalid(SCORM_ERRORS.tooLarge(Math.round(limits.maxBytes / (1024 * 1024))));
        }
        return !refusal;
      },
    });
  } catch {
    throw refusal ?? invalid(SCORM_ERRORS.brokenZip);
  }
  if (refusal) throw refusal;
  const result = new Map<string, Uint8Array>();
  let bytes = 0;
  for (const [name, content] of Object.entries(files)) {
    const path = safeEntryPath(name);
    if (!path) throw invalid(SCORM_ERRORS.unsafePath(name.slice(0, 200)));
    result.set(path, content);
    bytes += content.length;
  }
  return { files: result, bytes };
}
