import { strToU8, zipSync } from 'fflate';

/** A minimal SCORM manifest of the given version with one SCO launching `href`. */
export function scormManifest(version: '1.2' | '2004', href = 'index.html'): string {
  const schema = version === '1.2' ? '1.2' : '2004 4th Edition';
  const adlcp = version === '1.2' ? 'http://www.adlnet.org/xsd/adlcp_rootv1p2' : 'http://www.adlnet.org/xsd/adlcp_v1p3';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="test" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="${adlcp}">
  <metadata><schema>ADL SCORM</schema><schemaversion>${schema}</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Erkältung kompakt</title>
    <item identifier="i1" identifierref="r1"><title>Lektion</title></item>
  </organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="${href}"><file href="${href}"/></resource></resources>
</manifest>`;
}

/** A SCORM package as ZIP bytes: the given files (text as UTF-8, or bytes as they are). */
export function scormZip(files: Record<string, string | Uint8Array>): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]),
  );
  return Buffer.from(zipSync(entries));
}

export function validScormZip(version: '1.2' | '2004' = '1.2'): Buffer {
  return scormZip({
    'imsmanifest.xml': scormManifest(version, 'content/index.html'),
    'content/index.html': '<!doctype html><title>SCO</title><script src="sco.js"></script>',
    'content/sco.js': 'window.parent.API && window.parent.API.LMSInitialize("");',
  });
}
