import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createModule, createProduct } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/** A verified employee who changes the own job sees no Rx content until staff confirm it (issue 8 §3). */
let ctx: TestContext;
let staff: TestViewer;
let rxProduct: Awaited<ReturnType<typeof createProduct>>;
let rxModule: Awaited<ReturnType<typeof createModule>>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  rxProduct = await createProduct(ctx.database.db, { isRxProduct: true });
  rxModule = await createModule(ctx.database.db, { productId: rxProduct.id, type: 10 });
});
afterAll(() => ctx.close());

const get = (url: string, viewer: TestViewer) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: viewer.headers });
async function seesRx(viewer: TestViewer) {
  const module = (await get(`/modules/${rxModule.slug}`, viewer)).statusCode === 200;
  const product = (await get(`/products/${rxProduct.slug}`, viewer)).statusCode === 200;
  const listed = (await get('/modules?type=10&limit=100', viewer))
    .json()
    .results.some((m: { slug: string }) => m.slug === rxModule.slug);
  return { module, product, listed };
}
const all = (value: boolean) => ({ module: value, product: value, listed: value });
const changeJob = (viewer: TestViewer, job: string) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: viewer.headers, payload: { job } });
const confirm = async (actor: TestViewer, userId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${userId}/job-confirmation`, headers: actor.headers });

describe('Rx content after a self-chosen job change', () => {
  it('stays closed for a verified PKA who becomes PTA until staff confirm the job', async () => {
    const member = await createViewer(ctx, { job: 'PKA', employeeVerified: true });
    expect(await seesRx(member)).toEqual(all(false));

    const changed = await changeJob(member, 'PTA');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ job: 'PTA', jobConfirmationPendingSince: expect.any(String) });
    expect(await seesRx(member)).toEqual(all(false));

    expect((await confirm(member, member.user.id)).statusCode).toBe(403);
    const confirmed = await confirm(staff, member.user.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ job: 'PTA', jobConfirmationPendingSince: null });
    expect(await seesRx(member)).toEqual(all(true));
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.user.id)));
    expect(entry).toMatchObject({ action: 'user.confirm-job', actorId: staff.user.id });

    const again = await confirm(staff, member.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Für dieses Konto wartet keine Berufsänderung auf Bestätigung.');
  });

  it('also waits for a move between two Rx jobs, and clears when the new job has no Rx content', async () => {
    const pta = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
    expect(await seesRx(pta)).toEqual(all(true));
    expect((await changeJob(pta, 'PHO')).statusCode).toBe(200);
    expect(await seesRx(pta)).toEqual(all(false));
    const back = await changeJob(pta, 'PKA');
    expect(back.json().jobConfirmationPendingSince).toBeNull();
    expect((await get('/me', pta)).json().jobConfirmationPendingSince).toBeNull();
  });

  it('needs no confirmation without a verified employment, and not for other profile changes', async () => {
    const unverified = await createViewer(ctx, { job: 'PKA' });
    expect((await changeJob(unverified, 'PTA')).json().jobConfirmationPendingSince).toBeNull();
    const pta = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: pta.headers, payload: { firstName: 'Neu' } });
    expect(await seesRx(pta)).toEqual(all(true));
    pta.headers = await authHeaders(ctx, pta.user);
    expect((await changeJob(pta, 'PTA')).json().jobConfirmationPendingSince).toBeNull();
  });
});
