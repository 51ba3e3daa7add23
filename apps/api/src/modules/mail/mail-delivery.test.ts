import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/**
 * Mail delivery by jobs (issue 34 §2) on a real SMTP server that refuses as the test says: a
 * refused mail is retried with growing delays, one that keeps failing waits on the staff dashboard
 * and is sent once staff send it again.
 */
const METRICS = 'metrics-token-0123456789';
let smtp: TestSmtpServer;
let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1', METRICS_TOKEN: METRICS },
    jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  });
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function outboxRow(to: string) {
  const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row;
}

const message = (to: string) => ({ to, subject: `Hallo ${to}`, text: 'Guten Tag.' });

describe('mail delivery by jobs', () => {
  it('retries a refused mail with growing delays until the server takes it', async () => {
    const to = 'twice-refused@example.org';
    smtp.refuse = (recipient) => recipient === to && (smtp.refused.get(to) ?? 0) < 2;
    const started = Date.now();
    await ctx.app.deps.mailer.send(message(to));
    // The server has the mail before the job notes it as sent: wait for the note.
    await expect
      .poll(async () => (await outboxRow(to))?.sentAt ?? null, { timeout: 20_000, interval: 100 })
      .not.toBeNull();
    const row = await outboxRow(to);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(3);
    expect(row?.failedAt).toBeNull();
    expect(smtp.refused.get(to)).toBe(2);
    // Two retries, the second waiting longer than the first: at least 1 s + 2 s minus jitter.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(smtp.delivered.filter((recipient) => recipient === to)).toHaveLength(1);
  });

  it('lists a mail that keeps failing for staff, and sends it once staff send it again', async () => {
    const to = 'always-refused@example.org';
    smtp.refuse = (recipient) => recipient === to;
    await ctx.app.deps.mailer.send(message(to));
    await expect
      .poll(async () => (await outboxRow(to))?.failedAt ?? null, { timeout: 30_000, interval: 200 })
      .not.toBeNull();
    const failed = await outboxRow(to);
    expect(failed?.attempts).toBe(3);
    expect(failed?.error).toContain('451');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/mails/failed', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: failed?.id, to, attempts: 3 }] });
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: staff.headers });
    expect(dashboard.json().queues.failedMails).toBe(1);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/mails/${failed?.id}/delivery`,
      headers: member.headers,
    });
    expect(forbidden.statusCode).toBe(403);

    smtp.refuse = () => false;
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/mails/${failed?.id}/delivery`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(202);
    // The server has the mail before the job notes it as sent: wait for the note.
    await expect
      .poll(async () => (await outboxRow(to))?.sentAt ?? null, { timeout: 20_000, interval: 100 })
      .not.toBeNull();
    const sent = await outboxRow(to);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.failedAt).toBeNull();
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/mails/failed', headers: staff.headers });
    expect(empty.json().count).toBe(0);

    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/mails/${failed?.id}/delivery`,
      headers: staff.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Diese E-Mail wartet nicht auf einen neuen Versand.');
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS}` },
    });
    // Both tests' runs: 2 refused + 1 taken, then 3 refused (given up) + 1 taken after "send again".
    expect(metrics.body).toContain('job_runs{queue="mail-delivery",outcome="failed"} 5');
    expect(metrics.body).toContain('job_runs{queue="mail-delivery",outcome="gave_up"} 1');
    expect(metrics.body).toContain('job_runs{queue="mail-delivery",outcome="completed"} 2');
    expect(metrics.body).toMatch(/jobs_queued\{queue="business-reports"\} \d+/);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/mails/999999/delivery',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
