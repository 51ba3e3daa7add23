import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createManufacturer } from '../../ops/seed/factories';
import {
  correctAnswers,
  createAdGroup,
  createModule,
  createProduct,
  quizContent,
} from '../../ops/seed/learning-factories';
import { createViewer, createViewers, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date());
let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
let superuser: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  viewers = await createViewers(ctx);
  superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
function call(viewer: TestViewer | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: viewer?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const twoPageContent = () =>
  quizContent({
    pages: [
      { kind: 'text', title: 'Einführung', body: '<p>Sonnenschutz ist **wichtig**.</p>\n\n- LSF 50\n- Nachcremen' },
      { kind: 'image', title: 'Bild', src: '/media/uploads/2026/05/bild.png', alt: 'Sonnencreme in der Hand' },
    ],
  });

/** A new module, hidden: it has no content yet, so it may not be shown. */
async function createViaApi(body: Record<string, unknown> = {}) {
  const res = await call(viewers.staff, 'POST', '/v1/admin/modules', {
    type: 2,
    name: 'Sonnenschutz für Kinder',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A module with pages and a quiz, switched visible: the way staff publish one. */
async function createVisibleViaApi(body: Record<string, unknown> = {}) {
  const created = await createViaApi(body);
  const content = await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, {
    content: twoPageContent(),
  });
  expect(content.statusCode, content.body).toBe(200);
  const shown = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${created.uuid}`, { isVisible: true });
  expect(shown.statusCode, shown.body).toBe(200);
  return shown.json();
}

describe('access', () => {
  it('answers 401 to guests and 403 to members on every staff module call', async () => {
    const module = await createModule(ctx.database.db);
    const calls: [Method, string, unknown?][] = [
      ['GET', '/v1/admin/modules'],
      ['POST', '/v1/admin/modules', { type: 2, name: 'X' }],
      ['GET', `/v1/admin/modules/${module.uuid}`],
      ['PATCH', `/v1/admin/modules/${module.uuid}`, { name: 'Y' }],
      ['PUT', `/v1/admin/modules/${module.uuid}/content`, { content: quizContent() }],
      ['GET', `/v1/admin/modules/${module.uuid}/budget-history`],
      ['GET', '/v1/admin/ad-groups/1'],
      ['PUT', '/v1/admin/ad-groups/1', { moduleUuids: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(viewers.pta, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('create, read and update', () => {
  it('creates a module with a slug from the name, records the audit entry and tells the cache', async () => {
    const product = await createProduct(ctx.database.db);
    const created = await createViaApi({
      productId: product.id,
      thumbnail: '/media/uploads/2026/05/thumb.png',
      surveyUrl: 'https://umfrage.example.de/s/1',
      knowledgeValue: 20,
      premiumValue: 8,
      repeatPeriodDays: 30,
      minSeconds: 60,
      footNote: 'Fußnote',
      thirdPartyModalData: {
        title: 'Datenweitergabe',
        text: 'Wir geben Name und Apotheke weiter.',
        partner: 'Sonnenhof',
      },
    });
    expect(created).toMatchObject({
      slug: 'sonnenschutz-fuer-kinder',
      type: 2,
      productId: product.id,
      knowledgeValue: 20,
      premiumValue: 8,
      repeatPeriodDays: 30,
      minSeconds: 60,
      content: null,
      contentVersion: 1,
      visibleFrom: clock.now().toISOString(),
    });
    // Staff read the same in-memory catalogue as members: it has the module with the answer.
    const listed = await call(viewers.staff, 'GET', '/v1/modules?order_by=-visible_from&limit=100');
    expect(listed.json().results.map((m: { slug: string }) => m.slug)).toContain('sonnenschutz-fuer-kinder');

    const again = await createViaApi();
    expect(again.slug).toBe('sonnenschutz-fuer-kinder-2');

    const log = await call(superuser, 'GET', `/v1/admin/audit-log?entity_type=module&entity_id=${created.uuid}`);
    expect(log.json().results).toEqual([expect.objectContaining({ action: 'module.create' })]);

    const read = await call(viewers.staff, 'GET', `/v1/admin/modules/${created.uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('refuses bad fields: foreign image hosts, http survey, unknown product, taken slug, reversed window', async () => {
    const bad = [
      { thumbnail: 'https://evil.example/x.png' },
      { thumbnail: '/media/../../etc/passwd' },
      { surveyUrl: 'http://umfrage.example.de' },
      { type: 5 },
      { premiumValue: -1 },
      { visibleFrom: '2026-06-01T00:00:00Z', visibleTo: '2026-05-01T00:00:00Z' },
    ];
    for (const body of bad) {
      const res = await call(viewers.staff, 'POST', '/v1/admin/modules', { type: 2, name: 'X', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownProduct = await call(viewers.staff, 'POST', '/v1/admin/modules', {
      type: 2,
      name: 'X',
      productId: 999999,
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().error.message).toBe('Dieses Produkt gibt es nicht.');

    const first = await createViaApi({ slug: 'fester-name' });
    const taken = await call(viewers.staff, 'POST', '/v1/admin/modules', { type: 2, name: 'X', slug: 'fester-name' });
    expect(taken.statusCode).toBe(409);
    const other = await createViaApi({ name: 'Anderes Modul' });
    const renamed = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${other.uuid}`, { slug: first.slug });
    expect(renamed.statusCode).toBe(409);
  });

  it('updates only the given fields, checks the window against the stored dates and audits before and after', async () => {
    const in30Days = new Date(clock.now().getTime() + 30 * 86_400_000).toISOString();
    const created = await createVisibleViaApi({ visibleTo: in30Days });
    const res = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${created.uuid}`, {
      isVisible: false,
      legalInfo: 'Pflichtangaben …',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isVisible: false,
      legalInfo: 'Pflichtangaben …',
      name: created.name,
      visibleTo: in30Days,
    });

    const reversed = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${created.uuid}`, {
      visibleFrom: new Date(clock.now().getTime() + 60 * 86_400_000).toISOString(),
    });
    expect(reversed.statusCode).toBe(400);

    const log = await call(
      superuser,
      'GET',
      `/v1/admin/audit-log?entity_type=module&entity_id=${created.uuid}&action=module.update`,
    );
    const [entry] = log.json().results;
    expect(entry.before.isVisible).toBe(true);
    expect(entry.after.isVisible).toBe(false);
    expect(entry.after.content).toBeUndefined();
  });

  it('answers 404 for an unknown module and 400 for a malformed uuid', async () => {
    expect(
      (await call(viewers.staff, 'GET', '/v1/admin/modules/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await call(viewers.staff, 'PATCH', '/v1/admin/modules/00000000-0000-4000-8000-000000000000', { name: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call(viewers.staff, 'GET', '/v1/admin/modules/kein-uuid')).statusCode).toBe(400);
  });
});

describe("a module's manufacturer is its product's", () => {
  it('takes the product manufacturer, refuses another on create and on every kind of change', async () => {
    const db = ctx.database.db;
    const [first, second] = [await createManufacturer(db), await createManufacturer(db)];
    const ofFirst = await createProduct(db, { manufacturerId: first.id });
    const ofSecond = await createProduct(db, { manufacturerId: second.id });

    const mismatch = await call(viewers.staff, 'POST', '/v1/admin/modules', {
      type: 2,
      name: 'Falscher Hersteller',
      productId: ofFirst.id,
      manufacturerId: second.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(
      'Der Hersteller des Moduls muss der Hersteller des gewählten Produkts sein.',
    );

    const created = await createViaApi({ productId: ofFirst.id });
    expect(created.manufacturerId).toBe(first.id);
    const url = `/v1/admin/modules/${created.uuid}`;
    for (const body of [{ manufacturerId: second.id }, { productId: ofSecond.id }]) {
      const res = await call(viewers.staff, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(viewers.staff, 'GET', url)).json()).toMatchObject({
      productId: ofFirst.id,
      manufacturerId: first.id,
    });

    const both = await call(viewers.staff, 'PATCH', url, { productId: ofSecond.id, manufacturerId: second.id });
    expect(both.json()).toMatchObject({ productId: ofSecond.id, manufacturerId: second.id });
    const cleared = await call(viewers.staff, 'PATCH', url, { manufacturerId: null });
    expect(cleared.json().manufacturerId).toBe(second.id);
    const detached = await call(viewers.staff, 'PATCH', url, { productId: null, manufacturerId: first.id });
    expect(detached.json()).toMatchObject({ productId: null, manufacturerId: first.id });
  });
});

describe('a module becomes visible only when it is playable', () => {
  it('refuses to show a module without pages and quiz, names what is missing and changes nothing', async () => {
    const refusedCreate = await call(viewers.staff, 'POST', '/v1/admin/modules', {
      type: 2,
      name: 'Leeres Modul',
      isVisible: true,
    });
    expect(refusedCreate.statusCode).toBe(409);
    expect(refusedCreate.json().error).toMatchObject({
      code: 'CONFLICT',
      message:
        'Das Modul kann erst sichtbar geschaltet werden, wenn es spielbar ist. Es fehlt: mindestens eine Inhaltsseite oder ein externer Inhalt und ein Quiz mit mindestens einer Frage.',
      details: { missing: ['pages', 'quiz'] },
    });

    const empty = await createViaApi({ name: 'Noch leer' });
    expect(empty).toMatchObject({ isVisible: false, missingForPlay: ['pages', 'quiz'] });
    const refused = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${empty.uuid}`, {
      isVisible: true,
      name: 'Noch leer, umbenannt',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ missing: ['pages', 'quiz'] });
    const unchanged = await call(viewers.staff, 'GET', `/v1/admin/modules/${empty.uuid}`);
    expect(unchanged.json()).toMatchObject({ isVisible: false, name: 'Noch leer' });
    const catalogue = await call(viewers.pta, 'GET', '/v1/modules?order_by=-visible_from&limit=500');
    expect(catalogue.json().results.map((m: { slug: string }) => m.slug)).not.toContain(empty.slug);
  });

  it('shows a module once it has a page and a quiz, and keeps a visible one from losing its pages', async () => {
    const module = await createViaApi({ name: 'Bald spielbar' });
    const quizOnly = await call(viewers.staff, 'PUT', `/v1/admin/modules/${module.uuid}/content`, {
      content: quizContent({ pages: [] }),
    });
    expect(quizOnly.json().missingForPlay).toEqual(['pages']);
    const stillRefused = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${module.uuid}`, { isVisible: true });
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json().error.details).toEqual({ missing: ['pages'] });

    const withPages = await call(viewers.staff, 'PUT', `/v1/admin/modules/${module.uuid}/content`, {
      content: twoPageContent(),
    });
    expect(withPages.json().missingForPlay).toEqual([]);
    const shown = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${module.uuid}`, { isVisible: true });
    expect(shown.statusCode, shown.body).toBe(200);

    const emptied = await call(viewers.staff, 'PUT', `/v1/admin/modules/${module.uuid}/content`, {
      content: quizContent({ pages: [] }),
    });
    expect(emptied.statusCode).toBe(409);
    const kept = await call(viewers.staff, 'GET', `/v1/admin/modules/${module.uuid}`);
    expect(kept.json().content.pages).toHaveLength(2);
  });

  it('counts an external content page as something to learn', async () => {
    const module = await createViaApi({ name: 'Extern', contentUrl: 'https://inhalt.example.de/modul' });
    await call(viewers.staff, 'PUT', `/v1/admin/modules/${module.uuid}/content`, {
      content: quizContent({ pages: [] }),
    });
    const shown = await call(viewers.staff, 'PATCH', `/v1/admin/modules/${module.uuid}`, { isVisible: true });
    expect(shown.statusCode, shown.body).toBe(200);
  });
});

describe('content document and versions', () => {
  it('sanitises rich text to the safe markup, refuses foreign files and duplicate ids', async () => {
    const created = await createViaApi();
    const res = await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, {
      content: twoPageContent(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const module = res.json();
    expect(module.contentVersion).toBe(2);
    expect(module.content.pages[0].body).toBe('Sonnenschutz ist **wichtig**.\n\n- LSF 50\n- Nachcremen');

    const foreign = twoPageContent();
    foreign.pages[1] = { kind: 'image', title: 'Bild', src: 'https://evil.example/x.png', alt: 'x' };
    expect(
      (await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, { content: foreign })).statusCode,
    ).toBe(400);

    const duplicate = quizContent();
    const [q] = duplicate.questions;
    if (!q) throw new Error('no question');
    duplicate.questions.push({ ...q });
    expect(
      (await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, { content: duplicate }))
        .statusCode,
    ).toBe(400);

    const onlyTags = quizContent({ pages: [{ kind: 'text', title: 'Leer', body: '<p></p>' }] });
    expect(
      (await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, { content: onlyTags })).statusCode,
    ).toBe(400);
  });

  it('stores page titles and quiz texts as plain text and refuses ones that are only markup', async () => {
    const created = await createViaApi();
    const content = quizContent({
      pages: [{ kind: 'text', title: '<b>Ein</b><<i>img src=x onerror=alert(1)>führung', body: 'Text' }],
    });
    const [q] = content.questions;
    if (!q?.options[0]) throw new Error('no question');
    q.text = 'Was **hilft**\n<script>alert(1)</script>?';
    q.explanation = '[Mehr](https://x.de) <em>dazu</em>';
    q.options[0].text = '<u>LSF 50</u>';
    const res = await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, { content });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().content;
    expect(saved.pages[0].title).toBe('Einführung');
    expect(saved.questions[0]).toMatchObject({ text: 'Was hilft alert(1)?', explanation: 'Mehr dazu' });
    expect(saved.questions[0].options[0].text).toBe('LSF 50');

    const onlyMarkup = quizContent({ pages: [{ kind: 'text', title: '<b></b>', body: 'Text' }] });
    const refused = await call(viewers.staff, 'PUT', `/v1/admin/modules/${created.uuid}/content`, {
      content: onlyMarkup,
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error.details)).toContain('ohne HTML');
  });

  it('grades an attempt against the content version it started with', async () => {
    const module = await createModule(ctx.database.db, { content: quizContent() });
    const startRes = await call(viewers.pka, 'POST', `/v1/modules/${module.slug}/attempts`);
    expect(startRes.statusCode).toBe(200);
    const attemptId = startRes.json().id;

    // Staff swap the right answers: the old version's right answers must still pass the open attempt.
    const old = quizContent();
    const swapped = {
      ...old,
      questions: old.questions.map((q) => ({
        ...q,
        kind: 'multiple' as const,
        options: q.options.map((o) => ({ ...o, correct: !o.correct })),
      })),
    };
    const { uuid } = module;
    const put = await call(viewers.staff, 'PUT', `/v1/admin/modules/${uuid}/content`, { content: swapped });
    expect(put.statusCode, put.body).toBe(200);

    const resumed = await call(viewers.pka, 'POST', `/v1/modules/${module.slug}/attempts`);
    expect(resumed.json().id).toBe(attemptId);

    const submitted = await call(viewers.pka, 'POST', `/v1/attempts/${attemptId}/submission`, {
      answers: correctAnswers(old),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().passed).toBe(true);

    // A new attempt plays the new version: the old right answers now fail.
    const fresh = await call(viewers.pka, 'POST', `/v1/modules/${module.slug}/attempts`);
    const second = await call(viewers.pka, 'POST', `/v1/attempts/${fresh.json().id}/submission`, {
      answers: correctAnswers(old),
    });
    expect(second.json().passed).toBe(false);
  });
});

describe('overview', () => {
  it('filters by type, product, manufacturer, visibility and exhaustion, with the budget at a glance', async () => {
    const product = await createProduct(ctx.database.db);
    const funded = await createModule(ctx.database.db, {
      type: 2,
      productId: product.id,
      budget: 40,
      name: 'Gefüllt Übersicht',
    });
    const empty = await createModule(ctx.database.db, { type: 2, productId: product.id, name: 'Leer Übersicht' });
    const hidden = await createModule(ctx.database.db, { type: 7, isVisible: false, name: 'Versteckt Übersicht' });

    const byProduct = await call(viewers.staff, 'GET', `/v1/admin/modules?product=${product.id}`);
    expect(byProduct.statusCode).toBe(200);
    expect(byProduct.json().count).toBe(2);
    const fundedRow = byProduct.json().results.find((r: { uuid: string }) => r.uuid === funded.uuid);
    expect(fundedRow).toMatchObject({
      balance: 40,
      premiumValue: 4,
      remainingContacts: 10,
      isExhausted: false,
      product: { id: product.id },
      manufacturer: { id: product.manufacturerId },
    });

    const byManufacturer = await call(viewers.staff, 'GET', `/v1/admin/modules?manufacturer=${product.manufacturerId}`);
    expect(byManufacturer.json().count).toBe(2);

    const exhausted = await call(viewers.staff, 'GET', `/v1/admin/modules?product=${product.id}&exhausted=true`);
    expect(exhausted.json().results.map((r: { uuid: string }) => r.uuid)).toEqual([empty.uuid]);

    const hiddenOnes = await call(viewers.staff, 'GET', '/v1/admin/modules?visibility=hidden&type=7&search=Übersicht');
    expect(hiddenOnes.json().results.map((r: { uuid: string }) => r.uuid)).toEqual([hidden.uuid]);

    const paged = await call(viewers.staff, 'GET', `/v1/admin/modules?product=${product.id}&limit=1`);
    expect(paged.json().results).toHaveLength(1);
    expect(paged.json().next).toContain('offset=1');

    expect((await call(viewers.staff, 'GET', '/v1/admin/modules?visibility=bald')).statusCode).toBe(400);
  });
});

describe('budget history', () => {
  it('lists scheduled and booked deposits of the module, cancellations as their own rows', async () => {
    const module = await createModule(ctx.database.db, { type: 2 });
    const deposit = await call(viewers.staff, 'POST', '/v1/admin/ledger/deposits', { module: module.slug, value: 100 });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const later = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    await call(viewers.staff, 'POST', '/v1/admin/ledger/deposits', {
      module: module.slug,
      value: 50,
      valueDate: later,
    });
    await call(viewers.staff, 'POST', `/v1/admin/ledger/transfers/${deposit.json().transfer.uuid}/cancellation`, {});

    const res = await call(viewers.staff, 'GET', `/v1/admin/modules/${module.uuid}/budget-history`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().results;
    expect(rows[0]).toMatchObject({ kind: 'scheduled', value: 50, executed: false, direction: 'in' });
    expect(
      rows
        .filter((r: { kind: string }) => r.kind === 'transfer')
        .map((r: { direction: string }) => r.direction)
        .sort(),
    ).toEqual(['in', 'out']);
  });
});

describe('ad group 1', () => {
  it('lets staff choose and order the editors picks, hidden modules included, and members see the new order', async () => {
    const a = await createModule(ctx.database.db, { name: 'Empfehlung A' });
    const b = await createModule(ctx.database.db, { name: 'Empfehlung B' });
    const c = await createModule(ctx.database.db, { name: 'Empfehlung C', isVisible: false });
    const group = await createAdGroup(ctx.database.db, { moduleIds: [a.id] });

    const put = await call(viewers.staff, 'PUT', `/v1/admin/ad-groups/${group.id}`, {
      moduleUuids: [c.uuid, b.uuid, a.uuid],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().modules.map((m: { uuid: string }) => m.uuid)).toEqual([c.uuid, b.uuid, a.uuid]);

    const member = await call(viewers.pta, 'GET', `/v1/ad-groups/${group.id}`);
    expect(member.json().modules.map((m: { uuid: string }) => m.uuid)).toEqual([b.uuid, a.uuid]);

    const unknown = await call(viewers.staff, 'PUT', `/v1/admin/ad-groups/${group.id}`, {
      moduleUuids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const twice = await call(viewers.staff, 'PUT', `/v1/admin/ad-groups/${group.id}`, {
      moduleUuids: [a.uuid, a.uuid],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(viewers.staff, 'GET', '/v1/admin/ad-groups/999999')).statusCode).toBe(404);
  });
});
