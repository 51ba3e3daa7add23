// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { stubLocalStorage } from '../../test/memory-local-storage';

stubLocalStorage();

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify }));

const { createMemoryRouter } = await import('react-router');
const { sessionStore } = await import('../../lib/session-store');
const { queryClient } = await import('../../lib/query-client');
const { competitionLoader } = await import('./redirects');
// The loader imports the competitions feature on demand (bundle budget); imported once here, so the
// waits below are for the loader, not for the first transform of the feature's code.
await import('../../features/competitions');
const { signInForTest } = await import('../../test/signed-in');
const { runningCompetition } = await import('../../test/competition');

const competitions = { permission: 'can_view_competitions' } as const;

function makeRouter(initial: string) {
  const page = { element: null };
  return createMemoryRouter(
    [
      { path: '/competition/:id', ...page, loader: competitionLoader(competitions) },
      { path: '/competitions', ...page },
      { path: '/become-premium', ...page },
    ],
    { initialEntries: [initial] },
  );
}

const settled = async (router: ReturnType<typeof makeRouter>) => {
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router.state.location.pathname;
};

/** The API as it answers GET /v1/competitions/{id} (competitions.service.ts). */
function api() {
  return fakeApi(({ url }) => {
    if (url.endsWith('/v1/competitions/7')) return json(200, runningCompetition);
    if (url.endsWith('/v1/competitions/premium')) {
      return json(403, {
        error: { code: 'PREMIUM_REQUIRED', message: 'Für diesen Inhalt benötigst du ApoPunkt Premium.' },
      });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Dieses Gewinnspiel gibt es nicht.' } });
  });
}

describe('/competition/{id} (issue 36)', () => {
  beforeEach(() => {
    sessionStore.clear();
    queryClient.clear();
    vi.clearAllMocks();
    signInForTest({ permissions: ['can_view_competitions'] });
  });

  it('an unknown competition goes to the competitions with an error toast, no error panel', async () => {
    api();
    expect(await settled(makeRouter('/competition/9999'))).toBe('/competitions');
    expect(notify.error).toHaveBeenCalledWith('Dieses Gewinnspiel gibt es nicht.', { id: 'competition-not-found' });
  });

  it('a premium-only competition goes to become-premium with the info toast of spec §8', async () => {
    api();
    expect(await settled(makeRouter('/competition/142'))).toBe('/become-premium');
    expect(notify.info).toHaveBeenCalledWith('Für diesen Inhalt benötigst du ApoPunkt Premium.', {
      id: 'premium-required',
    });
  });

  it('a competition the member may see stays, its data already in the cache for the page', async () => {
    const calls = api();
    expect(await settled(makeRouter('/competition/7'))).toBe('/competition/7');
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.info).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.endsWith('/v1/competitions/7'))).toHaveLength(1);
  });
});
