import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../../lib/auth';
import { sessionStore } from '../../../lib/session-store';
import { signInForTest } from '../../../test/signed-in';
import { WithProviders } from '../../../test/with-providers';
import { usePremiumRefresh } from './use-premium-refresh';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify }));

const fresh = vi.hoisted(() => ({ isPremium: true }));
vi.mock('../../../lib/call', async () => {
  const { sessionEndpoints: endpoints } = await import('@apopunkt/domain/endpoints/session');
  return {
    call: vi.fn(async (endpoint: unknown) => {
      if (endpoint === endpoints.currentUser) return { id: 7, firstName: 'Paula', ...fresh };
      throw new Error('not in this test');
    }),
  };
});

/** Home's use of the hook: the signed-in user's premium flag. */
function Home() {
  const user = useCurrentUser();
  usePremiumRefresh(user?.isPremium ?? true);
  return <p>{user?.isPremium ? 'Premium' : 'Basis'}</p>;
}

afterEach(() => {
  cleanup();
  sessionStore.clear();
  notify.success.mockClear();
  fresh.isPremium = true;
});

describe('usePremiumRefresh (spec §4)', () => {
  it('congratulates a member Home knew without premium whose refresh answers premium', async () => {
    signInForTest({ id: 7, firstName: 'Paula', isPremium: false });
    const page = render(
      <WithProviders>
        <Home />
      </WithProviders>,
    );
    await page.findByText('Premium');
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        expect.stringMatching(/^Herzlichen Glückwunsch! Du bist ab jetzt .+ PREMIUM Mitglied!$/),
        { id: 'became-premium' },
      ),
    );
  });

  it('says nothing when the refresh answers not premium', async () => {
    fresh.isPremium = false;
    signInForTest({ id: 7, firstName: 'Paula', isPremium: false });
    render(
      <WithProviders>
        <Home />
      </WithProviders>,
    );
    await vi.waitFor(() => expect(sessionStore.get().user).toMatchObject({ isPremium: false }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
