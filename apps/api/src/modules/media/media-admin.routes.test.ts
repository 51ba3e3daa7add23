import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA' });
});
afterAll(() => ctx.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = 'apopunkt-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(viewer: TestViewer | null, kind: string, body: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/media?kind=${kind}`,
    headers: { ...(viewer?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/v1/admin/media', () => {
  it('stores an image under DATA_DIR/media/uploads, serves it with long caching and records it', async () => {
    const res = await upload(staff, 'image', multipart('banner.png', PNG, 'image/png'));
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ kind: 'image', mimetype: 'image/png', size: PNG.length, originalName: 'banner.png' });
    expect(file.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const onDisk = join(ctx.config.DATA_DIR, file.url.replace(/^\//, ''));
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?entity_type=media&entity_id=${file.id}`,
      headers: (await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true })).headers,
    });
    expect(log.json().results).toEqual([
      expect.objectContaining({ action: 'media.upload', actor: expect.objectContaining({ id: staff.user.id }) }),
    ]);
  });

  it('checks the real type by the first bytes, not the name or content type', async () => {
    const fake = await upload(
      staff,
      'image',
      multipart('bild.png', Buffer.from('<svg onload="alert(1)"/>'), 'image/png'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toContain('PNG, JPEG, WebP oder GIF');
    const pdfAsImage = await upload(staff, 'image', multipart('x.png', PDF));
    expect(pdfAsImage.statusCode).toBe(400);
    const pdf = await upload(staff, 'document', multipart('beipackzettel.pdf', PDF));
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().url).toMatch(/\.pdf$/);
  });

  it('refuses too large files, missing files, unknown kinds and broken multipart with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(staff, 'image', multipart('gross.png', big));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toContain('höchstens 5 MB');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?kind=image',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(400);
    expect((await upload(staff, 'exe', multipart('a.png', PNG))).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?kind=image',
      headers: { ...staff.headers, 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await upload(null, 'image', multipart('a.png', PNG))).statusCode).toBe(401);
    expect((await upload(member, 'image', multipart('a.png', PNG))).statusCode).toBe(403);
  });
});
