import { type APIRequestContext, expect } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';

export type ScormVersion = '1.2' | '2004';

/** A manifest of the given version with one SCO launching `sco/index.html`. */
function manifest(version: ScormVersion, title: string): string {
  const adlcp = version === '1.2' ? 'http://www.adlnet.org/xsd/adlcp_rootv1p2' : 'http://www.adlnet.org/xsd/adlcp_v1p3';
  const schema = version === '1.2' ? '1.2' : '2004 4th Edition';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-scorm" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="${adlcp}">
  <metadata><schema>ADL SCORM</schema><schemaversion>${schema}</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>${title}</title>
    <item identifier="item" identifierref="sco"><title>${title}</title></item></organization></organizations>
  <resources><resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="sco/index.html">
    <file href="sco/index.html"/></resource></resources>
</manifest>`;
}

/** A package as ZIP bytes: the manifest plus the given files (paths inside the package). */
export function scormZip(version: ScormVersion, title: string, files: Record<string, string>): Buffer {
  const entries = { 'imsmanifest.xml': manifest(version, title), ...files };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));
}

/**
 * How SCOs find the runtime (the ADL algorithm): on their own window first, then up the parents.
 * In the sandbox the player's window is of another origin, so the bridge's object on the SCO's own
 * window is the one found.
 */
const FIND_API = `function findApi(name) {
  var win = window;
  for (var i = 0; i < 8 && win; i++) {
    try { if (win[name]) return win[name]; } catch (e) { return null; }
    if (win.parent === win) return null;
    win = win.parent;
  }
  return null;
}`;

const FINISH: Record<ScormVersion, string> = {
  '1.2': `var api = findApi('API');
var connected = api && api.LMSInitialize('') === 'true';
function finish() {
  api.LMSSetValue('cmi.core.score.raw', '90');
  api.LMSSetValue('cmi.core.lesson_status', 'passed');
  api.LMSCommit('');
  api.LMSFinish('');
}`,
  '2004': `var api = findApi('API_1484_11');
var connected = api && api.Initialize('') === 'true';
function finish() {
  api.SetValue('cmi.score.raw', '90');
  api.SetValue('cmi.score.max', '100');
  api.SetValue('cmi.score.scaled', '0.9');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.Commit('');
  api.Terminate('');
}`,
};

/** A package with one SCO: a button reports "passed" with 90 points and finishes. */
export function lessonPackage(version: ScormVersion, title = 'Heuschnupfen im HV'): Buffer {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Heuschnupfen</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; padding: 16px">
<h1>${title}</h1><p>Antihistaminika der 2. Generation machen kaum müde.</p>
<p id="status">Verbindung wird aufgebaut …</p>
<button id="finish" type="button">Lektion abschließen</button>
<script src="sco.js"></script></body></html>`;
  const script = `${FIND_API}
${FINISH[version]}
document.getElementById('status').textContent = connected ? 'Verbunden' : 'Keine LMS-Verbindung';
document.getElementById('finish').addEventListener('click', function () {
  finish();
  document.getElementById('status').textContent = 'Abgeschlossen';
});`;
  return scormZip(version, title, { 'sco/index.html': html, 'sco/sco.js': script });
}

/** A module worth 15 knowledge and 5 premium points, created hidden by staff through the API. */
export async function createModuleForPackage(request: APIRequestContext, token: string, name: string) {
  const created = await request.post('/api/v1/admin/modules', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, type: 0, knowledgeValue: 15, premiumValue: 5, minSeconds: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { uuid: string; slug: string };
}

/** Shows the module (it must be playable by then: its package uploaded). */
export async function showModule(request: APIRequestContext, token: string, uuid: string) {
  const res = await request.patch(`/api/v1/admin/modules/${uuid}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { isVisible: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Uploads a package to the module through the API; answers the launch file's address. */
export async function uploadPackage(request: APIRequestContext, token: string, uuid: string, zip: Buffer) {
  const res = await request.post(`/api/v1/admin/modules/${uuid}/scorm-package`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'paket.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { scormPackage: { url: string } }).scormPackage.url;
}
