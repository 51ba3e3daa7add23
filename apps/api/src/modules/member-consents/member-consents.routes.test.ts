import { MEMBER_CONSENT_TEXTS } from '@apopunkt/domain/constants/member-consents';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberConsents } from '../../db/schema/team';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = (viewer?: TestViewer) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/me/consents', headers: viewer?.headers ?? {} });
const decide = (viewer: TestViewer | null, kind: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/me/consents/${kind}`,
    headers: viewer?.headers ?? {},
    payload: payload ?? 'null',
  });
const rowsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(memberConsents)
    .where(eq(memberConsents.userId, userId))
    .orderBy(asc(memberConsents.id));

describe('GET/PUT /v1/me/consents', () => {
  it('lists every kind with its German text, undecided at first', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        kind: 'TEAM_VISIBILITY',
        title: MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.title,
        text: MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.text,
        version: MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.version,
        granted: null,
        decidedAt: null,
        decidedVersion: null,
      },
    ]);
    expect(res.json().results[0].text).toContain('Apotheke');
  });

  it('grants, withdraws and grants again, keeping every decision with its text version', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const granted = await decide(member, 'TEAM_VISIBILITY', { granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ kind: 'TEAM_VISIBILITY', granted: true, decidedVersion: 1 });
    // The same decision again records nothing new.
    expect((await decide(member, 'TEAM_VISIBILITY', { granted: true })).json().granted).toBe(true);
    expect(await rowsOf(member.user.id)).toHaveLength(1);

    const withdrawn = await decide(member, 'TEAM_VISIBILITY', { granted: false });
    expect(withdrawn.json().granted).toBe(false);
    expect((await list(member)).json().results[0].granted).toBe(false);
    await decide(member, 'TEAM_VISIBILITY', { granted: true });
    const rows = await rowsOf(member.user.id);
    expect(rows.map((r) => [r.granted, r.textVersion, r.endedAt !== null])).toEqual([
      [true, 1, true],
      [false, 1, true],
      [true, 1, false],
    ]);
  });

  it('a refusal counts as a decision (the prompt is not shown again)', async () => {
    const member = await createViewer(ctx, { job: 'PKA' });
    expect((await decide(member, 'TEAM_VISIBILITY', { granted: false })).json()).toMatchObject({
      granted: false,
      decidedAt: expect.any(String),
    });
  });

  it('a decision on an older text version counts as undecided', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    await ctx.database.db.insert(memberConsents).values({
      userId: member.user.id,
      kind: 'TEAM_VISIBILITY',
      granted: true,
      textVersion: 1,
      decidedAt: new Date(),
    });
    await ctx.database.db
      .update(memberConsents)
      .set({ textVersion: MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.version + 5 })
      .where(eq(memberConsents.userId, member.user.id));
    // A version other than the current one (here a made-up one) is not the current consent.
    const state = (await list(member)).json().results[0];
    expect(state.granted).toBeNull();
    expect(state.decidedVersion).toBe(MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY.version + 5);
  });

  it('answers 400 for an unknown kind or a bad body and 401 without sign-in, never 5xx', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const unknown = await decide(member, 'NEWSLETTER', { granted: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(unknown.json())).toContain('Diese Einwilligung gibt es nicht.');
    for (const body of [{}, { granted: 'ja' }, { granted: true, extra: 1 }, []]) {
      expect((await decide(member, 'TEAM_VISIBILITY', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await decide(member, 'team_visibility', { granted: true })).statusCode).toBe(400);
    expect((await decide(null, 'TEAM_VISIBILITY', { granted: true })).statusCode).toBe(401);
    expect((await list()).statusCode).toBe(401);
    expect(await rowsOf(member.user.id)).toHaveLength(0);
  });
});
