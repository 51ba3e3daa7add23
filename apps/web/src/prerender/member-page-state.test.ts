import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../lib/notify', () => ({ notify }));

import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';
import { adoptMemberPage } from './member-page-state';

/** A member's page as the server sends it: drawn #root and the data it was drawn from. */
function drawnPage(state: unknown): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="/"><h1>Hallo Paula!</h1></div><script type="application/json" id="member-page-state">${JSON.stringify(state)}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

const member = (id: number, firstName: string) => ({
  id,
  firstName,
  createdAt: { __date: '2026-11-01T10:00:00.000Z' },
});

const STATE = {
  user: member(7, 'Paula'),
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['quests'],
        queryHash: '["quests"]',
        state: {
          data: [{ id: 1, endsAt: { __date: '2026-12-01T23:00:00.000Z' } }],
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now(),
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
};

afterEach(() => {
  queryClient.clear();
  sessionStore.clear();
  document.body.innerHTML = '';
});

describe('adoptMemberPage', () => {
  it('takes over the member and the query cache of a page drawn for the member signed in here', () => {
    sessionStore.setUser(member(7, 'Paula (alt)') as never);
    const root = drawnPage(STATE);
    adoptMemberPage(root);
    expect(sessionStore.get().user).toMatchObject({
      id: 7,
      firstName: 'Paula',
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    expect(queryClient.getQueryData(['quests'])).toEqual([{ id: 1, endsAt: new Date('2026-12-01T23:00:00Z') }]);
    expect(root.getAttribute('data-prerendered')).toBe('/');
    expect(root.textContent).toBe('Hallo Paula!');
    expect(document.getElementById('member-page-state')).toBeNull();
  });

  it('congratulates a member this browser knew without premium who arrives premium', () => {
    sessionStore.setUser({ ...member(7, 'Paula'), isPremium: false } as never);
    adoptMemberPage(drawnPage({ ...STATE, user: { ...member(7, 'Paula'), isPremium: true } }));
    expect(notify.success).toHaveBeenCalledWith(expect.stringContaining('PREMIUM Mitglied!'), {
      id: 'became-premium',
    });
    notify.success.mockClear();
    adoptMemberPage(drawnPage({ ...STATE, user: { ...member(7, 'Paula'), isPremium: true } }));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('drops a page drawn for somebody else, or for a browser with nobody signed in', () => {
    for (const signedIn of [member(8, 'Ben'), null]) {
      sessionStore.setUser(signedIn as never);
      const root = drawnPage(STATE);
      adoptMemberPage(root);
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      expect(root.childElementCount).toBe(0);
      expect(queryClient.getQueryData(['quests'])).toBeUndefined();
      expect(sessionStore.get().user?.firstName).not.toBe('Paula');
    }
  });

  it('drops a page whose data cannot be read, and leaves other pages alone', () => {
    sessionStore.setUser(member(7, 'Paula') as never);
    const broken = drawnPage('kaputt');
    adoptMemberPage(broken);
    expect(broken.childElementCount).toBe(0);

    document.body.innerHTML = '<div id="root" data-prerendered="/sign-in"><h2>Anmelden</h2></div>';
    const guestPage = document.getElementById('root') as HTMLElement;
    adoptMemberPage(guestPage);
    expect(guestPage.getAttribute('data-prerendered')).toBe('/sign-in');
    expect(guestPage.textContent).toBe('Anmelden');
  });
});
