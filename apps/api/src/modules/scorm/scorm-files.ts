import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScormVersion } from '@apopunkt/domain/schemas/scorm';
import { SCORM_BRIDGE_URL } from '../../lib/media-headers';
import { manifestVersion } from './scorm-manifest';
import { safeEntryPath } from './scorm-unpack';

const HTML_FILE = /\.(html?|xht(ml)?)$/i;
const PACKAGE_FILE = /^\/media\/scorm\/([0-9a-f-]{36})\/([^?#]+)/;

/** A package's HTML file a URL names: the package id and the file's path inside it, or null. */
export function scormDocumentOf(url: string): { id: string; path: string } | null {
  const match = PACKAGE_FILE.exec(url);
  if (!match?.[1] || !match[2]) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  const path = safeEntryPath(decoded);
  return path && HTML_FILE.test(path) ? { id: match[1], path } : null;
}

/** The tag that loads the bridge, naming the package's version when it is known. */
export function bridgeTag(version: ScormVersion | null): string {
  return `<script src="${SCORM_BRIDGE_URL}"${version ? ` data-scorm-version="${version}"` : ''}></script>`;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The HTML with the bridge's tag as its first script: right after `<head …>`, else after
 * `<html …>`, else after the doctype (never before it, which would switch the page to quirks
 * mode), else at the start. Works on the bytes, so a page in any ASCII-compatible encoding stays
 * as it was; a UTF-16 page is left alone.
 */
export function injectBridge(html: Uint8Array, version: ScormVersion | null): Buffer {
  const bytes = Buffer.from(html);
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return bytes;
  const start = UTF8_BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  const text = bytes.toString('latin1');
  let at = start;
  for (const pattern of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = pattern.exec(text);
    if (match) {
      at = match.index + match[0].length;
      break;
    }
  }
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(bridgeTag(version)), bytes.subarray(at)]);
}

/**
 * The version of each stored package, read from its manifest once (a package never changes
 * under its id). Bounded: when full it starts again, a re-read costs one small file.
 */
export function packageVersions(mediaDir: string, max = 500) {
  const known = new Map<string, ScormVersion | null>();
  return async (id: string): Promise<ScormVersion | null> => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const xml = await readFile(join(mediaDir, 'scorm', id, 'imsmanifest.xml'), 'utf8').catch(() => null);
    const version = xml === null ? null : manifestVersion(xml);
    if (known.size >= max) known.clear();
    known.set(id, version);
    return version;
  };
}
