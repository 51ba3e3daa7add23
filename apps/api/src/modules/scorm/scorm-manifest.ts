import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { ScormVersion } from '@apopunkt/domain/schemas/scorm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { safeEntryPath } from './scorm-unpack';

export interface ScormManifest {
  version: ScormVersion;
  /** The launch file's path inside the package, with its query string if the manifest gives one. */
  launch: string;
  title: string | null;
}

type Node = Record<string, unknown>;
const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
    (v): v is Node => typeof v === 'object' && v !== null,
  );
const text = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return null;
};

function detectVersion(manifest: Node, raw: string): ScormVersion | null {
  const schemaVersion = text((manifest.metadata as Node | undefined)?.schemaversion);
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion && /2004|CAM 1\.3/i.test(schemaVersion)) return '2004';
  if (raw.includes('adlcp_rootv1p2')) return '1.2';
  if (raw.includes('adlcp_v1p3') || raw.includes('imscp_v1p1') || raw.includes('adlseq_v1p3')) return '2004';
  return null;
}

/** The `<manifest>` element of valid XML, or null. */
function manifestNode(xml: string): Node | null {
  if (XMLValidator.validate(xml) !== true) return null;
  try {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true }).parse(xml);
    return list(doc.manifest)[0] ?? null;
  } catch {
    return null;
  }
}

/** The SCORM version a stored package's manifest declares, or null (for the bridge in its pages). */
export function manifestVersion(xml: string): ScormVersion | null {
  const manifest = manifestNode(xml);
  return manifest ? detectVersion(manifest, xml) : null;
}

/** The first item (depth first) that points at a resource. */
function firstLaunchItem(items: Node[]): Node | null {
  for (const item of items) {
    if (item['@_identifierref']) return item;
    const nested = firstLaunchItem(list(item.item));
    if (nested) return nested;
  }
  return null;
}

/**
 * Reads `imsmanifest.xml` (SCORM 1.2 or 2004): the version from the schema version or the
 * namespaces, the launch file from the default organisation's first item with a resource (else
 * the first SCO resource), and the organisation's title. The launch file must be inside the package.
 */
export function parseScormManifest(xml: string, files: ReadonlySet<string>): ScormManifest {
  const manifest = manifestNode(xml);
  if (!manifest) throw invalid(SCORM_ERRORS.badManifest);
  const version = detectVersion(manifest, xml);
  if (!version) throw invalid(SCORM_ERRORS.unknownVersion);

  const organizations = list(manifest.organizations)[0] ?? {};
  const all = list(organizations.organization);
  const organization = all.find((o) => o['@_identifier'] === organizations['@_default']) ?? all[0];
  const resourcesNode = list(manifest.resources)[0] ?? {};
  const resources = list(resourcesNode.resource);
  const item = organization ? firstLaunchItem(list(organization.item)) : null;
  const resource =
    resources.find((r) => item && r['@_identifier'] === item['@_identifierref'] && r['@_href']) ??
    resources.find((r) => String(r['@_scormtype'] ?? r['@_scormType'] ?? '').toLowerCase() === 'sco' && r['@_href']);
  const href = resource ? text(resource['@_href']) : null;
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href)) throw invalid(SCORM_ERRORS.missingLaunch);
  const base = [text(resourcesNode['@_base']), text(resource?.['@_base'])].filter(Boolean).join('');
  const [file = '', query] = `${base}${href}`.split(/(?=[?#])/, 2);
  const path = safeEntryPath(decodeURIComponent(file));
  if (!path || !files.has(path)) throw invalid(SCORM_ERRORS.missingLaunch);
  const parameters = item ? text(item['@_parameters']) : null;
  const suffix = query ?? (parameters ? (parameters.startsWith('?') ? parameters : `?${parameters}`) : '');
  return { version, launch: `${path}${suffix}`, title: text(organization?.title) };
}
