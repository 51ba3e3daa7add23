// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../../test/memory-local-storage';

stubLocalStorage();

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify }));

const { createMemoryRouter } = await import('react-router');
const { sessionStore } = await import('../../lib/session-store');
const { trackCommittedLocation } = await import('./committed-location');
const { guard } = await import('./route-guard');
const { signInForTest } = await import('../../test/signed-in');

const signIn = signInForTest;

const prefetchHome = vi.fn();

function makeRouter(initial: string) {
  const page = { element: null };
  const router = createMemoryRouter(
    [
      { path: '/', ...page, ...guard({ auth: true }, {}, prefetchHome) },
      { path: '/open', ...page },
      { path: '/sign-in', ...page, ...guard({ loggedOut: true }) },
      { path: '/coupons', ...page, ...guard({ permission: 'can_view_coupons', premium: true }) },
      { path: '/become-premium', ...page, ...guard({ notPremium: true }) },
      { path: '/admin', ...page, ...guard({ business: 'staff' }) },
    ],
    { initialEntries: [initial] },
  );
  trackCommittedLocation(router);
  return router;
}

const settled = async (router: ReturnType<typeof makeRouter>) => {
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

describe('route guards', () => {
  beforeEach(() => {
    sessionStore.clear();
    vi.clearAllMocks();
  });

  it('sends guests to sign-in with the full path as redirect', async () => {
    const router = makeRouter('/coupons?filter=neu');
    expect(await settled(router)).toBe('/sign-in?redirect=%2Fcoupons%3Ffilter%3Dneu');
  });

  it('keeps the #hash in the redirect, on the first page and on a navigation in the app', async () => {
    expect(await settled(makeRouter('/coupons?filter=neu#gutscheine'))).toBe(
      '/sign-in?redirect=%2Fcoupons%3Ffilter%3Dneu%23gutscheine',
    );
    const router = makeRouter('/open');
    await settled(router);
    await router.navigate('/coupons#gutscheine');
    expect(await settled(router)).toBe('/sign-in?redirect=%2Fcoupons%23gutscheine');
  });

  it('sends signed-in users Home from logged-out-only pages', async () => {
    signIn();
    expect(await settled(makeRouter('/sign-in'))).toBe('/');
  });

  it('blocks a missing permission with a toast and keeps the user where they were', async () => {
    signIn({ isPremium: true });
    const router = makeRouter('/open');
    expect(await settled(router)).toBe('/open');
    await router.navigate('/admin');
    expect(await settled(router)).toBe('/open');
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('Du kannst diesen Inhalt nicht sehen'), {
      id: 'no-access',
    });
  });

  it('goes Home when the very first page is blocked', async () => {
    signIn();
    expect(await settled(makeRouter('/admin'))).toBe('/');
  });

  it('sends users without premium to become-premium with an info toast', async () => {
    signIn({ permissions: ['can_view_coupons'] });
    const router = makeRouter('/open');
    await settled(router);
    await router.navigate('/coupons');
    expect(await settled(router)).toBe('/become-premium');
    expect(notify.info).toHaveBeenCalledWith('Für diesen Inhalt benötigst du ApoPunkt Premium.', expect.anything());
  });

  it('keeps premium users off become-premium', async () => {
    signIn({ isPremium: true });
    const router = makeRouter('/open');
    await settled(router);
    await router.navigate('/become-premium');
    expect(await settled(router)).toBe('/open');
    expect(notify.info).toHaveBeenCalledWith('Du hast bereits den ApoPunkt Premium Status.', expect.anything());
  });

  it('lets the right user through', async () => {
    signIn({ isStaff: true });
    const router = makeRouter('/open');
    await settled(router);
    await router.navigate('/admin');
    expect(await settled(router)).toBe('/admin');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("starts a page's prefetch only once its requirements are met", async () => {
    expect(await settled(makeRouter('/'))).toBe('/sign-in?redirect=%2F');
    expect(prefetchHome).not.toHaveBeenCalled();
    signIn();
    expect(await settled(makeRouter('/'))).toBe('/');
    expect(prefetchHome).toHaveBeenCalledTimes(1);
  });
});
