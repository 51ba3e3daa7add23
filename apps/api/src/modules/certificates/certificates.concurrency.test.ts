import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/premium';
import { inTransaction } from '../../db/transaction';
import { createUser } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { issueCertificateIfEligible } from './certificates.service';

/** Racing issues of one certificate on a real PostgreSQL server; skipped without TEST_DATABASE_URL. */
describe.runIf(!!process.env.TEST_DATABASE_URL)('certificates under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('twenty transactions issuing the same certificate at once leave one, and all answer it', async () => {
    const module = await createModule(ctx.database.db, { type: 0, hasCertificate: true });
    const user = await createUser(ctx.database.db);
    const candidate = {
      user: { id: user.id, permissions: ['can_earn_certificates'] },
      module,
      now: new Date(),
    };
    const issued = await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(ctx.database.db, (tx) => issueCertificateIfEligible(tx, candidate)),
      ),
    );
    const rows = await ctx.database.db.select().from(certificates).where(eq(certificates.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(new Set(issued.map((c) => c?.uuid))).toEqual(new Set([rows[0]?.uuid]));
  });
});
