import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { multipartFile } from '../../test-support/multipart';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { scormManifest, scormZip, validScormZip } from './scorm-test-package';

let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SCORM_MAX_MB: '1' } });
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA' });
});
afterAll(() => ctx.close());

function upload(viewer: TestViewer | null, uuid: string, data: Buffer) {
  const body = multipartFile('paket.zip', data, 'application/zip');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/modules/${uuid}/scorm-package`,
    headers: { ...(viewer?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/v1/admin/modules/{uuid}/scorm-package', () => {
  it('unpacks the package under DATA_DIR/media/scorm, stores version and launch file, audited', async () => {
    const module = await createModule(ctx.database.db);
    const res = await upload(staff, module.uuid, validScormZip('2004'));
    expect(res.statusCode, res.body).toBe(200);
    const pkg = res.json().scormPackage;
    expect(pkg).toMatchObject({
      version: '2004',
      title: 'Erkältung kompakt',
      files: 3,
      originalName: 'paket.zip',
      url: expect.stringMatching(/^\/media\/scorm\/[0-9a-f-]{36}\/content\/index\.html$/),
    });
    expect(existsSync(join(ctx.config.DATA_DIR, pkg.url.replace(/^\//, '')))).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: pkg.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('sco.js');
    expect(served.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');

    const player = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/modules/${module.slug}`,
      headers: member.headers,
    });
    expect(player.json().scormPackage).toEqual({ url: pkg.url, version: '2004' });

    const superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?entity_type=module&entity_id=${module.uuid}`,
      headers: superuser.headers,
    });
    expect(log.json().results.map((r: { action: string }) => r.action)).toContain('module.scorm-attach');
  });

  it('refuses files that are not zips, packages without manifest, unsafe paths and too large ones with 400', async () => {
    const module = await createModule(ctx.database.db);
    const notZip = await upload(staff, module.uuid, Buffer.from('%PDF-1.4 kein zip'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().error.message).toContain('ZIP-Datei');
    const noManifest = await upload(staff, module.uuid, scormZip({ 'index.html': '<p>x</p>' }));
    expect(noManifest.statusCode).toBe(400);
    expect(noManifest.json().error.message).toContain('imsmanifest.xml');
    const badXml = await upload(staff, module.uuid, scormZip({ 'imsmanifest.xml': '<manifest><a></manifest>' }));
    expect(badXml.json().error.message).toContain('kein gültiges XML');
    const noLaunch = await upload(
      staff,
      module.uuid,
      scormZip({ 'imsmanifest.xml': scormManifest('1.2', 'fehlt.html') }),
    );
    expect(noLaunch.json().error.message).toContain('Startdatei');
    const tooLarge = await upload(staff, module.uuid, Buffer.concat([validScormZip(), Buffer.alloc(1024 * 1024)]));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toContain('höchstens 1 MB');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/modules/${module.uuid}/scorm-package`,
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(400);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/modules/${module.uuid}`,
      headers: staff.headers,
    });
    expect(after.json().scormPackage).toBeNull();
  });

  it('answers 400 for a file and a folder of the same name or an over-long name and writes nothing', async () => {
    const module = await createModule(ctx.database.db);
    const scormDir = join(ctx.config.DATA_DIR, 'media', 'scorm');
    const before = existsSync(scormDir) ? readdirSync(scormDir).sort() : [];
    const manifest = scormManifest('1.2', 'content/index.html');
    for (const zip of [
      scormZip({ 'imsmanifest.xml': manifest, 'content/index.html': '<p>x</p>', content: 'eine Datei' }),
      scormZip({ 'imsmanifest.xml': manifest, 'content/index.html': '<p>x</p>', [`${'n'.repeat(300)}.js`]: 'x' }),
    ]) {
      const res = await upload(staff, module.uuid, zip);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(existsSync(scormDir) ? readdirSync(scormDir).sort() : []).toEqual(before);
  });

  it('is for staff only and answers 404 for unknown modules', async () => {
    const module = await createModule(ctx.database.db);
    expect((await upload(null, module.uuid, validScormZip())).statusCode).toBe(401);
    expect((await upload(member, module.uuid, validScormZip())).statusCode).toBe(403);
    expect((await upload(staff, '00000000-0000-4000-8000-000000000000', validScormZip())).statusCode).toBe(404);
    expect((await upload(staff, 'kein-uuid', validScormZip())).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/admin/modules/{uuid}/scorm-package', () => {
  it('removes the package from the module (404 when there is none), staff only', async () => {
    const module = await createModule(ctx.database.db);
    expect((await upload(staff, module.uuid, validScormZip())).statusCode).toBe(200);
    const remove = (viewer: TestViewer) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/modules/${module.uuid}/scorm-package`,
        headers: viewer.headers,
      });
    expect((await remove(member)).statusCode).toBe(403);
    const res = await remove(staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().scormPackage).toBeNull();
    expect((await remove(staff)).statusCode).toBe(404);
  });
});
