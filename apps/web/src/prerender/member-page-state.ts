import type { User } from '@apopunkt/domain/schemas/users';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { noteViewRecordedByServer } from '../features/popups';
import { notify } from '../lib/notify';
import { productMessage } from '../lib/product-message';
import { currentProductName, queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';
import { untagDates } from './dated-json';
import { MEMBER_PAGE_STATE_ID, PRERENDERED_ATTRIBUTE } from './markers';

/** What a member's page drawn by the server was drawn from (render-member-page.tsx). */
export interface MemberPageState {
  /** The member as the API read them for the render, as GET /v1/me answers (dates tagged, dated-json.ts). */
  user: User;
  /** The query cache after the render (dates tagged). */
  queries: DehydratedState;
  /** The popup drawn on the page whose view the server recorded (the app does not report it again). */
  popupViewRecorded?: string | null;
}

function readState(script: HTMLElement): MemberPageState | null {
  try {
    const state = JSON.parse(script.textContent ?? '') as MemberPageState | null;
    return state && typeof state.user?.id === 'number' && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * Takes over the data a member's page was drawn from before the app mounts: the member record, the
 * query cache and the popup view the server recorded, so that the first render matches the page (React hydrates it) and nothing is
 * asked again. A page drawn for anybody but the member signed in here is dropped unseen by the app,
 * which then draws its own.
 */
export function adoptMemberPage(root: HTMLElement): void {
  const script = document.getElementById(MEMBER_PAGE_STATE_ID);
  if (!script) return;
  script.remove();
  const state = readState(script);
  if (!state || sessionStore.get().user?.id !== state.user.id) {
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    root.replaceChildren();
    return;
  }
  const before = sessionStore.get().user;
  const user = untagDates(state.user) as User;
  sessionStore.setUser(user);
  hydrate(queryClient, state.queries, { defaultOptions: { deserializeData: untagDates } });
  noteViewRecordedByServer(state.popupViewRecorded ?? null);
  // What Home says to a member who became premium since this browser last loaded them (spec §4;
  // features/home usePremiumRefresh), who now arrives premium already.
  if (before && !before.isPremium && user.isPremium) {
    notify.success(productMessage('becamePremium', currentProductName()), { id: 'became-premium' });
  }
}
