import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scormManifest, scormZip } from '../modules/scorm/scorm-test-package';
import { createModule } from '../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../test-support/learning-fixtures';
import { multipartFile } from '../test-support/multipart';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
/** A page in windows-1252 ("Übung" with the byte 0xDC): it must reach the browser byte for byte. */
const LATIN1_PAGE = Buffer.from(
  '<!doctype html><html lang="de"><head><meta charset="windows-1252"><title>\u00dcbung</title></head><body><script src="sco.js"></script></body></html>',
  'latin1',
);

function multipart(name: string, data: Buffer) {
  const body = multipartFile(name, data);
  return { payload: body.payload, headers: { ...staff.headers, ...body.headers } };
}

async function uploadPackage(version: '1.2' | '2004', files: Record<string, string | Buffer>) {
  const module = await createModule(ctx.database.db);
  const entries = { 'imsmanifest.xml': scormManifest(version, 'sco/index.html'), ...files };
  const zip = scormZip(entries);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/modules/${module.uuid}/scorm-package`,
    ...multipart('paket.zip', zip),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().scormPackage.url as string;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const policyOf = (res: LightMyRequestResponse) => String(res.headers['content-security-policy']);
const directivesOf = (res: LightMyRequestResponse) => policyOf(res).split(/[;,]\s*/);

/** A document that runs in an opaque origin and cannot leave its frame or post a form anywhere. */
function expectSandboxedDocument(res: LightMyRequestResponse) {
  const directives = directivesOf(res);
  expect(directives).toContain('sandbox allow-scripts allow-forms allow-downloads');
  expect(policyOf(res)).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups|allow-modals/);
  expect(directives).toContain("form-action 'none'");
  expect(directives).toContain("frame-ancestors 'self'");
  expect(directives).toContain('connect-src */media/');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

/** Any other file: no script at all when opened on its own, an opaque origin too. */
function expectInertFile(res: LightMyRequestResponse) {
  const directives = directivesOf(res);
  expect(directives[0]).toBe('sandbox');
  expect(directives).toContain("default-src 'none'");
  expect(policyOf(res)).not.toContain('script-src');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
}

describe('files under /media', () => {
  it("serves a package's HTML sandboxed, with the bridge for its version as its first script", async () => {
    const url12 = await uploadPackage('1.2', {
      'sco/index.html': '<!doctype html><html><head><title>SCO</title></head><body><script src="sco.js"></script>',
      'sco/sco.js': 'API.LMSInitialize("")',
      'sco/frame.htm': '<p>Ohne Kopf</p>',
    });
    const page = await get(url12);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSandboxedDocument(page);
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page.body).toBe(
      '<!doctype html><html><head><script src="/media/scorm-bridge.js" data-scorm-version="1.2"></script><title>SCO</title></head><body><script src="sco.js"></script>',
    );
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    const bare = await get(url12.replace('index.html', 'frame.htm'));
    expect(bare.body).toBe('<script src="/media/scorm-bridge.js" data-scorm-version="1.2"></script><p>Ohne Kopf</p>');

    const script = await get(url12.replace('index.html', 'sco.js'));
    expect(script.body).toBe('API.LMSInitialize("")');
    expectSandboxedDocument(script);

    const url2004 = await uploadPackage('2004', { 'sco/index.html': LATIN1_PAGE });
    const latin1 = await get(url2004);
    const tag = '<script src="/media/scorm-bridge.js" data-scorm-version="2004"></script>';
    const head = '<!doctype html><html lang="de"><head>';
    expect(latin1.rawPayload.equals(Buffer.concat([Buffer.from(head + tag), LATIN1_PAGE.subarray(head.length)]))).toBe(
      true,
    );
    const encoded = await get(url2004.replace('index.html', '%69ndex.html'));
    expect(encoded.body).toContain(tag);
  });

  it('serves the bridge to the sandboxed packages (any origin may load it)', async () => {
    const res = await get('/media/scorm-bridge.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('window.API_1484_11');
  });

  it('serves PDFs as downloads, SVGs and images inert, other HTML sandboxed', async () => {
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?kind=document',
      ...multipart('a.pdf', PDF),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const servedPdf = await get(pdf.json().url);
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdf.headers['content-disposition']).toBe('attachment');
    expectInertFile(servedPdf);

    const png = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?kind=image',
      ...multipart('a.png', PNG),
    });
    const servedPng = await get(png.json().url);
    expect(servedPng.headers['content-type']).toBe('image/png');
    expect(servedPng.headers['content-disposition']).toBeUndefined();
    expectInertFile(servedPng);

    const folder = join(ctx.config.DATA_DIR, 'media', 'seed', 'media-files-test');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'bild.svg'), SVG);
    writeFileSync(join(folder, 'seite.html'), '<p>Seite</p>');
    const svg = await get('/media/seed/media-files-test/bild.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toBeUndefined();
    expectInertFile(svg);
    const html = await get('/media/seed/media-files-test/seite.html');
    expectSandboxedDocument(html);
    // Only package pages get the bridge.
    expect(html.body).toBe('<p>Seite</p>');
    expectInertFile(await get('/media/seed/media-files-test/fehlt.png'));
  });
});
