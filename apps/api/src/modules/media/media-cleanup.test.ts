import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/audit';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { multipartFile } from '../../test-support/multipart';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { validScormZip } from '../scorm/scorm-test-package';
import { deleteDueMedia, deleteUnusedUploads } from './media-cleanup.job';

/** The media clean-up job (issue 34 §2): replaced SCORM packages after their week, uploads no table names. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let staff: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const mediaDir = () => join(ctx.config.DATA_DIR, 'media');
const onDisk = (url: string) => join(ctx.config.DATA_DIR, url.replace(/^\//, ''));
const cleanupAt = (offsetMs: number) => ({
  db: ctx.database.db,
  clock: { now: () => new Date(Date.now() + offsetMs) },
  log: ctx.app.log,
  mediaDir: mediaDir(),
});

async function post(url: string, filename: string, data: Buffer, type: string) {
  const body = multipartFile(filename, data, type);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...staff.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

describe('media clean-up', () => {
  it('deletes a replaced SCORM package a week after it was replaced, never the one a module plays', async () => {
    const module = await createModule(ctx.database.db);
    const url = `/api/v1/admin/modules/${module.uuid}/scorm-package`;
    const first = (await post(url, 'alt.zip', validScormZip('1.2'), 'application/zip')).scormPackage.url;
    const second = (await post(url, 'neu.zip', validScormZip('2004'), 'application/zip')).scormPackage.url;

    expect(await deleteDueMedia(cleanupAt(6 * DAY))).toBe(0);
    expect(existsSync(onDisk(first))).toBe(true);

    expect(await deleteDueMedia(cleanupAt(7 * DAY + 60_000))).toBe(1);
    expect(existsSync(onDisk(first))).toBe(false);
    expect(existsSync(onDisk(second))).toBe(true);
    expect(await deleteDueMedia(cleanupAt(8 * DAY))).toBe(0);
  });

  it('deletes uploads older than a week that no table names, keeps the ones in use and the new ones', async () => {
    const upload = () => post('/api/v1/admin/media?kind=image', 'bild.png', PNG, 'image/png');
    const used = await upload();
    const unused = await upload();
    const module = await createModule(ctx.database.db);
    await ctx.database.db.execute(
      sql`UPDATE modules SET content = coalesce(content, '{}'::jsonb) || jsonb_build_object('intro', ${`<img src="${used.url}">`}::text) WHERE id = ${module.id}`,
    );

    expect(await deleteUnusedUploads(cleanupAt(DAY))).toBe(0);
    expect(await deleteUnusedUploads(cleanupAt(8 * DAY))).toBe(1);
    expect(existsSync(onDisk(unused.url))).toBe(false);
    expect(existsSync(onDisk(used.url))).toBe(true);
    expect(await ctx.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, unused.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, used.id))).toHaveLength(1);
  });
});
