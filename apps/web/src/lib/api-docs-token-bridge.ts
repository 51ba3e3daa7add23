import { API_DOCS_CHANNEL } from '@apopunkt/domain/constants/api-docs';
import { useEffect } from 'react';
import { ensureFreshSession } from './session-lifecycle';
import { sessionStore } from './session-store';

/**
 * With API_DOCS=staff the OpenAPI document needs a staff bearer, which only this app holds. The
 * docs page (opened in another tab of the same browser) asks on a BroadcastChannel, which reaches only
 * pages of the same origin, and a staff member's open tab answers with a fresh access token.
 */
export function useApiDocsTokenBridge(isStaff: boolean): void {
  useEffect(() => {
    if (!isStaff || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(API_DOCS_CHANNEL);
    let open = true;
    channel.onmessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type !== 'token-request') return;
      void ensureFreshSession().then(() => {
        const token = sessionStore.get().access;
        if (open && token) channel.postMessage({ type: 'token', token });
      });
    };
    return () => {
      open = false;
      channel.close();
    };
  }, [isStaff]);
}
