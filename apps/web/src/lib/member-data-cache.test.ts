// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubLocalStorage } from '../test/memory-local-storage';

stubLocalStorage();
const { sessionStore } = await import('./session-store');
const { forgetMemberDataWhenSessionEnds } = await import('./member-data-cache');

const member = (id: number) =>
  ({ id, firstName: `M${id}`, createdAt: new Date('2026-11-01T10:00:00Z'), permissions: [] }) as never;
const HISTORY = ['GET /v1/me/transactions'];

describe('forgetMemberDataWhenSessionEnds', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    sessionStore.clear();
    client = new QueryClient();
    stop = forgetMemberDataWhenSessionEnds(client, sessionStore);
  });
  afterEach(() => stop());

  it('drops the member’s data when the session is cleared (sign-out, expiry)', () => {
    sessionStore.setUser(member(1));
    client.setQueryData(HISTORY, ['Paulas Buchung']);
    sessionStore.clear();
    expect(client.getQueryData(HISTORY)).toBeUndefined();
  });

  it('drops it when another member signs in (another tab, no sign-out seen)', () => {
    sessionStore.setUser(member(1));
    client.setQueryData(HISTORY, ['Paulas Buchung']);
    sessionStore.setUser(member(2));
    expect(client.getQueryData(HISTORY)).toBeUndefined();
  });

  it('keeps the data while the same member is signed in, and what a guest loaded on sign-in', () => {
    client.setQueryData(['GET /v1/platform/config'], { productName: 'ApoPunkt' });
    sessionStore.setUser(member(1));
    expect(client.getQueryData(['GET /v1/platform/config'])).toEqual({ productName: 'ApoPunkt' });
    client.setQueryData(HISTORY, ['Paulas Buchung']);
    sessionStore.setUser({ ...(member(1) as object), firstName: 'Paula' } as never);
    expect(client.getQueryData(HISTORY)).toEqual(['Paulas Buchung']);
  });
});
